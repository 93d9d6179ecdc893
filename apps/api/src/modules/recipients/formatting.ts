import { friendlyFormatIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { FieldSpec } from './requirements';

/**
 * A stored detail as people read and copy it, the way banks print them: IBANs in groups of four
 * ("DE89 3704 0044 0532 0130 00"), phone numbers in international format ("+63 917 123 4567"),
 * UK sort codes in pairs ("40-47-84"). Stored values stay normalised (no spaces, E.164); account
 * numbers and everything else show as they were entered.
 */
export function formatDetail(spec: Pick<FieldSpec, 'key' | 'check'>, value: string): string {
  if (spec.check === 'iban') return friendlyFormatIBAN(value) ?? value;
  if (spec.check === 'phone')
    return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
  if (spec.key === 'sort_code' && /^[0-9]{6}$/.test(value)) {
    return value.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
  }
  return value;
}
