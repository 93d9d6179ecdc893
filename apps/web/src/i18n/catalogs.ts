import type { Messages } from '@lingui/core';
import type { LanguageTag } from '@homeward/contract/languages';

/** The pseudo-locale (lingui.config.ts): reachable by `?lang=en-XA`, never offered. */
export const PSEUDO_LOCALE = 'en-XA';

export type Locale = LanguageTag | typeof PSEUDO_LOCALE;

type Catalog = Promise<{ messages: Messages }>;

/**
 * The languages whose script a device may have no font for bring ours (scripts.css) with their
 * catalog: English pays nothing for them.
 */
async function withScriptFonts(catalog: Catalog): Catalog {
  const [loaded] = await Promise.all([catalog, import('./scripts.css')]);
  return loaded;
}

/**
 * One chunk per language, compiled from its .po file by Lingui's Vite plugin and fetched only
 * when that language is chosen. English is a catalog too: production builds keep only each
 * message's id in the code, so the text is in no chunk but its language's.
 */
export const catalogs: Record<Locale, () => Catalog> = {
  'en-AU': () => import('../locales/en-AU.po'),
  fil: () => import('../locales/fil.po'),
  hi: () => withScriptFonts(import('../locales/hi.po')),
  ne: () => withScriptFonts(import('../locales/ne.po')),
  vi: () => import('../locales/vi.po'),
  id: () => import('../locales/id.po'),
  bn: () => withScriptFonts(import('../locales/bn.po')),
  ur: () => withScriptFonts(import('../locales/ur.po')),
  [PSEUDO_LOCALE]: () => import('../locales/en-XA.po'),
};
