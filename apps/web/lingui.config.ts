import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { createSwcExtractor } from '@lingui/native-tools';

/**
 * The customer app's message catalogs (decision 0037). English (Australia) is the source: its
 * text is written in the components through Lingui's macros, and the spec's copy stays exactly
 * as the spec gives it. Every other language is a .po file beside it, compiled by the Vite
 * plugin when the app imports it, one lazily loaded chunk per language.
 *
 * `en-XA` is the pseudo-locale: every message accented and wrapped in ⟦ ⟧, so a journey run in
 * it shows at a glance (and e2e/pseudo-locale.spec.ts proves) which text bypassed a catalog.
 */
export default defineConfig({
  sourceLocale: 'en-AU',
  locales: ['en-AU', 'fil', 'hi', 'ne', 'vi', 'id', 'bn', 'ur', 'en-XA'],
  pseudoLocale: { locale: 'en-XA', prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'en-AU' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: true }),
  extractors: [createSwcExtractor()],
});
