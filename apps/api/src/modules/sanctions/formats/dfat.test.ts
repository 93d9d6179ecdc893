import { describe, expect, it } from 'vitest';
import type { ListEntry } from '../list-entry';
import { parseDfat } from './dfat';
import { countKinds, countNames, realListFile, timed } from './real-list-files';

describe('DFAT consolidated list XLSX, the real list of December 2024', async () => {
  const { result: list, ms } = await timed(() => parseDfat(realListFile('dfat')));
  const entry = (ref: string): ListEntry | undefined => list.entries.find((e) => e.ref === ref);

  it('groups the name rows into entries, quickly', () => {
    console.info(
      `DFAT: ${list.entries.length} entries, ${countNames(list.entries)} names, ${ms.toFixed(0)} ms`,
    );
    expect(countKinds(list.entries)).toEqual({ individual: 2316, entity: 746 });
    expect(countNames(list.entries)).toBeGreaterThanOrEqual(9480);
    expect(countNames(list.entries)).toBeLessThanOrEqual(9530);
    expect(list.entries.every((e) => e.names[0]?.kind === 'primary')).toBe(true);
    expect(ms).toBeLessThan(3000);
    expect(list.version).toMatch(/^2024-11-11 sha256:[0-9a-f]{16}$/);
  });

  it('reads an individual whose aliases are rows 5, 5a, 5b, 5c, 5d and 5e', () => {
    expect(entry('5')).toMatchObject({
      source: 'dfat',
      kind: 'individual',
      names: [
        { name: 'Muhammad Taher Anwari', kind: 'primary' },
        { name: 'Mohammad Taher Anwari', kind: 'aka' },
        { name: 'Muhammad Tahir Anwari', kind: 'aka' },
        { name: 'Haji Mudir', kind: 'aka' },
        { name: 'Mohammad Tahre Anwari', kind: 'aka' },
        { name: 'محمد طاهر أنوري', kind: 'original_script' },
      ],
      datesOfBirth: ['1961'],
      nationalities: ['AF'],
      programs: ['1988 (Taliban)'],
      remarks: expect.stringMatching(
        /^Belongs to Andar tribe\..* Listed by UN 1267 Committee on 25 January 2001/,
      ),
    });
  });

  it('reads free-text date ranges and Excel date cells', () => {
    // "a) Approximately 1955- 1958 b) Approximately 1945-1950"
    expect(entry('2')?.datesOfBirth).toEqual([
      '1955',
      '1956',
      '1957',
      '1958',
      '1945',
      '1946',
      '1947',
      '1948',
      '1949',
      '1950',
    ]);
    expect(entry('147')).toMatchObject({
      names: expect.arrayContaining([{ name: 'Ayman Al-Zawahari', kind: 'aka' }]),
      datesOfBirth: ['1951-06-19'],
      nationalities: ['EG'],
    });
  });

  it('reads an entity with its aliases and former names', () => {
    expect(entry('2943')).toMatchObject({
      kind: 'entity',
      names: [
        { name: 'ADF', kind: 'primary' },
        { name: 'Allied Democratic Forces', kind: 'aka' },
        {
          name: 'Forces Démocratiques Alliées-Armée Nationale de Libération de l’Ouganda',
          kind: 'fka',
        },
        { name: 'ADF/NALU', kind: 'fka' },
        { name: 'NALU', kind: 'fka' },
      ],
      datesOfBirth: [],
      nationalities: [],
      programs: ['1533 (Democratic Republic of the Congo)'],
    });
  });
});
