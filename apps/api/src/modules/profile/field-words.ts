import type { Attribute, AttributeDefinition, Customer } from '@homeward/contract';
import { attributeDefinitionsByCountry } from '../../db/attribute-definitions';
import { ourWords, type Say } from '../../i18n/our-words';
import { ValidationFailed } from '../../lib/domain-errors';

/**
 * The profile fields' words (labels, hints, format errors and choices). They live in the
 * database in English, as seed.ts wrote them from db/attribute-definitions.ts; each is a
 * sentence of ours, said in the customer's language as it goes out. A field or a choice
 * operations add to the database later is said as written.
 */
export const fieldSentences: readonly string[] = [
  ...new Set(
    Object.values(attributeDefinitionsByCountry).flatMap((definitions) =>
      definitions.flatMap((definition) => [
        definition.label,
        ...(definition.infoText ? [definition.infoText] : []),
        ...(definition.expressionErrorMessage ? [definition.expressionErrorMessage] : []),
        ...(definition.options ?? []).map((option) => option.label),
      ]),
    ),
  ),
];

/** The profile fields' words of a request's language. */
export const fieldWordsIn = ourWords(fieldSentences);

const sayOrNull = (text: string | null, say: Say) => (text === null ? null : say(text));

type FieldWords = Pick<Attribute, 'label' | 'info_text' | 'expression_error_message'>;

/** A field (a definition, or a customer's attribute) with its words said; its values as they are. */
export const fieldIn = <T extends FieldWords>(field: T, say: Say): T => ({
  ...field,
  label: say(field.label),
  info_text: sayOrNull(field.info_text, say),
  expression_error_message: sayOrNull(field.expression_error_message, say),
});

/** A country's field definition in the request's language, its choices' labels too. */
export const definitionIn = (definition: AttributeDefinition, say: Say): AttributeDefinition => ({
  ...fieldIn(definition, say),
  options:
    definition.options &&
    definition.options.map((option) => ({ ...option, label: say(option.label) })),
});

/** The Customer answer with its profile fields' words in the request's language. */
export const customerFieldsIn = (customer: Customer, say: Say): Customer => ({
  ...customer,
  attributes: customer.attributes.map((attribute) => fieldIn(attribute, say)),
});

/**
 * A profile change refused with a field's own format error (its `expression_error_message`):
 * the error said as the field says it. Other messages pass as they are, for the error handler.
 */
export const fieldErrorsIn = (error: ValidationFailed, say: Say): ValidationFailed =>
  new ValidationFailed(
    Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [field, messages.map(say)]),
    ),
    error.extra,
  );
