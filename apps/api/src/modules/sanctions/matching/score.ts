import { jaroWinkler } from '@skyra/jaro-winkler';
import { type NameToken, type NormalisedName } from './normalise';

/**
 * How alike two names are, in [0, 1], and how a date of birth and a nationality move that score.
 * Tokens are compared with Jaro-Winkler (the industry's measure for names: it forgives typos and
 * rewards a shared beginning); two tokens that sound alike by Double Metaphone count as a near
 * match. Names are compared as multisets of tokens: the best one-to-one assignment, whatever the
 * order, with a small cost for a token one side has and the other lacks (a middle name dropped
 * or added), and a cap when only one token matches, so that "Khan" alone matches nobody.
 */
export type TokenSimilarity = (subject: NameToken, listed: NameToken) => number;

/** Two tokens that sound alike (Mohammed/Muhammad, Qasim/Kasim) are at least this similar. */
export const PHONETIC_SIMILARITY = 0.92;
/** Below this, two tokens are different names, not variants of one; they stay unassigned. */
export const MIN_TOKEN_SIMILARITY = 0.8;
/** What a subject token absent from the listed name costs, as a fraction of a matched token. */
const EXTRA_TOKEN_WEIGHT = 0.2;
/** What a listed token the subject lacks costs: lists give full names, customers often do not. */
const MISSING_TOKEN_WEIGHT = 0.15;
/** One token in common between names of two or more tokens is a shared given name, not a hit. */
const SINGLE_TOKEN_CAP = 0.7;
/**
 * A name none of whose tokens is spelt as listed (Maria Santos against Mario Santoro) is more
 * likely another name than the listed one typed with a mistake in every word, unless every
 * token is a transliteration of the listed one (Hussain Qasim against Husein Kasim).
 */
const NO_EXACT_TOKEN_FACTOR = 0.94;

/**
 * Double Metaphone drops vowels after the first letter: for short words (Tang/Tong, Hang/Hung)
 * and words that only share consonants (Uddin/Iadena) sounding alike is not being alike.
 */
const PHONETIC_MIN_LENGTH = 5;
const PHONETIC_MIN_JARO_WINKLER = 0.75;

/** Two-letter tokens (Le, Vo, Al) are names or particles only when spelt exactly. */
const FUZZY_MIN_LENGTH = 3;

/** Same Double Metaphone code, for words long enough that this means something. */
function soundAlike(subject: NameToken, listed: NameToken): boolean {
  return (
    Math.min(subject.text.length, listed.text.length) >= PHONETIC_MIN_LENGTH &&
    subject.codes.some((code) => code.length > 1 && listed.codes.includes(code))
  );
}

export function tokenSimilarity(subject: NameToken, listed: NameToken): number {
  if (subject.text === listed.text) return 1;
  if (Math.min(subject.text.length, listed.text.length) < FUZZY_MIN_LENGTH) return 0;
  const jw = jaroWinkler(subject.text, listed.text);
  if (jw < PHONETIC_MIN_JARO_WINKLER || !soundAlike(subject, listed)) return jw;
  return Math.max(jw, PHONETIC_SIMILARITY);
}

/** At most one substitution, insertion, omission or transposition between two strings. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  if (start === a.length && a.length === b.length) return true;
  const rest = (i: number, j: number): boolean => a.slice(i) === b.slice(j);
  if (a.length === b.length) {
    const transposed = a[start] === b[start + 1] && a[start + 1] === b[start];
    return rest(start + 1, start + 1) || (transposed && rest(start + 2, start + 2));
  }
  return a.length > b.length ? rest(start + 1, start) : rest(start, start + 1);
}

/**
 * "Abu Bakar" typed as "Abubakar", or "Jean-Pierre" listed as "Jeanpierre": where two adjacent
 * words of one name, joined, spell a token of the other (give or take one typo), they become
 * one token, so that the assignment sees one token on each side.
 */
function joinAdjacentWords(side: NormalisedName, other: NameToken[]): NameToken[] {
  let tokens = side.tokens;
  const { words, joinedWords } = side;
  for (let i = 0; i < joinedWords.length; i += 1) {
    const joined = joinedWords[i] as string;
    if (!other.some((token) => withinOneEdit(joined, token.text))) continue;
    if (tokens.some((token) => token.text === joined)) continue;
    const pair = [words[i] as string, words[i + 1] as string];
    // The pair's own tokens give way to the joined one (a particle of the pair has none).
    const rest = [...tokens];
    for (const word of pair) {
      const at = rest.findIndex((token) => token.text === word);
      if (at !== -1) rest.splice(at, 1);
    }
    tokens = [...rest, { text: joined, codes: [] }];
    i += 1;
  }
  return tokens;
}

interface Pair {
  subject: NameToken;
  listed: NameToken;
  similarity: number;
}

