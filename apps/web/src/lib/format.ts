/** Dates, times and money in the app's language (Intl, with Latin digits: decision 0037). */
import { i18n } from '@lingui/core';
import { directionOf } from '@homeward/contract/languages';
import { intlLocale } from '@/i18n/intl-locale';

/**
 * One formatter per language, made on first use and kept. Making an Intl date formatter loads
 * the locale's calendar data: about 40 ms of a cheap phone's first load each, measured, for
 * screens that may never show a date. So none is made when this module loads.
 */
function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = intlLocale();
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const dateTime = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);
const dateOnly = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const calendarDate = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
);

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Text that reads left to right, kept whole inside a right-to-left sentence (Urdu): a first-strong
 * isolate, or the bidirectional algorithm takes it apart ("3:16 AM" shows as "AM 3:16", "24 KB"
 * as "KB 24"). Left-to-right languages get the text as it is.
 */
export function isolated(text: string): string {
  return directionOf(i18n.locale) === 'rtl' ? `\u2068${text}\u2069` : text;
}

/** "12 Mar 2025, 14:05"; in Urdu its time isolated, as `isolated` says. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  if (directionOf(i18n.locale) !== 'rtl') return dateTime().format(date);
  const parts = dateTime().formatToParts(date);
  const start = parts.findIndex((part) => part.type === 'hour');
  if (start < 0) return dateTime().format(date);
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return `${text(0, start)}${isolated(text(start))}`;
}

/** "12 March 2025" */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? dateOnly().format(date) : iso;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "2 minutes ago", "yesterday", or under a minute `justNow`: the caller's words for it, from its
 * own catalog (Intl's "now" reads oddly after "Last active").
 */
export function formatRelative(iso: string, justNow: string, now = Date.now()): string {
  const date = parse(iso);
  if (!date) return iso;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const size = Math.abs(seconds);
  if (size < 60) return justNow;
  for (const [unit, length] of units) {
    if (size >= length) return relative().format(Math.trunc(seconds / length), unit);
  }
  return justNow;
}

/** "1 May 1990" from "1990-05-01": a date without a time, so no time zone may shift it. */
export function formatCalendarDate(isoDate: string): string {
  const date = parse(`${isoDate}T00:00:00Z`);
  return date ? calendarDate().format(date) : isoDate;
}

/**
 * A title in running text: "National ID card" becomes "national ID card" (acronyms keep
 * their capitals, other words are lower-cased).
 */
export function inSentence(title: string): string {
  return title
    .split(' ')
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * "A$1,250.00" from {amount: "1250.00", currency: "AUD"}. The API's decimal string is formatted
 * as it is (Intl takes strings exactly), with exactly its decimals, so every screen shows the
 * API's number to the last minor unit: never through a float, never rounded again.
 */
export function formatMoney(money: { amount: string; currency: string }): string {
  const decimals = money.amount.split('.')[1]?.length ?? 0;
  const locale = intlLocale();
  const key = `${locale}:${money.currency}:${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      currencyDisplay: 'code',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  // Intl.NumberFormat formats decimal strings exactly (ES2023); the cast is for older typings.
  return format.format(money.amount as unknown as number);
}

/** "1 AUD = 36.512345 PHP": a rate as the API gives it, never rounded for display. */
export function formatRate(rate: string, source: string, destination: string): string {
  const rateText = `1 ${source} = ${rate} ${destination}`;
  // A left-to-right isolate in Urdu: the bidirectional algorithm would otherwise move the
  // leading "1" to the far end ("AUD = 36.5 PHP 1").
  return directionOf(i18n.locale) === 'rtl' ? `\u2066${rateText}\u2069` : rateText;
}
