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
const TESTS = ['**/*.test.*', '<rootDir>/src/testing/**'];

/**
 * Screens whose words are a catalog of their own, loaded with their routes (app/routes.tsx,
 * `withWords`): the English catalog is part of every route's first load, and the sign-in screen
 * should not carry the transfer wizard's words. Everything else, a new file included, is the
 * core catalog, which is always loaded: a file left out of an area costs bytes, never words.
 */
export const CATALOG_AREAS = {
  transfers: [
    'src/features/transfers',
    'src/features/transactions/routes',
    'src/features/transactions/lib',
    'src/lib/transfer-reasons.ts',
    // The customer's rights: the review, the transfer's page and the payment's result say them,
    // and so does Help (tools, below). A file in two areas is in both catalogs.
    'src/lib/rights.ts',
    // The transfer's page and the list's filters; the list itself is the dashboard's too, and
    // stays in the core catalog (recent-transfers, transfer-list, transfer-row, status-badge).
    ...[
      'cancel-transfer',
      'details-list',
      'failure-panel',
      'filter-chip',
      'hold-panel',
      'pickup-panel',
      'recipient-transfers',
      'statement-dialog',
      'transfer-filters',
      'transfer-notice',
      'transfer-skeletons',
      'transfer-timeline',
    ].map((name) => `src/features/transactions/components/${name}.tsx`),
    // "Repeat" and the offer of push on a transfer's page and the payment's result, and a
    // schedule's prepared transfer: routes that load this area already.
    'src/features/schedules/components/repeat-transfer.tsx',
    'src/features/schedules/lib/cadence-labels.ts',
    'src/features/schedules/routes/schedule-review.tsx',
    'src/features/notifications/components/push-prompt.tsx',
  ],
  people: [
    'src/features/recipients',
    'src/features/onboarding',
    'src/features/account-verification',
    'src/lib/date-parts.ts',
    'src/components/date-parts-input.tsx',
    'src/components/country-combobox.tsx',
    // Onboarding's first stage; the rest of account-security is the account area's.
    'src/features/account-security/components/verify-email-step.tsx',
  ],
  // Settings and devices. Not the step-up dialog (every signed-in page may ask for it: core),
  // nor the push prompt (a transfer's page).
  account: [
    'src/app/routes/settings',
    'src/app/routes/devices.tsx',
    'src/features/passkeys',
    ...[
      'change-email',
      'confirm-sign-out',
      'device-list',
      'profile-summary',
      'recovery-codes',
      'security-activity',
      'sign-out-everywhere',
      'sign-out-others',
      'two-step-card',
    ].map((name) => `src/features/account-security/components/${name}.tsx`),
    ...['device-push', 'kind-choices', 'language-card', 'notification-preferences'].map(
      (name) => `src/features/notifications/components/${name}.tsx`,
    ),
  ],
  // Help, rate alerts and the schedules page.
  tools: [
    'src/features/help',
    'src/lib/rights.ts',
    'src/features/rate-alerts',
    'src/features/schedules/routes/schedules.tsx',
    'src/features/schedules/components/schedule-item.tsx',
  ],
  // The dashboard's cards (open tasks, scheduled transfers), loaded beside the dashboard: only
  // their words, every byte here is on the dashboard's first load. The schedules page uses the
  // amounts' words (lib/words.ts) too, and loads it.
  dashboard: [
    'src/features/dashboard/routes/dashboard.tsx',
    'src/features/dashboard/components/limits-card.tsx',
    'src/features/tasks',
    'src/features/schedules/components/schedules-card.tsx',
    'src/features/schedules/lib/words.ts',
  ],
} as const;

const inRoot = (paths: readonly string[]) => paths.map((path) => `<rootDir>/${path}`);

export default defineConfig({
  sourceLocale: 'en-AU',
  locales: ['en-AU', 'fil', 'hi', 'ne', 'vi', 'id', 'bn', 'ur', 'en-XA'],
  pseudoLocale: { locale: 'en-XA', prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'en-AU' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...TESTS, ...inRoot(Object.values(CATALOG_AREAS).flat())],
    },
    ...Object.entries(CATALOG_AREAS).map(([area, paths]) => ({
      path: `<rootDir>/src/locales/${area}/{locale}`,
      include: inRoot(paths),
      exclude: TESTS,
    })),
  ],
  format: formatter({ lineNumbers: false, origins: true }),
  extractors: [createSwcExtractor()],
});
