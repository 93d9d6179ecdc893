import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, directionOf, type LanguageTag } from '@homeward/contract';
import { parsePo } from 'pofile-ts';
import pseudolocalize from 'pseudolocale';
import { apiLocalesFolder } from '../paths';
import { fixedSentences } from './messages';

/** Says a source sentence (messages.ts) in one language, with its values. */
export type Translate = (message: string, values?: Record<string, unknown>) => string;

/**
 * The app's pseudo-locale (apps/web/lingui.config.ts): the server's text comes back accented
 * and in ⟦ ⟧ too, so the pseudo-locale journey tells it from text that missed every catalog.
 */
export const PSEUDO_LANGUAGE = 'en-XA';
export type ServerLanguage = LanguageTag | typeof PSEUDO_LANGUAGE;

const fixed = new Set<string>(fixedSentences);
const made = new Map<LanguageTag, I18n>();

/**
 * One Lingui instance per language, from its catalog (locales/<tag>.po), read on first use. The
 * msgid is the English sentence itself, so a sentence missing from a catalog (or English, which
 * has none) falls back to the English, compiled on the spot.
 */
function instanceFor(language: LanguageTag): I18n {
  let i18n = made.get(language);
  if (!i18n) {
    const messages: Record<string, ReturnType<typeof compileMessage>> = {};
    if (language !== DEFAULT_LANGUAGE) {
      const file = path.join(apiLocalesFolder, `${language}.po`);
      for (const item of parsePo(readFileSync(file, 'utf8')).items) {
        const translation = item.msgstr[0];
        if (item.msgid && translation && !item.obsolete) {
          messages[item.msgid] = compileMessage(translation);
        }
      }
    }
    i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    made.set(language, i18n);
  }
  return i18n;
}

export function translatorFor(language: ServerLanguage): Translate {
  if (language === PSEUDO_LANGUAGE) {
    const english = instanceFor(DEFAULT_LANGUAGE);
    return (message, values) =>
      pseudolocalize(english._(message, values), { prepend: '⟦', append: '⟧' });
  }
  const i18n = instanceFor(language);
  if (directionOf(language) === 'rtl') {
    // In a right-to-left sentence, each value (a name, an amount, a tracking number) is a
    // first-strong isolate: "AUD 9.50" or "Maria Cruz" reads left to right inside it and does
    // not reorder the Urdu around it, in a mail client as on a receipt.
    return (message, values) => i18n._(message, values && isolated(values));
  }
  return (message, values) => i18n._(message, values);
}

const isolated = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? isolate(value) : value,
    ]),
  );

/** `text` in a first-strong isolate (FSI … PDI): its direction is its own first letter's. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** A sentence the API may have put in an error, in `language` if it is one it translates. */
export function translateFixed(language: ServerLanguage, sentence: string): string {
  return fixed.has(sentence) ? translatorFor(language)(sentence) : sentence;
}

/** A sentence in English with its values, as services write it (and errors read it back). */
export const inEnglish: Translate = (message, values) =>
  translatorFor(DEFAULT_LANGUAGE)(message, values);
