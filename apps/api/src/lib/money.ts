import { code as currencyByCode } from 'currency-codes';
import { sendingRefusals } from '../i18n/messages';
import { inEnglish } from '../i18n/translate';
import { Decimal } from './decimal';

/**
 * Currencies by ISO 4217 (the maintained currency-codes data): how many digits their minor unit
 * has, and conversion between the wire's decimal strings and the integers stored.
 */
export function currencyDecimals(currency: string): number {
  const found = currencyByCode(currency);
  if (!found) throw new Error(`Unknown currency ${currency}`);
  return found.digits;
}

export function isKnownCurrency(currency: string): boolean {
  return currencyByCode(currency) !== undefined;
}

/** Why an amount typed by a customer is not money in that currency, in English. */
export const amountFormatSentences = {
  noDecimals: '{currency} amounts have no decimals.',
  atMost: '{currency} amounts have at most {decimals, plural, one {# decimal} other {# decimals}}.',
} as const;

/** Why an amount typed by a customer is not money in that currency. */
export class AmountNotValid extends Error {}

/**
 * "1250.5" AUD → 125050. More decimals than the currency has is refused, not rounded: the
 * customer must see the amount they will be charged.
 */
export function toMinor(amount: string, currency: string): number {
  const decimals = currencyDecimals(currency);
  const value = new Decimal(amount);
  if (value.decimalPlaces() > decimals) {
    throw new AmountNotValid(
      decimals === 0
        ? inEnglish(amountFormatSentences.noDecimals, { currency })
        : inEnglish(amountFormatSentences.atMost, { currency, decimals }),
    );
  }
  const minor = value.times(Decimal.pow(10, decimals));
  if (!minor.lte(Number.MAX_SAFE_INTEGER)) throw new AmountNotValid(sendingRefusals.amountTooLarge);
  return minor.toNumber();
}

/** 125050 AUD → "1250.50": always with the currency's decimals, as the wire shows money. */
export function fromMinor(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return new Decimal(minor).dividedBy(Decimal.pow(10, decimals)).toFixed(decimals);
}

/** The wire's money object. */
export function money(minor: number, currency: string): { amount: string; currency: string } {
  return { amount: fromMinor(minor, currency), currency };
}

const grouped = new Intl.NumberFormat('en-AU', { useGrouping: true });

/** "AUD 1,000.00", for messages; screens format amounts themselves. */
export function spokenMoney(minor: number, currency: string): string {
  const [whole, fraction] = fromMinor(minor, currency).split('.');
  return `${currency} ${grouped.format(BigInt(whole ?? '0'))}${fraction ? `.${fraction}` : ''}`;
}

/** "AUD 1,000.00" (as `spokenMoney` writes it) back to the wire's money, or null if it is not. */
export function readSpokenMoney(text: string): { amount: string; currency: string } | null {
  const found = /^([A-Z]{3}) (\d{1,3}(?:,\d{3})*)(?:\.(\d+))?$/.exec(text);
  if (!found?.[1] || !found[2] || !isKnownCurrency(found[1])) return null;
  const [, currency, whole, fraction] = found;
  if ((fraction?.length ?? 0) !== currencyDecimals(currency)) return null;
  return { amount: `${whole.replaceAll(',', '')}${fraction ? `.${fraction}` : ''}`, currency };
}
