import { directionOf } from '@homeward/contract';
import { Decimal } from '../lib/decimal';
import { currencyDecimals, fromMinor } from '../lib/money';
import {
  isolate,
  PSEUDO_LANGUAGE,
  translatorFor,
  type ServerLanguage,
  type Translate,
} from './translate';

/** An amount in a currency's minor units, as messages carry it until they are written out. */
export interface MinorMoney {
  minor: number;
  currency: string;
}

/**
 * How Homeward writes to one customer: their language's sentences (`t`), and numbers, amounts,
 * days and times as that language writes them, with Latin digits (as the app: an amount reads the
 * same in the email, on the bank statement and on the screen), times in the customer's zone.
 */
export interface Speaker {
  language: ServerLanguage;
  direction: 'ltr' | 'rtl';
  t: Translate;
  /**
   * "AUD 1,234.50", "1.234,50 AUD": the currency's code and all its minor digits, from minor
   * units or from an answer's decimal string.
   */
  money(amount: MinorMoney | { amount: string; currency: string }): string;
  /** A decimal as the language writes it ("38.5", "38,5"), every digit kept. */
  decimal(value: string): string;
  /** "1 AUD = 38.512300 PHP": a rate is never rounded, only its digits localized. */
  rate(rate: string, source: string, destination: string): string;
  /** A calendar day ("2027-02-01") in words: "Monday, 1 February 2027". */
  day(isoDate: string): string;
  /**
   * An instant in the customer's zone, named so it cannot be misread: "28 November 2026 at
   * 10:07 pm AEDT (Australia/Sydney)"; null is "—".
   */
  moment(at: Date | string | null): string;
  /** A country's name in the customer's language, from its ISO code. */
  country(iso2: string): string;
}

const cache = new Map<string, Speaker>();

/**
 * Intl keeps "AUD" and its amount, or "10:07" and "pm", together with no-break spaces. A text
 * message with one is no longer in the GSM alphabet and holds 70 characters, not 160; mail and
 * PDFs wrap fine without them.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The Intl locale of a language: the pseudo-locale formats as English does. */
const intlLocale = (language: ServerLanguage) =>
  `${language === PSEUDO_LANGUAGE ? 'en-AU' : language}-u-nu-latn`;

export function speakerFor(language: ServerLanguage, timeZone = 'UTC'): Speaker {
  const key = `${language}|${timeZone}`;
  let speaker = cache.get(key);
  if (!speaker) {
    speaker = makeSpeaker(language, timeZone);
    cache.set(key, speaker);
  }
  return speaker;
}

function makeSpeaker(language: ServerLanguage, timeZone: string): Speaker {
  const locale = intlLocale(language);
  const numberFormats = new Map<string, Intl.NumberFormat>();
  /** A number with exactly `digits` decimals; in a currency (by its code) when one is given. */
  const numberFormat = (digits: number, currency?: string) => {
    const key = `${currency ?? ''}:${digits}`;
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        ...(currency ? { style: 'currency', currency, currencyDisplay: 'code' } : {}),
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      numberFormats.set(key, format);
    }
    return format;
  };
  // Intl formats a decimal string exactly (ES2023): an amount never passes through a float. The
  // cast is for typings that predate it.
  const exactly = (format: Intl.NumberFormat, decimal: string) =>
    plainSpaces(format.format(decimal as unknown as number));
  const decimalsOf = (decimal: string) => decimal.split('.')[1]?.length ?? 0;
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const momentFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  const countries = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });

  const direction = directionOf(language);
  return {
    language,
    direction,
    t: translatorFor(language),
    money(value) {
      const amount =
        'minor' in value
          ? fromMinor(value.minor, value.currency)
          : new Decimal(value.amount).toFixed(currencyDecimals(value.currency));
      return exactly(numberFormat(decimalsOf(amount), value.currency), amount);
    },
    decimal: (value) => exactly(numberFormat(decimalsOf(value)), value),
    rate(rate, source, destination) {
      return `1 ${source} = ${this.decimal(rate)} ${destination}`;
    },
    day: (isoDate) => plainSpaces(dayFormat.format(new Date(`${isoDate}T00:00:00Z`))),
    moment(at) {
      if (at === null) return '—';
      const parts = momentFormat.formatToParts(typeof at === 'string' ? new Date(at) : at);
      // "AEDT" or "GMT+8" says the offset; the zone's name says the place. "UTC" says both.
      const zone = parts.find((part) => part.type === 'timeZoneName')?.value;
      const named = zone === timeZone ? '' : ` (${timeZone})`;
      // The clock reads left to right in an Urdu date too: "4:33 PM GMT+5 (Asia/Karachi)" is
      // isolated, or the algorithm would put "4:33" after the zone.
      const clock = parts.findIndex((part) => part.type === 'hour');
      const written = (from: number, to?: number) =>
        plainSpaces(
          parts
            .slice(from, to)
            .map((part) => part.value)
            .join(''),
        );
      return direction === 'rtl'
        ? `${written(0, clock)}${isolate(`${written(clock)}${named}`)}`
        : `${written(0)}${named}`;
    },
    country: (iso2) => countries.of(iso2) ?? iso2,
  };
}
