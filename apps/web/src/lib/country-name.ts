import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '@homeward/contract/languages';
import { PSEUDO_LOCALE } from '@/i18n/catalogs';
import { intlLocale } from '@/i18n/intl-locale';

/*
 * A country's name in the app's language. The API's tables name countries in English
 * (`common_name`); every other language asks the browser's own list of region names
 * (Intl.DisplayNames, from CLDR), so no catalog carries 250 names in 8 languages.
 */

/** Each locale's region names, made once: the pickers ask for hundreds while drawing. */
const regionNames = new Map<string, Intl.DisplayNames | null>();
const collators = new Map<string, Intl.Collator>();

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      // `fallback: 'none'`: a code CLDR does not name gives undefined, not the code itself.
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      // A browser without Intl.DisplayNames (or this locale): the English name.
    }
    regionNames.set(locale, names);
  }
  return regionNames.get(locale) ?? null;
}

/**
 * "Philippines" from "PH", in the app's language. In English the API's own name wins when it is
 * given: CLDR's English is terse ("Congo - Kinshasa", "Myanmar (Burma)") and the API's is the
 * name on the customer's documents (the pseudo-locale keeps it too, in ⟦ ⟧). Elsewhere, the English name
 * is what shows when the browser has no name for the code, and the code when there is neither.
 */
export function countryName(iso2: string, english?: string): string {
  const name = nameIn(i18n.locale || DEFAULT_LANGUAGE, iso2, english);
  // The pseudo-locale marks it as said in the app's language, as it marks catalog words: a
  // country named without this function shows there as plain English.
  return i18n.locale === PSEUDO_LOCALE ? `⟦${name}⟧` : name;
}

function nameIn(locale: string, iso2: string, english: string | undefined): string {
  if (english !== undefined && locale.startsWith('en')) return english;
  try {
    return namesIn(intlLocale())?.of(iso2.toUpperCase()) ?? english ?? iso2;
  } catch {
    return english ?? iso2; // not a region code Intl accepts ("ZZZ")
  }
}

/**
 * A country as the API sends it, named in the app's language. One without its code (a schedule
 * names its country in English words only) keeps the name it came with.
 */
export const nameOfCountry = (country: {
  iso2_alpha?: string | undefined;
  common_name: string;
}): string =>
  country.iso2_alpha ? countryName(country.iso2_alpha, country.common_name) : country.common_name;

/**
 * Sorts by a displayed name, in the app's language's alphabetical order (Intl.Collator): a
 * picker listed by the English names would be out of order once the names are Vietnamese.
 */
export function sortByName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const locale = intlLocale();
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator([locale]);
    collators.set(locale, collator);
  }
  const named = items.map((item) => ({ item, name: nameOf(item) }));
  return named.sort((a, b) => collator.compare(a.name, b.name)).map(({ item }) => item);
}
