import type { Random } from './random';

/**
 * The ways a customer's typed name departs from the name a list prints, one function each. Every
 * function returns undefined when it does not apply to the name (no middle name to drop, no
 * letter to accent), so the set builder can choose another.
 */
export const variationKinds = [
  'reordered',
  'dropped_middle',
  'extra_middle',
  'diacritics',
  'transliteration',
  'typo_substitution',
  'typo_transposition',
  'typo_omission',
  'alias',
  'hyphen_space',
  'honorific',
] as const;
export type VariationKind = (typeof variationKinds)[number];

/** "SURNAME, Given" → "Given Surname", in the case a person types. */
export function asTyped(listed: string): string {
  const parts = listed.split(',');
  const ordered = parts.length === 2 ? `${parts[1]} ${parts[0]}` : listed.replace(/,/g, ' ');
  return ordered
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

const words = (name: string): string[] => name.split(' ');

/** The listed order, surname first, without the comma: "Anwari Mohammad Taher". */
function reordered(typed: string): string | undefined {
  const parts = words(typed);
  if (parts.length < 2) return undefined;
  return [parts[parts.length - 1], ...parts.slice(0, -1)].join(' ');
}

function droppedMiddle(typed: string, random: Random): string | undefined {
  const parts = words(typed);
  if (parts.length < 3) return undefined;
  parts.splice(1 + random.below(parts.length - 2), 1);
  return parts.join(' ');
}

const EXTRA_MIDDLE_NAMES = ['Ali', 'Maria', 'John', 'Kumar', 'Ahmed', 'Lee', 'Ivanovich'];

function extraMiddle(typed: string, random: Random): string | undefined {
  const parts = words(typed);
  if (parts.length < 2) return undefined;
  parts.splice(1 + random.below(parts.length - 1), 0, random.pick(EXTRA_MIDDLE_NAMES));
  return parts.join(' ');
}

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ' };

/** Strip the diacritics a name has, or give one to a name that has none. */
function diacritics(typed: string, random: Random): string | undefined {
  const stripped = typed.normalize('NFKD').replace(/\p{M}/gu, '');
  if (stripped !== typed.normalize('NFKD')) return stripped;
  const positions = [...typed].flatMap((char, i) => (ACCENTED[char] ? [i] : []));
  if (positions.length === 0) return undefined;
  const at = random.pick(positions);
  const chars = [...typed];
  chars[at] = ACCENTED[chars[at] as string] as string;
  return chars.join('');
}

/** Whole-word spellings of one Arabic name, as customers and lists alternate them. */
const WORD_VARIANTS: [RegExp, string][] = [
  [/\bMohammed\b/i, 'Muhammad'],
  [/\bMuhammad\b/i, 'Mohammed'],
  [/\bMohammad\b/i, 'Mohd'],
  [/\bMohamed\b/i, 'Mohamad'],
  [/\bHussein\b/i, 'Husain'],
  [/\bHusain\b/i, 'Hussain'],
  [/\bHussain\b/i, 'Hussein'],
  [/\bAbdul\b/i, 'Abdel'],
  [/\bAbd Al /i, 'Abdul '],
  [/\bYusuf\b/i, 'Yousef'],
  [/\bYousef\b/i, 'Youssef'],
  [/\bOsama\b/i, 'Usama'],
  [/\bUsama\b/i, 'Osama'],
  [/\bQasim\b/i, 'Kasim'],
  [/\bKasim\b/i, 'Qasim'],
];

/** Letter-level transliteration habits: vowels, q/k, doubled letters, ch/sh. */
const LETTER_VARIANTS: [RegExp, string][] = [
  [/ou/, 'u'],
  [/oo/, 'u'],
  [/ee/, 'i'],
  [/aa/, 'a'],
  [/q/, 'k'],
  [/dh/, 'd'],
  [/ch/, 'sh'],
  [/sh/, 'ch'],
  [/([^aeiou])e([^aeiou])/, '$1a$2'],
  [/([^aeiou])a([^aeiou])/, '$1e$2'],
  [/y/, 'i'],
];

function transliteration(typed: string, random: Random): string | undefined {
  for (const [pattern, replacement] of WORD_VARIANTS) {
    if (pattern.test(typed)) return typed.replace(pattern, replacement);
  }
  const parts = words(typed);
  const options = parts.flatMap((word, index) =>
    LETTER_VARIANTS.filter(([pattern]) => pattern.test(word.slice(1))).map((rule) => ({
      index,
      rule,
    })),
  );
  if (options.length === 0) return undefined;
  const { index, rule } = random.pick(options);
  const word = parts[index] as string;
  // The first letter keeps its case; the variant is applied to the rest of the word.
  parts[index] = word.charAt(0) + word.slice(1).replace(rule[0], rule[1]);
  return parts.join(' ');
}

/** Letters next to each other on a QWERTY keyboard: the substitution a finger makes. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function neighbour(letter: string, random: Random): string {
  for (const row of KEYBOARD_ROWS) {
    const at = row.indexOf(letter);
    if (at === -1) continue;
    const around = [row[at - 1], row[at + 1]].filter((c): c is string => c !== undefined);
    return random.pick(around);
  }
  return 'e';
}

/** A word of at least four letters to make a typo in, and a position inside it. */
function typoSite(typed: string, random: Random): { parts: string[]; index: number } | undefined {
  const parts = words(typed);
  const long = parts.flatMap((word, index) => (/^[a-z]{4,}$/i.test(word) ? [index] : []));
  if (long.length === 0) return undefined;
  return { parts, index: random.pick(long) };
}

function typoSubstitution(typed: string, random: Random): string | undefined {
  const site = typoSite(typed, random);
  if (!site) return undefined;
  const word = site.parts[site.index] as string;
  const at = 1 + random.below(word.length - 1);
  const letter = neighbour((word[at] as string).toLowerCase(), random);
  site.parts[site.index] = word.slice(0, at) + letter + word.slice(at + 1);
  return site.parts.join(' ');
}

function typoTransposition(typed: string, random: Random): string | undefined {
  const site = typoSite(typed, random);
  if (!site) return undefined;
  const word = site.parts[site.index] as string;
  const at = 1 + random.below(word.length - 2);
  if (word[at] === word[at + 1]) return undefined;
  site.parts[site.index] =
    word.slice(0, at) + (word[at + 1] as string) + (word[at] as string) + word.slice(at + 2);
  return site.parts.join(' ');
}

function typoOmission(typed: string, random: Random): string | undefined {
  const site = typoSite(typed, random);
  if (!site) return undefined;
  const word = site.parts[site.index] as string;
  const at = 1 + random.below(word.length - 1);
  site.parts[site.index] = word.slice(0, at) + word.slice(at + 1);
  return site.parts.join(' ');
}

/** "Abdul Rahman" ↔ "Abdul-Rahman" ↔ "Abdulrahman". */
function hyphenSpace(typed: string, random: Random): string | undefined {
  if (typed.includes('-')) return typed.replace('-', random.next() < 0.5 ? ' ' : '');
  const parts = words(typed);
  if (parts.length < 2) return undefined;
  const at = random.below(parts.length - 1);
  const joiner = random.next() < 0.5 ? '-' : '';
  const joined = `${parts[at]}${joiner}${(parts[at + 1] as string).toLowerCase()}`;
  parts.splice(at, 2, joined);
  return parts.join(' ');
}

const HONORIFICS = ['Mr', 'Mrs', 'Dr', 'Haji', 'Sheikh', 'Mullah', 'Maulana', 'Sayed'];

function honorific(typed: string, random: Random): string {
  return `${random.pick(HONORIFICS)} ${typed}`;
}

/**
 * The variation of `typed` (the listed name as a person types it), or undefined when the kind
 * does not apply. 'alias' is the builder's business: it needs the entry, not the name.
 */
export function vary(
  kind: Exclude<VariationKind, 'alias'>,
  typed: string,
  random: Random,
): string | undefined {
  switch (kind) {
    case 'reordered':
      return reordered(typed);
    case 'dropped_middle':
      return droppedMiddle(typed, random);
    case 'extra_middle':
      return extraMiddle(typed, random);
    case 'diacritics':
      return diacritics(typed, random);
    case 'transliteration':
      return transliteration(typed, random);
    case 'typo_substitution':
      return typoSubstitution(typed, random);
    case 'typo_transposition':
      return typoTransposition(typed, random);
    case 'typo_omission':
      return typoOmission(typed, random);
    case 'hyphen_space':
      return hyphenSpace(typed, random);
    case 'honorific':
      return honorific(typed, random);
  }
}
