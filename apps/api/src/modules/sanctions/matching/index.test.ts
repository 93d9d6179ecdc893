import { describe, expect, it } from 'vitest';
import type { ListEntry } from '../list-entry';
import { SanctionsIndex } from './index';
import { nameScore } from './score';
import { normaliseName } from './normalise';

const entry = (overrides: Partial<ListEntry> & Pick<ListEntry, 'ref' | 'names'>): ListEntry => ({
  source: 'ofac',
  kind: 'individual',
  datesOfBirth: [],
  nationalities: [],
  programs: ['SDGT'],
  remarks: '',
  ...overrides,
});

const entries: ListEntry[] = [
  entry({
    ref: '7001',
    names: [
      { name: 'ANWARI, Mohammad Taher', kind: 'primary' },
      { name: 'ANWARI, Mohammad Tahir', kind: 'aka' },
      { name: 'Haji Mudir', kind: 'weak_aka' },
    ],
    datesOfBirth: ['1961'],
    nationalities: ['AF'],
  }),
  entry({
    source: 'un',
    ref: 'QDi.402',
    names: [
      { name: 'ABU BAKAR BA’ASYIR', kind: 'primary' },
      { name: 'Abdus Samad', kind: 'aka' },
    ],
    datesOfBirth: ['1938-08-17'],
    nationalities: ['ID'],
  }),
  entry({
    source: 'dfat',
    ref: '1234',
    names: [{ name: 'KHAN, Mohammad', kind: 'primary' }],
    datesOfBirth: ['1975-01-01'],
    nationalities: ['PK'],
  }),
  entry({ ref: '9000', kind: 'vessel', names: [{ name: 'OCEAN MARIA SANTOS', kind: 'primary' }] }),
  entry({
    ref: '9100',
    kind: 'entity',
    names: [{ name: 'AL-RASHID TRUST', kind: 'primary' }],
  }),
];

const index = new SanctionsIndex(entries);

describe('SanctionsIndex', () => {
  it('finds a listed person typed differently, with the reasons an officer reads', () => {
    const [hit, ...others] = index.screen({
      name: 'Muhammad Tahir Anwari',
      dateOfBirth: '1961-05-04',
      nationality: 'IN',
    });
    expect(others).toEqual([]);
    expect(hit).toMatchObject({
      source: 'ofac',
      ref: '7001',
      entryKind: 'individual',
      primaryName: 'ANWARI, Mohammad Taher',
      matchedName: 'ANWARI, Mohammad Tahir',
      matchedNameKind: 'aka',
    });
    // Muhammad/Mohammad sound alike (at least 0.92); Tahir and Anwari are spelt as listed.
    expect(hit?.nameScore).toBeGreaterThanOrEqual((0.92 + 1 + 1) / 3);
    expect(hit?.reasons).toEqual([
      `name ${hit?.nameScore.toFixed(2)} against alias 'ANWARI, Mohammad Tahir'`,
      'year of birth 1961 matches',
      'nationality differs (IN, listed AF)',
    ]);
    expect(hit?.score).toBeCloseTo((hit?.nameScore ?? 0) + 0.03 - 0.03, 3);
  });

  it('returns at most one hit per entry, its best name', () => {
    const hits = index.screen({ name: 'Mohammad Taher Anwari' });
    expect(hits.map((hit) => hit.ref)).toEqual(['7001']);
    expect(hits[0]?.matchedNameKind).toBe('primary');
  });

  it('finds a name whose words are joined or split differently', () => {
    expect(index.screen({ name: 'Abubakar Baasyir' }).map((hit) => hit.ref)).toEqual(['QDi.402']);
    expect(index.screen({ name: 'Abdussamad' }).map((hit) => hit.ref)).toEqual(['QDi.402']);
  });

  it('lowers a hit whose date of birth is clearly another person’s', () => {
    const [same] = index.screen({ name: 'Mohammad Khan', dateOfBirth: '1975-01-01' });
    const [other] = index.screen(
      { name: 'Mohammad Khan', dateOfBirth: '1995-06-30', nationality: 'BD' },
      { threshold: 0 },
    );
    expect(same?.reasons).toContain('date of birth 1975-01-01 matches');
    expect(other?.score).toBeLessThan(same?.score ?? 0);
    expect(other?.score).toBeCloseTo(1 - 0.08 - 0.03, 3);
  });

  it('counts a weak alias and a vessel for less', () => {
    const [weak] = index.screen({ name: 'Mudir Haji' }, { threshold: 0 });
    expect(weak?.matchedNameKind).toBe('weak_aka');
    expect(weak?.score).toBeLessThan(weak?.nameScore ?? 0);
    const [vessel] = index.screen({ name: 'Maria Santos Ocean' }, { threshold: 0 });
    expect(vessel).toMatchObject({ entryKind: 'vessel', nameScore: 1, score: 0.9 });
    expect(vessel?.reasons).toContain('a listed vessel counts 0.9 for a person');
  });

  it('hits nothing for an unrelated name, a single common token or an empty name', () => {
    expect(index.screen({ name: 'Maria Cristina Reyes' })).toEqual([]);
    expect(index.screen({ name: 'Khan' })).toEqual([]);
    expect(index.screen({ name: 'Mohammad' })).toEqual([]);
    expect(index.screen({ name: ' - ' })).toEqual([]);
  });

  it('finds through its candidate index every name a full scan scores over 0.75', () => {
    const subjects = [
      'Mohamad Taher',
      'Anwari Tahir',
      'Anwrai Tahre',
      'Mohammad Khna',
      'Bakar Baasyir',
      'Abu Bakar',
      'Khan Muhammad',
      'Rashid Trust',
      'Samad Abdus',
    ];
    for (const name of subjects) {
      const subject = normaliseName(name);
      const scanned = entries
        .filter((listed) =>
          listed.names.some(
            (listedName) => nameScore(subject, normaliseName(listedName.name)) >= 0.75,
          ),
        )
        .map((listed) => listed.ref);
      const screened = index.screen({ name }, { threshold: 0.75 }).map((hit) => hit.ref);
      expect(screened.sort(), name).toEqual(scanned.sort());
    }
  });
});
