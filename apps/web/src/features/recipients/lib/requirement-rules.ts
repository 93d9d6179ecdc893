import { plural, t } from '@lingui/core/macro';
import type { RequirementField } from '@homeward/contract';
import { inSentence } from '@/lib/format';

/**
 * The server's pattern as a RegExp that must match the whole value (the contract: "a
 * JS-compatible pattern string to test the whole value"), anchored whether or not it already
 * is. A pattern the browser cannot compile is left to the server, which checks every value again.
 */
export function requirementPattern(regex: string | null): RegExp | null {
  if (regex === null || regex.trim() === '') return null;
  try {
    return new RegExp(`^(?:${regex})$`);
  } catch {
    return null;
  }
}

/** "account number" from "Account number"; acronyms such as IBAN keep their capitals. */
const inText = (field: Pick<RequirementField, 'label'>) => inSentence(field.label);

/**
 * What is wrong with a value before it is sent, or undefined: required first, then the allowed
 * values of a select, the length limits and the pattern, each with a message that says what to do.
 * The field's label is the server's words, put into the customer's language's sentence as it is.
 */
export function checkRequirement(
  field: RequirementField,
  raw: string | undefined,
): string | undefined {
  const value = (raw ?? '').trim();
  const label = inText(field);
  if (field.type === 'select') {
    if (value === '') return field.required ? t`Choose the ${label}.` : undefined;
    const allowed = field.allowed_values ?? [];
    if (allowed.length > 0 && !allowed.some((option) => option.key === value)) {
      return t`Choose the ${label} from the list.`;
    }
    return undefined;
  }
  if (value === '') return field.required ? t`Enter the ${label}.` : undefined;
  if (field.min_length !== null && value.length < field.min_length) {
    const min = field.min_length;
    return plural(min, {
      one: `The ${label} must be at least ${min} character.`,
      other: `The ${label} must be at least ${min} characters.`,
    });
  }
  if (field.max_length !== null && value.length > field.max_length) {
    const max = field.max_length;
    return plural(max, {
      one: `The ${label} must be at most ${max} character.`,
      other: `The ${label} must be at most ${max} characters.`,
    });
  }
  const pattern = requirementPattern(field.regex);
  if (pattern && !pattern.test(value)) {
    const example = field.example;
    return example ? t`Enter a valid ${label}, like ${example}.` : t`Enter a valid ${label}.`;
  }
  return undefined;
}

/**
 * The form's name for a field. Requirement keys may hold dots ("address.city"), which
 * react-hook-form would read as nesting, so every character but letters, digits and "_" is
 * written as its code: the name stays the same for a key whatever fields come and go.
 */
export function fieldName(key: string): string {
  return `detail_${key.replace(/[^A-Za-z0-9_]/g, (char) => `$${char.charCodeAt(0).toString(16)}`)}`;
}
