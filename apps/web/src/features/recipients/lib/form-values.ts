import type { Recipient, RequirementField } from '@homeward/contract';
import { groupIban, IBAN_KEY, normaliseDetail } from './account-codes';
import { fieldName } from './requirement-rules';

export type DetailValues = Record<string, string>;

/** The form's starting values for a saved recipient: its details, an IBAN grouped to read. */
export function formValuesOf(recipient: Recipient | undefined): DetailValues {
  if (!recipient) return {};
  return Object.fromEntries(
    Object.entries(recipient.details).map(([key, value]) => [
      fieldName(key),
      key === IBAN_KEY ? groupIban(value) : value,
    ]),
  );
}

/**
 * The details that go to the server: the shown fields' values, normalised (an IBAN without its
 * spaces, in upper case; the rest trimmed), empty optional ones left out.
 */
export function detailsOf(
  fields: RequirementField[],
  values: DetailValues,
): Record<string, string> {
  const details: Record<string, string> = {};
  for (const field of fields) {
    const value = normaliseDetail(field.key, values[fieldName(field.key)] ?? '');
    if (value !== '') details[field.key] = value;
  }
  return details;
}
