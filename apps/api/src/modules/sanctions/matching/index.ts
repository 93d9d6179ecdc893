import type { ListEntry, ListEntryKind, ListedNameKind, SanctionsSource } from '../list-entry';
import { nameToken, normaliseName, type NameToken, type NormalisedName } from './normalise';
import {
  bestNameScore,
  dateOfBirthAdjustment,
  DOB_DELTA,
  NATIONALITY_MATCH_DELTA,
  nameScore,
  nationalityAdjustment,
  tokenSimilarity,
  MIN_TOKEN_SIMILARITY,
  type Adjustment,
} from './score';

/**
 * Screening a customer against the loaded sanctions lists. The index is built once per list load;
 * screening one name scores only the listed names that share enough tokens with it (a token is
 * "shared" when it is within one edit of the subject's token, or sounds the same by Double
 * Metaphone), never every listed name.
 */
export interface ScreeningSubject {
  name: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth?: string;
  /** ISO 3166-1 alpha-2. */
  nationality?: string;
}

export interface ScreeningHit {
  source: SanctionsSource;
  ref: string;
  entryKind: ListEntryKind;
  primaryName: string;
  matchedName: string;
  matchedNameKind: ListedNameKind;
  /** The name score, adjusted by date of birth and nationality, in [0, 1]. */
  score: number;
  /** How alike the names are, before any adjustment. */
  nameScore: number;
  reasons: string[];
}

export interface ScreeningOptions {
  threshold?: number;
}

/**
 * Measured on the labelled sets (see docs/performance.md, "Sanctions screening"): the score at
 * which recall of listed people typed with realistic variations stays high while common names
 * of Homeward's corridors rarely hit. The app makes it configurable as SCREENING_HIT_THRESHOLD.
 */
export const DEFAULT_HIT_THRESHOLD = 0.88;

/** A weak alias ("Abu Ahmad") is a nickname shared by many: a match on it counts for less. */
const NAME_KIND_WEIGHT: Record<ListedNameKind, number> = {
  primary: 1,
  aka: 1,
  fka: 1,
  weak_aka: 0.9,
  original_script: 1,
};

/**
 * Homeward screens people (customers and recipients). A vessel, an aircraft or a company whose
 * name looks like a person's is far less likely to be that person than a listed individual.
 */
const ENTRY_KIND_WEIGHT: Record<ListEntryKind, number> = {
  individual: 1,
  entity: 0.95,
  vessel: 0.9,
  aircraft: 0.9,
};

const NAME_KIND_LABEL: Record<ListedNameKind, string> = {
  primary: 'primary name',
  aka: 'alias',
  fka: 'former name',
  weak_aka: 'weak alias',
  original_script: 'original-script name',
};

/** The most a date of birth and a nationality can add to a name score. */
const MAX_BONUS = DOB_DELTA.exact + NATIONALITY_MATCH_DELTA;
/** Candidates keep a 31-bit mask of the subject's tokens they hold; names are never this long. */
const MAX_SUBJECT_TOKENS = 30;

interface IndexedName {
  entry: number;
  name: string;
  kind: ListedNameKind;
  normalised: NormalisedName;
}

/** Every string one deletion away from the token, and the token itself: within one edit. */
function deletionKeys(text: string): string[] {
  const keys = [text];
  for (let i = 0; i < text.length; i += 1) keys.push(text.slice(0, i) + text.slice(i + 1));
  return keys;
}

export class SanctionsIndex {
  private readonly entries: readonly ListEntry[];
  private readonly names: IndexedName[] = [];
  /** Distinct token texts across all names, and which names hold each. */
  private readonly tokenIds = new Map<string, number>();
  private readonly tokens: NameToken[] = [];
  private readonly postings: number[][] = [];
  /** Deletion keys and phonetic codes, each to the distinct tokens that produce it. */
  private readonly keys = new Map<string, number[]>();
  /** Per name, the subject tokens it holds, during one screening (cleared after; screen is sync). */
  private readonly marks: Int32Array;

  constructor(entries: readonly ListEntry[]) {
    this.entries = entries;
    entries.forEach((entry, entryIndex) => {
      for (const listed of entry.names) {
        const normalised = normaliseName(listed.name);
        if (normalised.tokens.length === 0) continue;
        const nameId = this.names.length;
        this.names.push({ entry: entryIndex, name: listed.name, kind: listed.kind, normalised });
        const texts = normalised.tokens.map((token) => token.text);
        // Adjacent words joined too, so that "Abubakar" finds "Abu Bakar".
        for (const text of new Set([...texts, ...normalised.joinedWords])) {
          this.postings[this.tokenId(text)]?.push(nameId);
        }
      }
    });
    this.marks = new Int32Array(this.names.length);
  }

  get size(): { entries: number; names: number; tokens: number } {
    return { entries: this.entries.length, names: this.names.length, tokens: this.tokens.length };
  }

  private tokenId(text: string): number {
    const known = this.tokenIds.get(text);
    if (known !== undefined) return known;
    const id = this.tokens.length;
    const token = nameToken(text);
    this.tokenIds.set(text, id);
    this.tokens.push(token);
    this.postings.push([]);
    for (const key of tokenKeys(token)) {
      const holders = this.keys.get(key);
      if (holders) holders.push(id);
      else this.keys.set(key, [id]);
    }
    return id;
  }

