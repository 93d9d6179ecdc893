/**
 * IBANs and SWIFT / BIC codes in the recipient form. Banks print IBANs in groups of four and
 * customers copy them that way, with spaces and in any case: the input shows them grouped and
 * the server is sent the compact, upper-case form it stores. What a BIC itself says (the bank's
 * code, its country, head office or branch) is read from its letters: no bank directory with a
 * licence that allows it exists (docs/decisions/0024), so the bank's name is not guessed.
 */
import { t } from '@lingui/core/macro';
import { countryName } from '@/lib/country-name';

/** The requirement keys these rules apply to, as the API names them. */
export const IBAN_KEY = 'iban';
export const BIC_KEY = 'swift_code';

/** "DE89370400440532013000" from "de89 3704 0044 0532 0130 00". */
export function compactIban(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** "DE89 3704 0044 0532 0130 00": the compact IBAN in groups of four. */
export function groupIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The value sent for a detail: IBANs compact and upper case, anything else trimmed. */
export function normaliseDetail(key: string, value: string): string {
  return key === IBAN_KEY ? compactIban(value) : value.trim();
}

/**
 * Regroups an IBAN input as the customer types or pastes, keeping the caret after the same
 * character it followed (not at the end, which would make a correction in the middle jump).
 */
export function regroupIbanInput(input: HTMLInputElement): void {
  const caret = input.selectionStart ?? input.value.length;
  const before = compactIban(input.value.slice(0, caret)).length;
  const grouped = groupIban(input.value);
  if (grouped === input.value) return;
  input.value = grouped;
  // The caret goes after the `before`-th letter or digit, past the spaces the grouping added.
  let position = 0;
  for (let seen = 0; position < grouped.length && seen < before; position += 1) {
    if (grouped[position] !== ' ') seen += 1;
  }
  input.setSelectionRange(position, position);
}

/** Capitals as typed (a SWIFT / BIC code); the caret stays where it was. */
export function upperCaseInput(input: HTMLInputElement): void {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}

export interface BicFacts {
  /** The institution's own four letters ("NARB"). */
  bank: string;
  /** ISO country of the bank ("NP"). */
  country: string;
  /** The branch's three characters, or null for the head office ("XXX" or an 8-character code). */
  branch: string | null;
}

const BIC = /^([A-Z]{4})([A-Z]{2})([A-Z0-9]{2})([A-Z0-9]{3})?$/;

/** What a whole, well-formed SWIFT / BIC code says about the bank; null for anything else. */
export function readBic(value: string): BicFacts | null {
  const match = BIC.exec(value.trim().toUpperCase());
  if (!match) return null;
  const [, bank = '', country = '', , branch] = match;
  return { bank, country, branch: branch && branch !== 'XXX' ? branch : null };
}

/**
 * The line under a BIC: what its letters say, or why it cannot be this recipient's bank. The
 * same refusal as the server's, said while typing rather than after saving.
 */
export function describeBic(
  value: string,
  destination: string,
): { tone: 'info' | 'error'; text: string } | null {
  const facts = readBic(value);
  if (!facts) return null;
  if (facts.country !== destination) {
    const recipientCountry = countryName(destination);
    const code = facts.country;
    const bankCountry = countryName(facts.country);
    return {
      tone: 'error',
      text: t`That SWIFT / BIC code is for a bank outside ${recipientCountry} (${code}: ${bankCountry}).`,
    };
  }
  const { bank, branch } = facts;
  const country = countryName(facts.country);
  return {
    tone: 'info',
    text: branch
      ? t`Bank code ${bank} · ${country} · branch ${branch}`
      : t`Bank code ${bank} · ${country} · head office`,
  };
}
