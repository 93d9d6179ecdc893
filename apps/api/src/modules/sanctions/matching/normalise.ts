import anyAscii from 'any-ascii';
import { doubleMetaphone } from 'double-metaphone';

/**
 * Name normalisation for sanctions screening. A name as a customer types it and a name as a list
 * prints it are both reduced to the same representation: lower-case ASCII tokens, without the
 * words that say nothing about who someone is (titles, generational suffixes, particles), each
 * token carrying its Double Metaphone codes so that transliteration variants (Mohammed/Muhammad,
 * Yusuf/Youssef, Qasim/Kasim) meet. The token list is a multiset: order is only kept for the
 * "hyphen or space" comparison, because lists print "SURNAME, Given" and customers type
 * "Given Surname".
 */
export interface NameToken {
  text: string;
  /** Double Metaphone primary and alternate codes, distinct; empty for numbers. */
  codes: readonly string[];
}

export interface NormalisedName {
  /** Significant tokens, in reading order ("Given Surname" when the list wrote "SURNAME, Given"). */
  tokens: NameToken[];
  /**
   * The words without titles but with particles, in reading order: "Abu Bakar" written
   * "Abubakar" is found by joining adjacent words, particle or not.
   */
  words: string[];
  /** Each pair of adjacent words, joined: `${words[i]}${words[i + 1]}`. */
  joinedWords: string[];
}

const wordSet = (text: string): Set<string> => new Set(text.trim().split(/\s+/));

/**
 * Titles and honorifics, removed only as whole words and only before the name ("Sheikh Karim",
 * never the "sheikh" in "Sheikhoun" nor the surname in "Karim Sheikh").
 */
const HONORIFICS = wordSet(`
  mr mrs ms miss mister madam dr doctor prof professor sir dame lord lady rev reverend haji
  hajji hadji alhaji alhaj hajj mullah mulla mawlawi maulvi molvi mawlavi maulana mawlana
  moulana sheikh shaikh shaykh sheik cheikh sayed sayyid sayyed syed mufti qari ustad ustadh gen
  general lieutenant col colonel maj major capt captain lt eng engineer
`);

/** Generational suffixes: a father and son share the rest of the name; the list keeps both. */
const SUFFIXES = new Set(['jr', 'junior', 'sr', 'senior', 'ii', 'iii', 'iv']);

/**
 * Particles: articles and "son of"/"father of" words that appear or vanish between spellings of
 * the same name (al-Zawahiri/Zawahiri, bin Laden/Laden, van der Berg/Berg). Keeping them would let
 * two unrelated Arabic names score on "al" and "bin" alone.
 */
const PARTICLES = wordSet(`
  al el ul ad ar as at ash az bin ibn bint binti bte abu abou umm van von de da di du der den
  del della dela des dos la le
`);

/**
 * Spellings that Double Metaphone cannot bring together: abbreviations of Muhammad, and the
 * "servant of" prefix written as one word, two words or with any vowel.
 */
const VARIANTS = new Map([
  ['mohd', 'muhammad'],
  ['muhd', 'muhammad'],
  ['mhd', 'muhammad'],
  ['md', 'muhammad'],
  ['abdel', 'abdul'],
  ['abdal', 'abdul'],
  ['abdol', 'abdul'],
  ['abdoul', 'abdul'],
  ['abdur', 'abdul'],
]);

/**
 * "Abdulrahman", "Abdel-Rahman" and "Abd al Rahman" are one name: split the prefix off. Abdullah
 * ("servant of God") is a name of its own and stays whole.
 */
const ABD_PREFIX = /^(abd(?:ul|el|al|ol|oul|ur|ar|us|as|un|an))(?!l?lah)([a-z]{4,})$/;
const ABD_ARTICLES = new Set(['al', 'el', 'ul', 'ur', 'ar', 'as', 'us', 'an', 'un']);

/** Lower-case ASCII words: diacritics stripped, other scripts transliterated, punctuation gone. */
export function nameWords(raw: string): string[] {
  const withoutMarks = raw.normalize('NFKD').replace(/\p{M}/gu, '');
  const ascii = anyAscii(withoutMarks).toLowerCase();
  return (
    ascii
      // O'Brien, Ma'ruf, Bakr`: an apostrophe joins, it does not separate.
      .replace(/['`]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== '')
  );
}

/** "SURNAME, Given" → "Given SURNAME"; a name with no comma or several commas is kept as is. */
function readingOrder(raw: string): string {
  const parts = raw.split(',');
  if (parts.length !== 2) return raw;
  const [surname = '', given = ''] = parts;
  return given.trim() === '' ? surname : `${given} ${surname}`;
}

function foldAbd(words: string[]): string[] {
  const folded: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const next = words[i + 1];
    const joined = ABD_PREFIX.exec(word);
    if (joined) {
      folded.push('abdul', joined[2] ?? '');
    } else if (word === 'abd' && next !== undefined && ABD_ARTICLES.has(next)) {
      folded.push('abdul');
      i += 1;
    } else {
      folded.push(VARIANTS.get(word) ?? word);
    }
  }
  return folded;
}

/**
 * The words that say who someone is. A title is only a title before the name ("Sheikh Karim",
 * but "Karim Sheikh" is a surname); a particle only before the word it qualifies ("al Zawahiri",
 * but "Meena Das" and "Thanh Le" end in surnames); and a name is never reduced to one word by
 * dropping particles, since a single token would match far too much.
 */
function significant(words: string[]): { kept: string[]; untitled: string[] } {
  const named = words.filter((word) => word.length > 1 && !SUFFIXES.has(word));
  let start = 0;
  while (start < named.length - 1 && HONORIFICS.has(named[start] as string)) start += 1;
  const untitled = named.slice(start);
  const kept = untitled.filter(
    (word, index) => index === untitled.length - 1 || !PARTICLES.has(word),
  );
  return { kept: kept.length >= 2 || untitled.length < 2 ? kept : untitled, untitled };
}

export function nameToken(text: string): NameToken {
  if (/^[0-9]+$/.test(text)) return { text, codes: [] };
  const [primary, alternate] = doubleMetaphone(text);
  const codes = primary === alternate || alternate === '' ? [primary] : [primary, alternate];
  return { text, codes: codes.filter((code) => code !== '') };
}

export function normaliseName(raw: string): NormalisedName {
  const { kept, untitled } = significant(foldAbd(nameWords(readingOrder(raw))));
  const joinedWords = untitled.slice(1).map((word, i) => `${untitled[i]}${word}`);
  return { tokens: kept.map(nameToken), words: untitled, joinedWords };
}
