import { DEFAULT_LANGUAGE, payoutMethodLabels } from '@homeward/contract';
import { pageRefusals, pagesNeededSentences } from '../modules/documents/page-words';
import { countryNameIn } from '../modules/profile/field-words';
import { passwordRuleMessages, valuedSentences, waitWords } from './messages';
import { ourWords, type Say, type SayValue } from './our-words';
import { speakerFor } from './speaker';
import {
  PSEUDO_LANGUAGE,
  translateFixed,
  translatorFor,
  type ServerLanguage,
  type Translate,
} from './translate';

/** Every sentence of ours with values that an error or an answer may carry. */
export const everyValuedSentence: readonly string[] = [
  ...Object.values(valuedSentences),
  ...Object.values(pageRefusals),
  ...Object.values(pagesNeededSentences),
];

const valuedWordsIn = ourWords(everyValuedSentence);

/** A payout method's label by the label itself and in lower case ("bank account"). */
const methodLabels = new Map<string, string>(
  Object.values(payoutMethodLabels).flatMap((label) => [
    [label, label],
    [label.toLowerCase(), label],
  ]),
);

/** "45 seconds" or "15 minutes" (as `waitInWords` writes it) in `t`'s language. */
export const waitIn =
  (t: Translate) =>
  (english: string): string => {
    const match = /^(\d+) (second|minute)s?$/.exec(english);
    if (!match) return english;
    const [, count, unit] = match;
    return t(unit === 'second' ? waitWords.seconds : waitWords.minutes, { count: Number(count) });
  };

const DECIMAL = /^\d+(\.\d+)?$/;

/** A password's rule as the contract lists it (its message in lower case), by its message. */
const passwordRules = new Map<string, string>(
  Object.values(passwordRuleMessages).map((message) => [message.toLowerCase(), message]),
);
const AT_LEAST = /^at least (\d+) characters$/;

/**
 * The password's rules not met ("at least 12 characters, one number", as the contract lists
 * them) in `t`'s language, as a list; the English as it is when a rule is not one of ours.
 */
export const passwordRulesIn =
  (t: Translate, list: Intl.ListFormat, language: string) =>
  (english: string): string => {
    const said = english.split(', ').map((rule) => {
      const least = AT_LEAST.exec(rule);
      if (least) return t(passwordRuleMessages.length, { min: Number(least[1]) });
      const message = passwordRules.get(rule);
      return message === undefined ? undefined : t(message);
    });
    if (said.some((rule) => rule === undefined)) return english;
    return list.format(
      (said as string[]).map((rule) => rule.charAt(0).toLocaleLowerCase(language) + rule.slice(1)),
    );
  };

/** One sayer per language, made on first use (an error answer asks for it). */
const made = new Map<ServerLanguage, Say>();

/**
 * Our sentences with values in them (`valuedSentences`: a code's cool-down, where a code went, a
 * price for another route, a wait before signing in again, a rate alert's range) in `language`,
 * their values said as the language says them: a country as the app names it, a payout method
 * as the app's label (in lower case where the English has it so), a time to wait with the
 * language's plural, a rate as the language writes a decimal. Any other text passes as it is.
 */
export function valuedWordsOf(language: ServerLanguage): Say {
  let said = made.get(language);
  if (!said) {
    said = makeValuedWords(language);
    made.set(language, said);
  }
  return said;
}

function makeValuedWords(language: ServerLanguage): Say {
  const t = translatorFor(language);
  const country = countryNameIn(language);
  const wait = waitIn(t);
  const speaker = speakerFor(language);
  const english = language === DEFAULT_LANGUAGE || language === PSEUDO_LANGUAGE;
  const list = new Intl.ListFormat(english ? 'en' : language, { type: 'conjunction' });
  /** "Front and Back" (labels as the catalogue names a document's pages) as a list in words. */
  const rules = passwordRulesIn(t, list, language);
  const pageLabels = (value: string) =>
    english ? value : list.format(value.split(' and ').map((label) => t(label)));
  const sayValue: SayValue = (name, value) => {
    switch (name) {
      case 'country':
        return country(value);
      case 'method': {
        const label = methodLabels.get(value);
        if (!label) return value;
        const said = t(label);
        return value === label ? said : said.toLocaleLowerCase(language);
      }
      case 'wait':
        return wait(value);
      case 'labels':
        return pageLabels(value);
      case 'rules':
        return english ? value : rules(value);
      case 'lowest':
      case 'highest':
      case 'current':
        return DECIMAL.test(value) ? speaker.decimal(value) : value;
      default:
        return value;
    }
  };
  return valuedWordsIn(t, sayValue);
}

/**
 * A sentence of ours in `language`: a fixed one (i18n/messages.ts) or one with values in it; for
 * an answer's `message` ("We sent a code to …", "Your password has been reset.").
 */
export function ourSentenceIn(language: ServerLanguage): Say {
  const valued = valuedWordsOf(language);
  return (text) => {
    const fixed = translateFixed(language, text);
    return fixed === text ? valued(text) : fixed;
  };
}
