import {
  DEFAULT_LANGUAGE,
  type Attribute,
  type AttributeDefinition,
  type Customer,
} from '@homeward/contract';
import { attributeDefinitionsByCountry } from '../../db/attribute-definitions';
import { ourWords, type Say, type SayValue } from '../../i18n/our-words';
import { speakerFor } from '../../i18n/speaker';
import { PSEUDO_LANGUAGE, type ServerLanguage, type Translate } from '../../i18n/translate';
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
 * Why a profile change is refused (service.ts), in English: a field's label goes in as
 * `{label}`, written in lower case as the sentence has it ("The first name field is required.").
 */
export const profileRefusals = {
  notText: 'The {label} field must be text.',
  required: 'The {label} field is required.',
  tooLong: 'This value is too long.',
  chooseOption: 'Choose one of the options for {label}.',
  chooseCountry: 'Choose a country from the list.',
  badFormat: 'The {label} format is invalid.',
  realDate: 'Enter a real date.',
  tooYoung: 'You must be {age} or older to send money with Homeward.',
  identityLocked:
    'Your identity is verified, so these details are locked. Contact us to change them.',
  addressLocked:
    'Your address is verified by a proof of address, so it is locked. Contact us to change it.',
  countryNotServed: 'We cannot serve customers living in this country yet.',
  countryFirst: 'Choose your country of residence first.',
  noApprovedIdentity: 'There is no approved proof of identity yet.',
  mobileNumber: 'Enter a valid mobile number for {country}.',
  codeFirst: 'Ask for a code to your mobile number first.',
} as const;

/** A refusal in English with its values, as the service throws it and the log reads it. */
export const refusal = (sentence: string, values: Record<string, string | number> = {}) =>
  sentence.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );

const labelsInLowerCase = new Map(
  Object.values(attributeDefinitionsByCountry)
    .flat()
    .map((definition) => [definition.label.toLowerCase(), definition.label]),
);
const refusalWords = ourWords([...fieldSentences, ...Object.values(profileRefusals)]);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let codesByEnglishName: ReadonlyMap<string, string> | undefined;

/** Each region's ISO code by its English name, as Intl names it ("Australia" → AU). */
function codeOfEnglishName(name: string): string | undefined {
  if (!codesByEnglishName) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const codes = new Map<string, string>();
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = first + second;
        const named = english.of(code);
        if (named && !codes.has(named)) codes.set(named, code);
      }
    }
    codesByEnglishName = codes;
  }
  return codesByEnglishName.get(name);
}

/**
 * A country the API names in English (its countries' common names) in `language`, as the app
 * names countries (Intl.DisplayNames); English, and a name Intl does not know, as written.
 */
export function countryNameIn(language: ServerLanguage): (name: string) => string {
  if (language === DEFAULT_LANGUAGE || language === PSEUDO_LANGUAGE) return (name) => name;
  const speaker = speakerFor(language);
  return (name) => {
    const code = codeOfEnglishName(name);
    const said = code && speaker.country(code);
    return said && said !== code ? said : name;
  };
}

/**
 * The words of a refused profile change in a request's language: a field's own format error as
 * the field says it, our refusals with the field's label said in them (and a country named in
 * them, by `sayCountry`). A label the language keeps as written (English, a field added later)
 * stays as the sentence has it, in lower case.
 */
export function fieldErrorWordsIn(
  t: Translate,
  sayCountry: (name: string) => string = (name) => name,
): Say {
  const sayField = fieldWordsIn(t);
  const sayLabel: SayValue = (name, value) => {
    if (name === 'country') return sayCountry(value);
    const label = name === 'label' ? labelsInLowerCase.get(value) : undefined;
    if (label === undefined) return value;
    const said = sayField(label);
    return said === label ? value : said;
  };
  return refusalWords(t, sayLabel);
}

/** A refused profile change (a 422) with its messages said by `say`; any other error as it is. */
export const fieldErrorsIn = (error: unknown, say: Say): unknown =>
  error instanceof ValidationFailed
    ? new ValidationFailed(
        Object.fromEntries(
          Object.entries(error.errors).map(([field, messages]) => [field, messages.map(say)]),
        ),
        error.extra,
      )
    : error;
