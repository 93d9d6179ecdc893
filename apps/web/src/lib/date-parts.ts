/**
 * A calendar date typed as three labelled parts (day, month, year) instead of the browser's date
 * picker, whose order follows the browser's language: an Australian's Chromium in US English
 * asks for mm/dd/yyyy. The parts are labelled and put in the order of the product's locale.
 */
import { t } from '@lingui/core/macro';

export type DatePart = 'day' | 'month' | 'year';

/**
 * The product's language until customers choose theirs (issue 20): English as written in
 * Australia, where Homeward's customers live.
 */
export const PRODUCT_LOCALE = 'en-AU';

/** The order a locale writes a date in: en-AU → day, month, year; en-US → month, day, year. */
export function datePartOrder(locale: string = PRODUCT_LOCALE): DatePart[] {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).formatToParts(
    Date.UTC(2001, 1, 3),
  );
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

export type DateParts = Record<DatePart, string>;

export const emptyDateParts: DateParts = { day: '', month: '', year: '' };

/** "1990-07-25" → its parts as a person types them ("25", "7", "1990"); anything else, empty. */
export function splitIsoDate(iso: string | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return emptyDateParts;
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: String(Number(month)), year };
}

export type DateReading =
  { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'problem'; message: string };

const allParts: DatePart[] = ['day', 'month', 'year'];

/** "Date of birth must include a month and year.": the parts missing, in the customer's language. */
function missingMessage(label: string, missing: DatePart[]): string {
  switch (missing.join(' ')) {
    case 'day':
      return t`${label} must include a day.`;
    case 'month':
      return t`${label} must include a month.`;
    case 'year':
      return t`${label} must include a year.`;
    case 'day month':
      return t`${label} must include a day and month.`;
    case 'day year':
      return t`${label} must include a day and year.`;
    default:
      return t`${label} must include a month and year.`;
  }
}

function notARealDate(label: string): string {
  return t`${label} must be a real date, with a four-digit year.`;
}

/**
 * The parts as a date, or what is wrong in plain words: which parts are missing, or that the
 * date does not exist (31 February), naming the field's own label.
 */
export function readDateParts(given: DateParts, label: string): DateReading {
  const typed = allParts.filter((part) => given[part].trim() !== '');
  if (typed.length === 0) return { kind: 'empty' };
  const missing = allParts.filter((part) => !typed.includes(part));
  if (missing.length > 0) {
    return { kind: 'problem', message: missingMessage(capitalise(label), missing) };
  }
  const day = Number(given.day.trim());
  const month = Number(given.month.trim());
  const year = Number(given.year.trim());
  const whole = [day, month, year].every(Number.isInteger) && /^\d{4}$/.test(given.year.trim());
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    whole &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!real) {
    return { kind: 'problem', message: notARealDate(capitalise(label)) };
  }
  return { kind: 'date', iso: date.toISOString().slice(0, 10) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
