import type { Translate } from './translate';

/** Says a text in a request's language when it is one of ours; any other text as it is. */
export type Say = (text: string) => string;

/** Says every text as it is: for callers that answer in English (the back office, jobs). */
export const asWritten: Say = (text) => text;

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "Enter the code we sent to {email}." as a pattern that reads the email back out of a text: the
 * whole text, or (`atStart`) its beginning, with what follows as `rest`.
 */
function patternOf(sentence: string, atStart = false): RegExp {
  const parts = sentence.split(/\{(\w+)\}/);
  const source = parts
    .map((part, index) => (index % 2 === 0 ? escaped(part) : `(?<${part}>.+?)`))
    .join('');
  return new RegExp(atStart ? `^${source}(?<__rest>.*)$` : `^${source}$`, 's');
}

/** How a value read back out of an English text is said in a language (an amount, a task). */
export type SayValue = (name: string, value: string) => string;

export const sayValues = (values: Record<string, string>, sayValue?: SayValue) =>
  sayValue
    ? Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, sayValue(name, value)]),
      )
    : values;

/**
 * A reader of the sentence of ours a text begins with: which sentence, the values read back out
 * of it, and the text that follows it (`rest`), for a message made of a sentence and a tail said
 * on its own; null when the text begins with none of them.
 */
export function ourOpenings(sentences: readonly string[]) {
  const patterns = sentences.map((sentence) => ({ sentence, pattern: patternOf(sentence, true) }));
  return (
    text: string,
  ): { sentence: string; values: Record<string, string>; rest: string } | null => {
    for (const { sentence, pattern } of patterns) {
      const groups = pattern.exec(text)?.groups;
      if (groups) {
        const { __rest: rest = '', ...values } = groups;
        return { sentence, values, rest };
      }
    }
    return null;
  };
}

/**
 * Words the API built in English and keeps that way (in the database, in the answers its own
 * code reads), said in a request's language only as they go out. A text is one of ours when it
 * is one of `sentences`, or fits one with placeholders ("We are checking your transfer to
 * {name}"), whose values are read back out of it; a text of anyone else (a reviewer's reason,
 * a bank's name, words added to the database later) passes as it is. A value read back out is
 * said by `sayValue` when one is given ("AUD 1,000.00" as the language writes an amount).
 */
export function ourWords(sentences: readonly string[]): (t: Translate, sayValue?: SayValue) => Say {
  const fixed = new Set(sentences.filter((sentence) => !/\{\w+\}/.test(sentence)));
  const patterns = sentences
    .filter((sentence) => !fixed.has(sentence))
    .map((sentence) => ({ sentence, pattern: patternOf(sentence) }));
  return (t, sayValue) => (text) => {
    if (fixed.has(text)) return t(text);
    for (const { sentence, pattern } of patterns) {
      const values = pattern.exec(text)?.groups;
      if (values) return t(sentence, sayValues(values, sayValue));
    }
    return text;
  };
}
