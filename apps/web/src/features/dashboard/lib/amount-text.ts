/**
 * Amounts as the customer types and reads them in the calculator's fields: with the browser's
 * grouping and decimal marks, like the price summary under them ("18,963.94", "18.963,94" in
 * German, "1,50,000" in Indian English), always in Latin digits (what the fields accept and the
 * API takes), and read back as the API takes them ("18963.94"). `locale` is the app's language
 * unless given (tests give one).
 */

import { intlLocale } from '@/i18n/intl-locale';

interface Marks {
  group: string;
  decimal: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and number of decimals, in Latin digits whatever the locale. */
function formatter(given: string | undefined, decimals: number): Intl.NumberFormat {
  const locale = given ?? intlLocale();
  const key = `${locale}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      numberingSystem: 'latn',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

function marksOf(locale: string | undefined): Marks {
  const parts = formatter(locale, 1).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Spaces of every kind: some locales group with a (narrow) no-break space.
const spaces = /[\s\u00a0\u202f]/g;
const plainDecimal = /^\d+(\.\d+)?$/;

/**
 * "18963.94" → "18,963.94": a plain decimal string grouped as the summary shows money, with
 * exactly its decimals (never rounded, never through a float). Text that is not a plain
 * decimal (half-typed, or wrong) is returned as it is.
 */
export function formatAmountText(amount: string, locale?: string): string {
  if (!plainDecimal.test(amount)) return amount;
  const decimals = amount.split('.')[1]?.length ?? 0;
  // Intl.NumberFormat formats decimal strings exactly (ES2023); the cast is for older typings.
  return formatter(locale, decimals).format(amount as unknown as number);
}

/**
 * What was typed, as the API takes it: "1,250.50" → "1250.50", and the locale's own way back
 * ("1.250,50" in German, "1,50,000" in Indian English). Grouping in threes with the locale's
 * mark is read too, and a decimal comma where that is the locale's mark. Anything else is left
 * for the contract's rule to judge.
 */
export function normaliseAmount(text: string, locale?: string): string {
  const { group, decimal } = marksOf(locale);
  const trimmed = text.trim().replace(spaces, '');
  const groupMark = group.replace(spaces, '');
  const plain = (groupMark ? trimmed.split(groupMark).join('') : trimmed).replace(decimal, '.');
  if (plainDecimal.test(plain)) {
    const inThrees = new RegExp(`^\\d{1,3}(${escape(groupMark)}\\d{3})+(${escape(decimal)}\\d+)?$`);
    const asFormatted = formatAmountText(plain, locale).replace(spaces, '');
    if (plain === trimmed.replace(decimal, '.') || asFormatted === trimmed) return plain;
    if (groupMark && inThrees.test(trimmed)) return plain;
  }
  return trimmed;
}

/** What the customer typed, tidied when they leave the field: "1250.5" → "1,250.5". */
export function tidyAmountText(text: string, locale?: string): string {
  return formatAmountText(normaliseAmount(text, locale), locale);
}
