import type { Messages } from '@lingui/core';
import type { LanguageTag } from '@homeward/contract/languages';

/** The pseudo-locale (lingui.config.ts): reachable by `?lang=en-XA`, never offered. */
export const PSEUDO_LOCALE = 'en-XA';

export type Locale = LanguageTag | typeof PSEUDO_LOCALE;

/**
 * One chunk per language, compiled from its .po file by Lingui's Vite plugin and fetched only
 * when that language is chosen. English is a catalog too: production builds keep only each
 * message's id in the code, so the text is in no chunk but its language's.
 */
export const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-AU': () => import('../locales/en-AU.po'),
  fil: () => import('../locales/fil.po'),
  hi: () => import('../locales/hi.po'),
  ne: () => import('../locales/ne.po'),
  vi: () => import('../locales/vi.po'),
  id: () => import('../locales/id.po'),
  bn: () => import('../locales/bn.po'),
  ur: () => import('../locales/ur.po'),
  [PSEUDO_LOCALE]: () => import('../locales/en-XA.po'),
};
