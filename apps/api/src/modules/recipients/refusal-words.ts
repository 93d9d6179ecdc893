import { DEFAULT_LANGUAGE } from '@homeward/contract';
import { ourWords, type Say } from '../../i18n/our-words';
import { speakerFor } from '../../i18n/speaker';
import {
  inEnglish,
  PSEUDO_LANGUAGE,
  translatorFor,
  type ServerLanguage,
} from '../../i18n/translate';
import { countryNameIn } from '../profile/field-words';
import { fieldWordsIn } from './field-words';
import { says } from './requirements';

/**
 * Why a recipient's detail is refused (validation.ts), in English: a field's label goes in as
 * `{label}`, written in lower case as the sentence has it ("Enter the account number."), an
 * example as `{example}`. The sentences with an example come before the same without one, so a
 * text is read as the longest that fits.
 */
export const recipientRefusals = {
  fromList: 'Choose the {label} from the list.',
  choose: 'Choose the {label}.',
  enter: 'Enter the {label}.',
  atLeast: 'The {label} needs at least {min} characters.',
  atMost: 'The {label} can have at most {max} characters.',
  ibanIn: 'Enter an IBAN of a bank in {country}.',
  ibanLike: 'Enter a valid IBAN, like {example}.',
  iban: 'Enter a valid IBAN.',
  bicLike: 'Enter a valid SWIFT / BIC code, like {example}.',
  bic: 'Enter a valid SWIFT / BIC code.',
  bicOutside: 'That SWIFT / BIC code is for a bank outside {country}.',
  mobileLike: 'Enter a valid mobile number for {country}, like {example}.',
  mobile: 'Enter a valid mobile number for {country}.',
  routingLike: 'Enter a valid routing number, like {example}.',
  routing: 'Enter a valid routing number.',
  validLike: 'Enter a valid {label}, like {example}.',
  valid: 'Enter a valid {label}.',
} as const;

/** A refusal in English with its values, as validation.ts writes it. */
export const recipientRefused = (
  refusal: keyof typeof recipientRefusals,
  values: Record<string, string | number> = {},
) => inEnglish(recipientRefusals[refusal], values);

/** A label as a sentence has it inside: "account number", but "IFSC code" and "SWIFT / BIC". */
export function lowerLabel(label: string): string {
  return /^\p{Lu}{2,}/u.test(label) ? label : label.charAt(0).toLocaleLowerCase() + label.slice(1);
}

const labelsInLowerCase = new Map(Object.values(says).map((label) => [lowerLabel(label), label]));
const refusalWords = ourWords(Object.values(recipientRefusals));

/**
 * A recipient's refused detail in `language`: the field's label as the form says it (in lower
 * case where the English has it so), its example as the form says it, a country as the app
 * names it. A text with a label that is not one of the form's passes as it is.
 */
export function recipientRefusalWordsOf(language: ServerLanguage): Say {
  const t = translatorFor(language);
  const english = language === DEFAULT_LANGUAGE || language === PSEUDO_LANGUAGE;
  const speaker = speakerFor(language);
  const countryName = countryNameIn(language);
  const example = fieldWordsIn(t);
  return (text) => {
    let ours = true;
    const said = refusalWords(t, (name, value) => {
      if (name === 'label') {
        const label = labelsInLowerCase.get(value);
        if (label === undefined) {
          ours = false;
          return value;
        }
        // English keeps the sentence's lower case; the pseudo-locale accents it as it is.
        if (language === DEFAULT_LANGUAGE) return value;
        if (language === PSEUDO_LANGUAGE) return t(value);
        const saidLabel = t(label);
        return value === label ? saidLabel : lowerLabel(saidLabel);
      }
      if (name === 'example') return example(value);
      if (name === 'country') {
        // validation.ts names a mobile number's country by its code, the others by name.
        if (english) return value;
        return /^[A-Z]{2}$/.test(value) ? speaker.country(value) : countryName(value);
      }
      return value;
    })(text);
    return ours ? said : text;
  };
}
