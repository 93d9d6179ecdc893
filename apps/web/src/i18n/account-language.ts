import { i18n } from '@lingui/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiPaths, type CustomerLanguage, type LanguageTag } from '@homeward/contract';
import { apiClient } from '@/lib/api-client';
import { PSEUDO_LOCALE } from './catalogs';
import { chooseLanguage, unsavedChoice } from './locale';

const accountLanguageKey = ['account-language'] as const;

/** Keeps the account's language: what Homeward's emails, texts and receipts are written in. */
export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: LanguageTag) =>
      apiClient.put<CustomerLanguage>(apiPaths.language, { language }),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountLanguageKey, saved);
      return chooseLanguage(saved.language, { saved: true });
    },
  });
}

/**
 * Once signed in, the app and the account agree on one language: a choice made on this browser
 * while signed out goes to the account; otherwise the app takes the account's (a new phone
 * speaks the customer's language from the first signed-in screen). The pseudo-locale is left
 * alone. A failure changes nothing: the app keeps speaking what it spoke.
 */
export function useAccountLanguage(signedIn: boolean): void {
  const [unsaved] = useState(unsavedChoice);
  const active = signedIn && i18n.locale !== PSEUDO_LOCALE;
  const save = useSaveAccountLanguage();
  const account = useQuery({
    queryKey: accountLanguageKey,
    queryFn: () => apiClient.get<CustomerLanguage>(apiPaths.language),
    enabled: active && !unsaved,
    staleTime: Infinity,
  });
  const { mutate } = save;
  useEffect(() => {
    if (active && unsaved && unsaved !== PSEUDO_LOCALE) mutate(unsaved);
  }, [active, unsaved, mutate]);
  const language = account.data?.language;
  useEffect(() => {
    if (language && language !== i18n.locale) void chooseLanguage(language, { saved: true });
  }, [language]);
}
