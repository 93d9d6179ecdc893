import type { Translate } from './translate';

/** Says a text in a request's language when it is one of ours; any other text as it is. */
export type Say = (text: string) => string;

/** Says every text as it is: for callers that answer in English (the back office, jobs). */
export const asWritten: Say = (text) => text;

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence's pieces: its literal text and its placeholders, a plural's English choices too. */
type Piece = { text: string } | { name: string; choices?: string[] };

/**
 * "Wait {seconds, plural, one {# second} other {# seconds}}." in pieces: "{name}" is a value,
 * a plural's choices are the texts its number may be written in ("#" the number).
 */
function piecesOf(sentence: string): Piece[] {
  const pieces: Piece[] = [];
  let text = '';
  let at = 0;
  while (at < sentence.length) {
    const simple = /^\{(\w+)\}/.exec(sentence.slice(at));
    const plural = /^\{(\w+), plural,/.exec(sentence.slice(at));
    if (simple || plural) {
      if (text) pieces.push({ text });
      text = '';
    }
    if (simple?.[1]) {
      pieces.push({ name: simple[1] });
      at += simple[0].length;
    } else if (plural?.[1]) {
      // The choices run to the brace that closes the placeholder.
      let depth = 1;
      let end = at + plural[0].length;
      for (; end < sentence.length && depth > 0; end += 1) {
        if (sentence[end] === '{') depth += 1;
        if (sentence[end] === '}') depth -= 1;
      }
      const body = sentence.slice(at + plural[0].length, end - 1);
      const choices = [...body.matchAll(/[=\w]+\s*\{([^{}]*)\}/g)].map((choice) => choice[1] ?? '');
      pieces.push({ name: plural[1], choices });
      at = end;
    } else {
      text += sentence[at];
      at += 1;
    }
  }
  if (text) pieces.push({ text });
  return pieces;
}

/** Whether a sentence has values in it ("{name}" or a plural). */
const hasValues = (sentence: string) => /\{\w+(\}|, plural,)/.test(sentence);

/** The names of a sentence's plurals: their values are read back as numbers. */
const pluralsOf = (sentence: string) =>
  piecesOf(sentence).flatMap((piece) => ('choices' in piece && piece.choices ? [piece.name] : []));

/**
 * "Enter the code we sent to {email}." as a pattern that reads the email back out of a text: the
 * whole text, or (`atStart`) its beginning, with what follows as `rest`. A plural reads back the
 * number its English choice was written with ("30 seconds" → 30).
 */
function patternOf(sentence: string, atStart = false): RegExp {
  const source = piecesOf(sentence)
    .map((piece) => {
      if ('text' in piece) return escaped(piece.text);
      if (!piece.choices) return `(?<${piece.name}>.+?)`;
      // Each choice reads its number under a name of its own; one of them matches.
      const choices = piece.choices.map((choice, index) =>
        choice.split('#').map(escaped).join(`(?<__${piece.name}_${index}>\\d+)`),
      );
      return `(?:${choices.join('|')})`;
    })
    .join('');
  return new RegExp(atStart ? `^${source}(?<__rest>.*)$` : `^${source}$`, 's');
}

/** The values of a match: a plural's number under the plural's own name. */
function valuesOf(groups: Record<string, string | undefined>, plurals: readonly string[]) {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(groups)) {
    if (value === undefined || key === '__rest') continue;
    const plural = plurals.find((name) => key.startsWith(`__${name}_`));
    if (plural) values[plural] = value;
    else if (!key.startsWith('__')) values[key] = value;
  }
  return values;
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
  const patterns = sentences.map((sentence) => ({
    sentence,
    pattern: patternOf(sentence, true),
    plurals: pluralsOf(sentence),
  }));
  return (
    text: string,
  ): { sentence: string; values: Record<string, string>; rest: string } | null => {
    for (const { sentence, pattern, plurals } of patterns) {
      const groups = pattern.exec(text)?.groups;
      if (groups) return { sentence, values: valuesOf(groups, plurals), rest: groups.__rest ?? '' };
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
  const fixed = new Set(sentences.filter((sentence) => !hasValues(sentence)));
  const patterns = sentences
    .filter((sentence) => !fixed.has(sentence))
    .map((sentence) => ({ sentence, pattern: patternOf(sentence), plurals: pluralsOf(sentence) }));
  return (t, sayValue) => (text) => {
    if (fixed.has(text)) return t(text);
    for (const { sentence, pattern, plurals } of patterns) {
      const groups = pattern.exec(text)?.groups;
      if (!groups) continue;
      const values = valuesOf(groups, plurals);
      // A plural's number chooses the language's own form ("# second" or "# seconds").
      const counts = Object.fromEntries(plurals.map((name) => [name, Number(values[name])]));
      const words = Object.fromEntries(
        Object.entries(values).filter(([name]) => !plurals.includes(name)),
      );
      return t(sentence, { ...sayValues(words, sayValue), ...counts });
    }
    return text;
  };
}
