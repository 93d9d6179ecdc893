import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RenderedInLanguage>{children}</RenderedInLanguage>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * Renders the app again, from the top, when the language changes: text made outside a
 * component's own `useLingui` (helpers such as payoutMethodName) is read again too. Form
 * inputs start over, which a change of language may do; the query cache and the router keep
 * where the customer was and what was loaded.
 */
function RenderedInLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}
