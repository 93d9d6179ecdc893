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

/**
 * Zones IANA has renamed whose old name ICU, and so Intl, still gives as canonical (CLDR's
 * timezone.xml lists them with their `iana` name): an Indian customer's receipt should say
 * Kolkata, not Calcutta. Both names are the same zone to Intl; only the printed name changes.
 */
const IANA_NAMES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/**
 * The zone's name as IANA spells it today, when Intl knows the zone ("australia/sydney" →
 * "Australia/Sydney", "Asia/Calcutta" → "Asia/Kolkata").
 */
export function knownTimeZone(name: string): string | undefined {
  if (!ZONE_NAME.test(name)) return undefined;
  try {
    const canonical = new Intl.DateTimeFormat('en-AU', { timeZone: name }).resolvedOptions()
      .timeZone;
    return IANA_NAMES[canonical] ?? canonical;
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