  screen(subject: ScreeningSubject, options: ScreeningOptions = {}): ScreeningHit[] {
    const threshold = options.threshold ?? DEFAULT_HIT_THRESHOLD;
    const normalised = normaliseName(subject.name);
    if (normalised.tokens.length === 0) return [];
    const similarity = memoised();
    const best = new Map<number, ScreeningHit>();
    for (const nameId of this.candidates(normalised, similarity, threshold)) {
      const indexed = this.names[nameId] as IndexedName;
      const raw = nameScore(normalised, indexed.normalised, similarity);
      const entryKind = (this.entries[indexed.entry] as ListEntry).kind;
      const weighted = raw * NAME_KIND_WEIGHT[indexed.kind] * ENTRY_KIND_WEIGHT[entryKind];
      if (weighted + MAX_BONUS < threshold) continue;
      const hit = this.hit(subject, indexed, raw, weighted);
      const previous = best.get(indexed.entry);
      if (hit.score >= threshold && (previous === undefined || hit.score > previous.score)) {
        best.set(indexed.entry, hit);
      }
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  }

  /**
   * The names worth scoring. The subject's distinct tokens, and its adjacent words joined
   * ("Abu Bakar" for a listed "Abubakar"), each look up the listed tokens within one edit or
   * sounding alike, and mark the names holding them. A name is scored when it shares at least
   * two of them (or all the subject has, or all it has itself), and when even perfect matches
   * on the shared ones could bring it to the threshold given the subject tokens it lacks.
   */
  private candidates(
    subject: NormalisedName,
    similarity: MemoisedSimilarity,
    threshold: number,
  ): number[] {
    const distinct = [...new Map(subject.tokens.map((token) => [token.text, token])).values()];
    const queries = distinct.slice(0, MAX_SUBJECT_TOKENS);
    const joined = subject.joinedWords
      .slice(0, MAX_SUBJECT_TOKENS - queries.length)
      .map((text) => nameToken(text));
    const joinedMask = ((1 << joined.length) - 1) << queries.length;
    const touched: number[] = [];
    [...queries, ...joined].forEach((query, position) => {
      const bit = 1 << position;
      for (const tokenId of this.similarTokens(query)) {
        const listedToken = this.tokens[tokenId] as NameToken;
        if (similarity(query, listedToken) < MIN_TOKEN_SIMILARITY) continue;
        for (const nameId of this.postings[tokenId] ?? []) {
          const mark = this.marks[nameId] ?? 0;
          if (mark === 0) touched.push(nameId);
          this.marks[nameId] = mark | bit;
        }
      }
    });
    const found: number[] = [];
    for (const nameId of touched) {
      const mark = this.marks[nameId] ?? 0;
      this.marks[nameId] = 0;
      const hits = popcount(mark);
      const listedLength = (this.names[nameId] as IndexedName).normalised.tokens.length;
      if (hits < Math.min(2, queries.length, listedLength)) continue;
      // A joined pair hit stands for two subject tokens matched as one.
      const subjectLength = queries.length - popcount(mark & joinedMask);
      if (bestNameScore(hits, subjectLength) + MAX_BONUS < threshold) continue;
      found.push(nameId);
    }
    return found;
  }

  private similarTokens(token: NameToken): Set<number> {
    const found = new Set<number>();
    for (const key of tokenKeys(token)) {
      for (const id of this.keys.get(key) ?? []) found.add(id);
    }
    return found;
  }

  private hit(
    subject: ScreeningSubject,
    indexed: IndexedName,
    raw: number,
    weighted: number,
  ): ScreeningHit {
    const entry = this.entries[indexed.entry] as ListEntry;
    const reasons = [
      `name ${raw.toFixed(2)} against ${NAME_KIND_LABEL[indexed.kind]} '${indexed.name}'`,
    ];
    if (NAME_KIND_WEIGHT[indexed.kind] !== 1) {
      reasons.push(`a weak alias counts ${NAME_KIND_WEIGHT[indexed.kind]} of its name score`);
    }
    if (ENTRY_KIND_WEIGHT[entry.kind] !== 1) {
      reasons.push(`a listed ${entry.kind} counts ${ENTRY_KIND_WEIGHT[entry.kind]} for a person`);
    }
    const adjustments = [
      dateOfBirthAdjustment(subject.dateOfBirth, entry.datesOfBirth),
      nationalityAdjustment(subject.nationality, entry.nationalities),
    ].filter((adjustment): adjustment is Adjustment => adjustment !== undefined);
    reasons.push(...adjustments.map((adjustment) => adjustment.reason));
    const adjusted = adjustments.reduce((score, adjustment) => score + adjustment.delta, weighted);
    return {
      source: entry.source,
      ref: entry.ref,
      entryKind: entry.kind,
      primaryName: entry.names[0]?.name ?? indexed.name,
      matchedName: indexed.name,
      matchedNameKind: indexed.kind,
      score: round(Math.min(1, Math.max(0, adjusted))),
      nameScore: round(raw),
      reasons,
    };
  }
}

type MemoisedSimilarity = (subject: NameToken, listed: NameToken) => number;

/** One screening compares the same few subject tokens with the same listed tokens many times. */
function memoised(): MemoisedSimilarity {
  const cache = new Map<NameToken, Map<string, number>>();
  return (subject, listed) => {
    let row = cache.get(subject);
    if (!row) {
      row = new Map();
      cache.set(subject, row);
    }
    const known = row.get(listed.text);
    if (known !== undefined) return known;
    const value = tokenSimilarity(subject, listed);
    row.set(listed.text, value);
    return value;
  };
}

function tokenKeys(token: NameToken): string[] {
  return [
    ...deletionKeys(token.text).map((key) => `d:${key}`),
    ...token.codes.filter((code) => code.length > 1).map((code) => `m:${code}`),
  ];
}

function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
