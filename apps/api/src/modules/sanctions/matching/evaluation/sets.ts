import type { ListEntry, SanctionsSource } from '../../list-entry';
import type { ScreeningSubject } from '../index';
import { normaliseName } from '../normalise';
import { corridorNames } from './corridor-names';
import { sample, seededRandom, type Random } from './random';
import { asTyped, vary, variationKinds, type VariationKind } from './variations';

/**
 * The labelled evaluation sets. Positives: listed individuals, sampled with a fixed seed evenly
 * across the lists, each typed with one realistic variation and labelled with the entry it must
 * hit. Negatives: common names of Homeward's corridor countries, which must hit nothing.
 */
export const EVALUATION_SEED = 20241130;

export interface PositiveCase {
  subject: ScreeningSubject;
  expected: { source: SanctionsSource; ref: string };
  /** One variation, or two ("alias+typo_omission") for one case in three. */
  variation: string;
  /** The listed name the variation started from. */
  listedName: string;
}

export interface NegativeCase {
  subject: ScreeningSubject;
}

const FULL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date of birth the listed person would give: the listed date, or a day in the listed year. */
function dateOfBirthFor(entry: ListEntry, random: Random): string | undefined {
  const full = entry.datesOfBirth.find((date) => FULL_DATE.test(date));
  if (full) return full;
  const partial = entry.datesOfBirth.find((date) => /^\d{4}/.test(date));
  if (!partial) return undefined;
  const month = partial.length >= 7 ? partial.slice(5, 7) : pad(1 + random.below(12));
  return `${partial.slice(0, 4)}-${month}-${pad(1 + random.below(28))}`;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Individuals whose primary name has at least two significant tokens: a full name to vary. */
function screenable(entry: ListEntry): boolean {
  const primary = entry.names[0];
  return (
    entry.kind === 'individual' &&
    primary !== undefined &&
    normaliseName(primary.name).tokens.length >= 2 &&
    /^[\p{Script=Latin}\s,.'-]+$/u.test(primary.name)
  );
}

function strongAlias(entry: ListEntry): string | undefined {
  return entry.names.find(
    (name, index) =>
      index > 0 &&
      (name.kind === 'aka' || name.kind === 'fka') &&
      normaliseName(name.name).tokens.length >= 2,
  )?.name;
}

/**
 * `perSource` individuals from each list; the variation kinds taken in turn so that each is
 * equally represented, falling to the next kind when one does not apply to the name. Half the
 * cases give the person's listed date of birth and nationality, half give the name alone.
 */
export function positiveCases(entries: readonly ListEntry[], perSource = 120): PositiveCase[] {
  const random = seededRandom(EVALUATION_SEED);
  const sources = [...new Set(entries.map((entry) => entry.source))].sort();
  const cases: PositiveCase[] = [];
  for (const source of sources) {
    const pool = entries.filter((entry) => entry.source === source && screenable(entry));
    for (const entry of sample(pool, perSource, random)) {
      const made = makeCase(entry, cases.length, random);
      if (made) cases.push(made);
    }
  }
  return cases;
}

function makeCase(entry: ListEntry, turn: number, random: Random): PositiveCase | undefined {
  const primary = (entry.names[0] as { name: string }).name;
  for (let offset = 0; offset < variationKinds.length; offset += 1) {
    const variation = variationKinds[(turn + offset) % variationKinds.length] as VariationKind;
    const listedName = variation === 'alias' ? strongAlias(entry) : primary;
    if (listedName === undefined) continue;
    const typed = asTyped(listedName);
    const once = variation === 'alias' ? typed : vary(variation, typed, random);
    if (once === undefined) continue;
    // Customers make more than one departure at a time: one case in three gets a second one.
    const second = turn % 3 === 2 ? secondVariation(variation, once, random) : undefined;
    const name = second?.name ?? once;
    const withDetails = turn % 2 === 0;
    const dateOfBirth = withDetails ? dateOfBirthFor(entry, random) : undefined;
    const nationality = withDetails ? entry.nationalities[0] : undefined;
    return {
      subject: {
        name,
        ...(dateOfBirth ? { dateOfBirth } : {}),
        ...(nationality ? { nationality } : {}),
      },
      expected: { source: entry.source, ref: entry.ref },
      variation: second ? `${variation}+${second.kind}` : variation,
      listedName,
    };
  }
  return undefined;
}

function secondVariation(
  first: VariationKind,
  name: string,
  random: Random,
): { kind: VariationKind; name: string } | undefined {
  const kinds = variationKinds.filter(
    (kind): kind is Exclude<VariationKind, 'alias'> => kind !== 'alias' && kind !== first,
  );
  const kind = random.pick(kinds);
  const varied = vary(kind, name, random);
  return varied === undefined ? undefined : { kind, name: varied };
}

/**
 * `perCountry` distinct names per corridor country: a given name and a surname, a second given
 * name one time in four, a date of birth between 1950 and 2005 and the country as nationality.
 */
export function negativeCases(perCountry = 250): NegativeCase[] {
  const random = seededRandom(EVALUATION_SEED + 1);
  const cases: NegativeCase[] = [];
  for (const { country, givenNames, surnames } of corridorNames) {
    const seen = new Set<string>();
    for (let attempt = 0; seen.size < perCountry && attempt < perCountry * 20; attempt += 1) {
      const given = [random.pick(givenNames)];
      if (random.next() < 0.25) given.push(random.pick(givenNames));
      const name = [...new Set(given), random.pick(surnames)].join(' ');
      if (seen.has(name)) continue;
      seen.add(name);
      const dateOfBirth = `${1950 + random.below(56)}-${pad(1 + random.below(12))}-${pad(1 + random.below(28))}`;
      cases.push({ subject: { name, dateOfBirth, nationality: country } });
    }
  }
  return cases;
}
