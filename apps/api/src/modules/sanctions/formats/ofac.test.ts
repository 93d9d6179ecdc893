import { describe, expect, it } from 'vitest';
import type { ListEntry } from '../list-entry';
import { parseOfac } from './ofac';
import { countKinds, countNames, realListFile, timed } from './real-list-files';

const csvLine = (...cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');

describe('OFAC SDN CSV, the real list of 3 May 2024', async () => {
  const { result: list, ms } = await timed(() => parseOfac(realListFile('ofac')));
  const entry = (ref: string): ListEntry | undefined => list.entries.find((e) => e.ref === ref);

  it('reads every line, quickly', () => {
    console.info(
      `OFAC: ${list.entries.length} entries, ${countNames(list.entries)} names, ${ms.toFixed(0)} ms`,
    );
    expect(list.entries).toHaveLength(14_965);
    expect(countKinds(list.entries)).toEqual({
      entity: 6884,
      individual: 6854,
      vessel: 851,
      aircraft: 376,
    });
    expect(countNames(list.entries)).toBeGreaterThanOrEqual(18_600);
    expect(countNames(list.entries)).toBeLessThanOrEqual(18_650);
    expect(ms).toBeLessThan(2000);
    expect(list.version).toMatch(/^sha256:[0-9a-f]{16}$/);
  });

  it('reads an individual: aliases, nicknames, dates of birth and citizenship from Remarks', () => {
    expect(entry('6925')).toMatchObject({
      source: 'ofac',
      kind: 'individual',
      names: [
        { name: 'GHAILANI, Ahmed Khalfan', kind: 'primary' },
        { name: 'AHMED, A.', kind: 'aka' },
        { name: 'KHABAR, Abu', kind: 'aka' },
        { name: 'BAKR, Abu', kind: 'aka' },
        { name: 'FOOPIE', kind: 'aka' },
        { name: 'FUPI', kind: 'aka' },
        { name: 'AHMED THE TANZANIAN', kind: 'aka' },
      ],
      datesOfBirth: ['1974-03-14', '1974-04-13', '1974-04-14', '1970-08-01'],
      nationalities: ['TZ'],
      programs: ['SDGT'],
    });
  });

  it('gives every year of a range and each of several programmes', () => {
    expect(entry('12057')).toMatchObject({
      names: [{ name: 'NAQDI, Mohammad Reza', kind: 'primary' }],
      datesOfBirth: ['1951', '1952', '1953', '1960', '1961', '1962', '1961-04'],
      nationalities: ['IR'],
      programs: ['SDGT', 'NPWMD', 'IRGC', 'IFSR', 'IRAN-HR', 'IRAN-EO13876'],
    });
    expect(entry('7782')?.datesOfBirth).toEqual(['1951']); // "DOB circa 1951"
  });

  it('reads an entity, a vessel with its former names and an aircraft', () => {
    expect(entry('306')).toEqual({
      source: 'ofac',
      ref: '306',
      kind: 'entity',
      names: [
        { name: 'BANCO NACIONAL DE CUBA', kind: 'primary' },
        { name: 'BNC', kind: 'aka' },
      ],
      datesOfBirth: [],
      nationalities: [],
      programs: ['CUBA'],
      remarks: "a.k.a. 'BNC'.",
    });
    expect(entry('4243')).toMatchObject({
      kind: 'vessel',
      names: [
        { name: 'EBANO', kind: 'primary' },
        { name: 'ANA I', kind: 'fka' },
        { name: 'SAND SWAN', kind: 'fka' },
      ],
      remarks: expect.stringMatching(/^Vessel type: General Cargo\. .*Flag: Panama\./),
    });
    expect(entry('15431')).toMatchObject({ kind: 'aircraft', names: [{ name: 'EP-GOM' }] });
  });

  it('drops an alias that the 1,000-character Remarks column cut off', () => {
    const lazarus = list.entries.find((e) => e.names[0]?.name === 'LAZARUS GROUP');
    expect(lazarus?.remarks).toMatch(/a\.k\.a\. 'WHOIS HACKIN$/);
    expect(lazarus?.names.map((n) => n.name)).not.toContain('WHOIS HACKIN');
  });
});

describe('OFAC Remarks conventions', () => {
  const parseLine = (remarks: string) =>
    parseOfac(
      new TextEncoder().encode(
        `${csvLine('1', 'DOE, John', 'individual', 'SDGT', '-0-', '-0-', '-0-', '-0-', '-0-', '-0-', '-0-', remarks)}\r\n\x1a`,
      ),
    ).entries[0];

  it('reads weak aliases, "alt." dates and citizenship, and keeps unknown wording in remarks', () => {
    const remarks =
      "DOB 01 Jan 1960 to 31 Dec 1962; alt. DOB Mar 1958; nationality Narnia; alt. citizen Korea, North; weak a.k.a. 'JD'; a.k.a. 'DOE, J.'; n.k.a. 'ROE, Richard'.";
    expect(parseLine(remarks)).toEqual({
      source: 'ofac',
      ref: '1',
      kind: 'individual',
      names: [
        { name: 'DOE, John', kind: 'primary' },
        { name: 'JD', kind: 'weak_aka' },
        { name: 'DOE, J.', kind: 'aka' },
        { name: 'ROE, Richard', kind: 'aka' },
      ],
      datesOfBirth: ['1960', '1961', '1962', '1958-03'],
      nationalities: ['KP'],
      programs: ['SDGT'],
      remarks,
    });
  });
});
