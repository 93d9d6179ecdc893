import { apiPaths, type PasswordPolicy } from '@homeward/contract';
import { i18n } from '@lingui/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Loaded once per page load and then cached (spec section 4), by the api client itself: once per
 * language, since the server writes the rules in the one the app asks for.
 */
export function getPasswordPolicy(): Promise<PasswordPolicy> {
  return apiClient.getOnce<PasswordPolicy>(apiPaths.passwordPolicy);
}

export function passwordPolicyQueryOptions() {
  return queryOptions({
    queryKey: ['password-policy', i18n.locale],
    queryFn: getPasswordPolicy,
    staleTime: Infinity,
    // A failure is only logged (spec section 8); the form works without the checklist.
    retry: false,
  });
}
