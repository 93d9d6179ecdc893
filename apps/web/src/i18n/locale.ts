import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, directionOf, matchLanguage } from '@homeward/contract/languages';
import { catalogs, PSEUDO_LOCALE, type Locale } from './catalogs';

/** Where this browser keeps the language the customer last chose, signed in or not. */
const STORAGE_KEY = 'homeward.language';

const isLocale = (tag: string | null | undefined): tag is Locale =>
  tag != null && Object.hasOwn(catalogs, tag);

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

/**
 * Loads a language's catalog and switches the app to it: the page's `lang` (screen readers,
 * fonts, hyphenation) and `dir` (the layout mirrors for Urdu) follow.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Switches and remembers the customer's choice in this browser. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  await activateLocale(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered; the choice still holds until the page is closed.
  }
}
