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

/** The screens whose words are a catalog of their own (lingui.config.ts, CATALOG_AREAS). */
export const AREAS = ['transfers', 'people', 'account', 'tools', 'dashboard'] as const;
export type Area = (typeof AREAS)[number];

/**
 * The whole app's words, one file per language. The areas' files are listed in a chunk of their
 * own (area-catalogs.ts), fetched with the first route that needs one: listing their 45 files
 * here cost every route's first load half a kilobyte. index.html prefetches that chunk while the
 * browser is idle (vite-plugins/prefetch-area-catalogs.ts), so an area's words need not wait
 * for it after sign-in.
 */
const coreFiles = import.meta.glob<{ messages: Messages }>('../locales/*.po');

const script = new Set<Locale>(['hi', 'ne', 'bn', 'ur']);

/**
 * A language's words for the whole app (`core`) or for one area of screens, compiled from its
 * .po file by Lingui's Vite plugin, each its own chunk fetched only when needed. English is a
 * catalog too: production builds keep only each message's id in the code, so the text is in no
 * chunk but its language's.
 */
export async function catalog(locale: Locale, area: Area | 'core' = 'core'): Catalog {
  if (area !== 'core') return (await import('./area-catalogs')).areaCatalog(locale, area);
  const load = coreFiles[`../locales/${locale}.po`];
  if (!load) throw new Error(`No core catalog for ${locale}`);
  return script.has(locale) ? withScriptFonts(load()) : load();
}

/** Every language the app can be in, the pseudo-locale included. */
export const LOCALES: readonly Locale[] = [
  'en-AU',
  'fil',
  'hi',
  'ne',
  'vi',
  'id',
  'bn',
  'ur',
  PSEUDO_LOCALE,
];