/** Greedy best assignment: the most similar pair first. Names have few tokens; exactness is moot. */
function assign(subject: NameToken[], listed: NameToken[], similarity: TokenSimilarity): Pair[] {
  const pairs: (Pair & { s: number; l: number })[] = [];
  subject.forEach((subjectToken, s) => {
    listed.forEach((listedToken, l) => {
      const value = similarity(subjectToken, listedToken);
      if (value >= MIN_TOKEN_SIMILARITY) {
        pairs.push({ s, l, subject: subjectToken, listed: listedToken, similarity: value });
      }
    });
  });
  pairs.sort((a, b) => b.similarity - a.similarity);
  const usedSubject = new Set<number>();
  const usedListed = new Set<number>();
  const assigned: Pair[] = [];
  for (const pair of pairs) {
    if (usedSubject.has(pair.s) || usedListed.has(pair.l)) continue;
    usedSubject.add(pair.s);
    usedListed.add(pair.l);
    assigned.push(pair);
  }
  return assigned;
}

export function nameScore(
  subject: NormalisedName,
  listed: NormalisedName,
  similarity: TokenSimilarity = tokenSimilarity,
): number {
  const subjectTokens = joinAdjacentWords(subject, listed.tokens);
  const listedTokens = joinAdjacentWords(listed, subjectTokens);
  const assigned = assign(subjectTokens, listedTokens, similarity);
  if (assigned.length === 0) return 0;
  const matched = assigned.reduce((sum, pair) => sum + pair.similarity, 0);
  const extra = subjectTokens.length - assigned.length;
  const missing = listedTokens.length - assigned.length;
  const spread =
    matched / (assigned.length + EXTRA_TOKEN_WEIGHT * extra + MISSING_TOKEN_WEIGHT * missing);
  const credible =
    assigned.some((pair) => pair.subject.text === pair.listed.text) ||
    assigned.every((pair) => soundAlike(pair.subject, pair.listed));
  const score = credible ? spread : spread * NO_EXACT_TOKEN_FACTOR;
  const longest = Math.max(subjectTokens.length, listedTokens.length);
  return assigned.length === 1 && longest > 1 ? Math.min(score, SINGLE_TOKEN_CAP) : score;
}

/**
 * The most a name can score when `matched` of the subject's `subjectTokens` tokens match it,
 * perfectly: what screening uses to skip names that cannot reach the threshold.
 */
export function bestNameScore(matched: number, subjectTokens: number): number {
  const extra = Math.max(0, subjectTokens - matched);
  return matched / (matched + EXTRA_TOKEN_WEIGHT * extra);
}

/** A change to a name score, with the sentence an officer reads to know why. */
export interface Adjustment {
  delta: number;
  reason: string;
}

type DobAgreement = 'exact' | 'month' | 'year' | 'near' | 'far';
const DOB_RANK: Record<DobAgreement, number> = { exact: 4, month: 3, year: 2, near: 1, far: 0 };
export const DOB_DELTA: Record<DobAgreement, number> = {
  exact: 0.06,
  month: 0.04,
  year: 0.03,
  near: 0,
  // Years more than two apart: most likely another person. Not a veto: lists get dates wrong.
  far: -0.08,
};
const NEAR_YEARS = 2;

/** Subject 'YYYY-MM-DD' against a listed 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
function dobAgreement(subject: string, listed: string): DobAgreement {
  if (listed.length >= 7 && subject.startsWith(listed))
    return listed.length === 10 ? 'exact' : 'month';
  const years = Math.abs(Number(subject.slice(0, 4)) - Number(listed.slice(0, 4)));
  if (years === 0) return 'year';
  return years <= NEAR_YEARS ? 'near' : 'far';
}

export function dateOfBirthAdjustment(
  subject: string | undefined,
  listed: readonly string[],
): Adjustment | undefined {
  const dates = listed.filter((date) => /^\d{4}(-\d{2}){0,2}$/.test(date));
  if (subject === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(subject) || dates.length === 0) {
    return undefined;
  }
  let best: { agreement: DobAgreement; date: string } | undefined;
  for (const date of dates) {
    const agreement = dobAgreement(subject, date);
    if (best === undefined || DOB_RANK[agreement] > DOB_RANK[best.agreement]) {
      best = { agreement, date };
    }
  }
  if (best === undefined) return undefined;
  const delta = DOB_DELTA[best.agreement];
  switch (best.agreement) {
    case 'exact':
      return { delta, reason: `date of birth ${subject} matches` };
    case 'month':
      return { delta, reason: `month of birth ${best.date} matches` };
    case 'year':
      return { delta, reason: `year of birth ${subject.slice(0, 4)} matches` };
    case 'near':
      return { delta, reason: `year of birth ${subject.slice(0, 4)} is near listed ${best.date}` };
    case 'far':
      return {
        delta,
        reason: `date of birth ${subject} differs (listed ${dates.join(', ')})`,
      };
  }
}

export const NATIONALITY_MATCH_DELTA = 0.02;
export const NATIONALITY_MISMATCH_DELTA = -0.03;

export function nationalityAdjustment(
  subject: string | undefined,
  listed: readonly string[],
): Adjustment | undefined {
  if (subject === undefined || subject === '' || listed.length === 0) return undefined;
  const code = subject.toUpperCase();
  if (listed.includes(code)) {
    return { delta: NATIONALITY_MATCH_DELTA, reason: `nationality ${code} matches` };
  }
  return {
    delta: NATIONALITY_MISMATCH_DELTA,
    reason: `nationality differs (${code}, listed ${listed.join(', ')})`,
  };
}
