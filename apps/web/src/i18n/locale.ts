import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, directionOf, matchLanguage } from '@homeward/contract/languages';
import { AREAS, catalog, LOCALES, PSEUDO_LOCALE, type Area, type Locale } from './catalogs';

/** Where this browser keeps the language the customer last chose, signed in or not. */
const STORAGE_KEY = 'homeward.language';
/** Set when the choice was made signed out: the account takes it at the next sign-in. */
const UNSAVED_KEY = 'homeward.language.unsaved';

const isLocale = (tag: string | null | undefined): tag is Locale =>
  tag != null && (LOCALES as readonly string[]).includes(tag);

/**
 * The language to start in: a `?lang=` link (the pseudo-locale's only door), then the one this
 * browser chose before, then the browser's own preferences, then English (Australia).
 */
export function chooseLocale(from: {
  query: string | null;
  stored: string | null;
  browser: readonly string[];
}): Locale {
  if (isLocale(from.query)) return from.query;
  if (isLocale(from.stored) && from.stored !== PSEUDO_LOCALE) return from.stored;
  return matchLanguage(from.browser) ?? DEFAULT_LANGUAGE;
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (a private window's settings): start from the browser
  }
}

export function initialLocale(): Locale {
  return chooseLocale({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: storedLocale(),
    browser: navigator.languages,
  });
}

/** The areas of screens whose words the app has needed so far: a new language loads them too. */
const areasInUse = new Set<Area>();

/**
 * Settles once the first language is active. The router starts loading the first route's code
 * (and its words) as the app's modules load, before main.tsx has chosen a language.
 */
let firstActivated: () => void = () => {};
const firstActivation = new Promise<void>((resolve) => {
  firstActivated = resolve;
});

/** A language's core catalog with those of the areas in use, as one set of messages. */
async function messagesOf(locale: Locale, areas: Iterable<Area>) {
  const loaded = await Promise.all([catalog(locale), ...[...areas].map((a) => catalog(locale, a))]);
  return Object.assign({}, ...loaded.map(({ messages }) => messages));
}

/**
 * Loads a language's catalogs and switches the app to it: the page's `lang` (screen readers,
 * fonts, hyphenation) and `dir` (the layout mirrors for Urdu) follow.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await messagesOf(locale, areasInUse);
  // Lingui formats a plural's # with `locales`: Latin digits there too, not Bengali or
  // Devanagari ones ("within 26 hours", as every other number on the screen).
  i18n.loadAndActivate({ locale, locales: [`${locale}-u-nu-latn`], messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  firstActivated();
}

/**
 * Switches and remembers the customer's choice in this browser. A choice made signed out is
 * marked unsaved, for the account to take once they sign in; `saved` says the account has it.
 */
export async function chooseLanguage(locale: Locale, { saved = false } = {}): Promise<void> {
  // Remembered first: switching renders the app again, and what renders reads this.
  try {
    localStorage.setItem(STORAGE_KEY, locale);
    if (saved) localStorage.removeItem(UNSAVED_KEY);
    else localStorage.setItem(UNSAVED_KEY, '1');
  } catch {
    // Not remembered; the choice still holds until the page is closed.
  }
  await activateLocale(locale);
}

/** The language chosen signed out that the account does not have yet, if any. */
export function unsavedChoice(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return localStorage.getItem(UNSAVED_KEY) && isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Makes sure the words of `areas` are loaded in the app's language: a route that shows those
 * screens waits for this beside its own code (app/routes.tsx), so it draws in one go.
 */
export async function loadAreas(areas: readonly Area[]): Promise<void> {
  const missing = areas.filter((area) => !areasInUse.has(area));
  if (missing.length === 0) return;
  // In use from now: the first language, or one chosen while these load, loads them too.
  for (const area of missing) areasInUse.add(area);
  await firstActivation;
  const locale = i18n.locale as Locale;
  const loaded = await Promise.all(missing.map((area) => catalog(locale, area)));
  if (i18n.locale === locale) {
    i18n.load(locale, Object.assign({}, ...loaded.map(({ messages }) => messages)));
  }
}

/**
 * A safety net under the routes' declarations: a message the loaded catalogs lack (a screen
 * that showed an area's component without declaring it) loads every area, and the app draws
 * again in words instead of message ids. Production only: elsewhere the macros keep the English.
 */
export function loadAreasWhenMissing(): void {
  i18n.on('missing', () => void loadAreas(AREAS));
}
