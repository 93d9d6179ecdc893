import type { RequirementField } from '@homeward/contract';
import type { Translate } from '../../i18n/translate';
import { says } from './requirements';

/*
 * The recipient fields' words in the language a request asks for (the app sends its own as
 * Accept-Language): the requirements, a recipient's labelled details, a transfer's copy of them
 * and the receipt say them through here.
 */

const ourWords = new Set<string>(Object.values(says));

/**
 * Says a field's word in a request's language when it is one of ours (`says`); anything else (a
 * bank's name, a value) passes as it is. Words are matched as English, so this also serves a
 * transfer's copy of its recipient, labelled in English when the copy was kept.
 */
export function fieldWordsIn(t: Translate): (text: string) => string {
  return (text) => (ourWords.has(text) ? t(text) : text);
}

/** The fields with their labels, hints, placeholders and choices in the request's language. */
export function fieldsIn<F extends RequirementField>(fields: F[], say: (text: string) => string) {
  return fields.map((field) => ({
    ...field,
    label: say(field.label),
    help: field.help === null ? null : say(field.help),
    example: field.example === null ? null : say(field.example),
    allowed_values:
      field.allowed_values?.map((option) => ({ ...option, label: say(option.label) })) ?? null,
  }));
}

/** A recipient's labelled details (`display`) in the request's language. */
export function detailsIn(
  display: { label: string; value: string }[],
  say: (text: string) => string,
): { label: string; value: string }[] {
  // Of the values, only a choice of ours is a word of ours (a name typed in never is).
  return display.map(({ label, value }) => ({
    label: say(label),
    value: label === says.accountType ? say(value) : value,
  }));
}
