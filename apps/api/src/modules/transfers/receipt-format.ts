import { Decimal } from '../../lib/decimal';
import { currencyDecimals } from '../../lib/money';

const grouping = new Intl.NumberFormat('en-AU', { useGrouping: true, maximumFractionDigits: 0 });

/**
 * "12500" AUD → "AUD 12,500.00": the currency's minor digits (ISO 4217) and grouped thousands.
 * The whole part is grouped as a BigInt, so an amount of any size stays exact: the wire's
 * decimal string never passes through a float.
 */
export function receiptMoney(money: { amount: string; currency: string }): string {
  const fixed = new Decimal(money.amount).toFixed(currencyDecimals(money.currency));
  const sign = fixed.startsWith('-') ? '-' : '';
  const [whole = '0', fraction] = fixed.replace(/^-/, '').split('.');
  return `${money.currency} ${sign}${grouping.format(BigInt(whole))}${fraction ? `.${fraction}` : ''}`;
}

/**
 * IANA names only ("Australia/Sydney", "America/Argentina/Buenos_Aires", "UTC"): Intl also takes
 * offsets such as "+05:00", which name no place and would print no zone on the receipt.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** The zone's canonical spelling when Intl knows it ("australia/sydney" → "Australia/Sydney"). */
export function knownTimeZone(name: string): string | undefined {
  if (!ZONE_NAME.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-AU', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The zone a receipt uses when the browser did not say: where most of the people of each
 * country of residence we serve live (RESIDENCE_COUNTRIES). The zone's name is always printed,
 * so a customer in Perth reading Sydney time knows it is Sydney time. Other countries get UTC.
 */
const residenceTimeZones: Record<string, string> = {
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  GB: 'Europe/London',
  PH: 'Asia/Manila',
};

export function residenceTimeZone(countryIso2: string | undefined): string {
  return (countryIso2 && residenceTimeZones[countryIso2]) || 'UTC';
}
