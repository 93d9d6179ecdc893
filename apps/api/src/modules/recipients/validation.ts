import {
  electronicFormatIBAN,
  extractBIC,
  isValidBIC,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { FieldSpec } from './requirements';
import { customerRefusals } from '../../i18n/messages';
import { lowerLabel, recipientRefused } from './refusal-words';

/**
 * Checks recipient details against their requirement fields, the same rules the SPA applies,
 * plus the checksums only a library knows (IBAN, BIC, phone numbers, ABA routing numbers).
 * Answers the normalised details to store, or the messages per field (keyed `details.<key>`).
 */
export function checkDetails(
  fields: FieldSpec[],
  details: Record<string, string>,
  country: string,
): { details: Record<string, string> } | { errors: Record<string, string[]> } {
  const clean: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const spec of fields) {
    const raw = (details[spec.key] ?? '').trim().replace(/\s+/g, ' ');
    const problem = raw === '' ? missing(spec) : invalid(spec, raw, country);
    if (problem) {
      errors[`details.${spec.key}`] = [problem];
    } else if (raw !== '') {
      clean[spec.key] = normalise(spec, raw, country);
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { details: clean };
}

function missing(spec: FieldSpec): string | null {
  if (!spec.required) return null;
  return recipientRefused(spec.type === 'select' ? 'choose' : 'enter', {
    label: lowerLabel(spec.label),
  });
}

function invalid(spec: FieldSpec, value: string, country: string): string | null {
  const label = lowerLabel(spec.label);
  if (spec.allowed_values && !spec.allowed_values.some((option) => option.key === value)) {
    return recipientRefused('fromList', { label });
  }
  if (spec.min_length !== null && value.length < spec.min_length) {
    return recipientRefused('atLeast', { label, min: spec.min_length });
  }
  if (spec.max_length !== null && value.length > spec.max_length) {
    return recipientRefused('atMost', { label, max: spec.max_length });
  }
  const example = spec.example;
  if (spec.regex && !new RegExp(spec.regex).test(value)) {
    return example
      ? recipientRefused('validLike', { label, example })
      : recipientRefused('valid', { label });
  }
  switch (spec.check) {
    case 'iban': {
      const iban = electronicFormatIBAN(value) ?? '';
      if (!iban.startsWith(country)) {
        return recipientRefused('ibanIn', { country: countryName(country) });
      }
      const { valid, errorCodes } = validateIBAN(iban);
      if (valid) return null;
      // Right length and shape, wrong check digits: almost always a mistyped character.
      if (errorCodes.every((code) => TYPOS.has(code))) return customerRefusals.ibanCheckDigits;
      return example ? recipientRefused('ibanLike', { example }) : recipientRefused('iban');
    }
    case 'bic': {
      const bic = value.toUpperCase();
      if (!isValidBIC(bic)) {
        return example ? recipientRefused('bicLike', { example }) : recipientRefused('bic');
      }
      if (extractBIC(bic).countryCode !== country) {
        return recipientRefused('bicOutside', { country: countryName(country) });
      }
      return null;
    }
    case 'phone':
      if (phone(value, country)) return null;
      return example
        ? recipientRefused('mobileLike', { country, example })
        : recipientRefused('mobile', { country });
    case 'aba_routing':
      if (isAbaRoutingNumber(value)) return null;
      return example ? recipientRefused('routingLike', { example }) : recipientRefused('routing');
    default:
      return null;
  }
}

const TYPOS = new Set([
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
]);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** "Pakistan" for "PK", for messages a customer reads. */
const countryName = (code: string) => regionNames.of(code) ?? code;

function phone(value: string, country: string) {
  const parsed = parsePhoneNumberFromString(value, country as CountryCode);
  return parsed?.isValid() && parsed.country === country ? parsed : null;
}

/**
 * The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of ten. No
 * maintained package does only this; it is the published rule, tested against real numbers.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

function normalise(spec: FieldSpec, value: string, country: string): string {
  if (spec.check === 'phone') return phone(value, country)?.number ?? value;
  switch (spec.normalise) {
    case 'upper':
      return value.toUpperCase();
    case 'digits':
      return value.replace(/[^0-9]/g, '');
    case 'compact_upper':
      return value.replace(/[\s-]/g, '').toUpperCase();
    default:
      return value;
  }
}

/** One line that tells a customer's recipients apart, never the whole account number. */
export function summarise(fields: FieldSpec[], details: Record<string, string>): string {
  const labelOf = (key: string) =>
    fields.find((f) => f.key === key)?.allowed_values?.find((o) => o.key === details[key])?.label;
  const lastFour = (value: string | undefined) => (value ? `···· ${value.slice(-4)}` : '');
  if (details.wallet_provider) {
    return `${labelOf('wallet_provider')} ${lastFour(details.mobile_number)}`;
  }
  if (details.pickup_network) return `Cash pickup at ${labelOf('pickup_network')}`;
  const bank =
    labelOf('bank_code') ?? details.bank_name ?? (details.iban ? 'IBAN' : 'Bank account');
  return `${bank} ${lastFour(details.account_number ?? details.iban)}`.trim();
}
