import type { Translate } from './translate';

/** Says a text in a request's language when it is one of ours; any other text as it is. */
export type Say = (text: string) => string;

/** Says every text as it is: for callers that answer in English (the back office, jobs). */
export const asWritten: Say = (text) => text;

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Enter the code we sent to {email}." as a pattern that reads the email back out of a text. */
function patternOf(sentence: string): RegExp {
  const parts = sentence.split(/\{(\w+)\}/);
  const source = parts
    .map((part, index) => (index % 2 === 0 ? escaped(part) : `(?<${part}>.+?)`))
    .join('');
  return new RegExp(`^${source}$`, 's');
}

/**
 * Words the API built in English and keeps that way (in the database, in the answers its own
 * code reads), said in a request's language only as they go out. A text is one of ours when it
 * is one of `sentences`, or fits one with placeholders ("We are checking your transfer to
 * {name}"), whose values are read back out of it; a text of anyone else (a reviewer's reason,
 * a bank's name, words added to the database later) passes as it is.
 */
export function ourWords(sentences: readonly string[]): (t: Translate) => Say {
  const fixed = new Set(sentences.filter((sentence) => !/\{\w+\}/.test(sentence)));
  const patterns = sentences
    .filter((sentence) => !fixed.has(sentence))
    .map((sentence) => ({ sentence, pattern: patternOf(sentence) }));
  return (t) => (text) => {
    if (fixed.has(text)) return t(text);
    for (const { sentence, pattern } of patterns) {
      const values = pattern.exec(text)?.groups;
      if (values) return t(sentence, values);
    }
    return text;
  };
}
