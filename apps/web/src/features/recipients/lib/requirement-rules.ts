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
 */
export function checkRequirement(
  field: RequirementField,
  raw: string | undefined,
): string | undefined {
  const value = (raw ?? '').trim();
  if (field.type === 'select') {
    if (value === '') return field.required ? `Choose the ${inText(field)}.` : undefined;
    const allowed = field.allowed_values ?? [];
    if (allowed.length > 0 && !allowed.some((option) => option.key === value)) {
      return `Choose the ${inText(field)} from the list.`;
    }
    return undefined;
  }
  if (value === '') return field.required ? `Enter the ${inText(field)}.` : undefined;
  if (field.min_length !== null && value.length < field.min_length) {
    return `The ${inText(field)} must be at least ${field.min_length} characters.`;
  }
  if (field.max_length !== null && value.length > field.max_length) {
    return `The ${inText(field)} must be at most ${field.max_length} characters.`;
  }
  const pattern = requirementPattern(field.regex);
  if (pattern && !pattern.test(value)) {
    return field.example
      ? `Enter a valid ${inText(field)}, like ${field.example}.`
      : `Enter a valid ${inText(field)}.`;
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
