import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderBare, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

// A module's own export shadows the same name from `export *` (ECMAScript's rule), so `render`
// below replaces Testing Library's and everything else passes through.
// eslint-disable-next-line import-x/export
export * from '@testing-library/react';

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * Testing Library's render with the app's catalogs, as AppProvider gives every screen: for a
 * test of one component outside the app.
 */
// eslint-disable-next-line import-x/export
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'queries'>) {
  return renderBare(ui, { wrapper: WithI18n, ...options });
}
