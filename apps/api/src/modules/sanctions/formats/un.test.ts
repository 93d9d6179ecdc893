import { describe, expect, it } from 'vitest';
import { ListFormatError, type ListEntry } from '../list-entry';
import { countKinds, countNames, realListFile, timed } from './real-list-files';
import { parseUn } from './un';

describe('UN consolidated list XML, the real list of 30 November 2024', async () => {
  const { result: list, ms } = await timed(() => parseUn(realListFile('un')));
  const entry = (ref: string): ListEntry | undefined => list.entries.find((e) => e.ref === ref);

  it('reads every individual and entity, quickly, with the list date as version', () => {
    console.info(
      `UN: ${list.entries.length} entries, ${countNames(list.entries)} names, ${ms.toFixed(0)} ms`,
    );
    expect(countKinds(list.entries)).toEqual({ individual: 686, entity: 193 });
    expect(countNames(list.entries)).toBeGreaterThanOrEqual(3940);
    expect(countNames(list.entries)).toBeLessThanOrEqual(3980);
    expect(ms).toBeLessThan(2000);
    expect(list.version).toBe('2024-11-30T00:00:00.875Z');
  });

  it('reads an individual: good and low aliases, original script, approximate year, nationality', () => {
    expect(entry('TAi.005')).toEqual({
      source: 'un',
      ref: 'TAi.005',
      kind: 'individual',
      names: [
        { name: 'MUHAMMAD TAHER ANWARI', kind: 'primary' },
        { name: 'Mohammad Taher Anwari', kind: 'aka' },
        { name: 'Muhammad Tahir Anwari', kind: 'aka' },
        { name: 'Mohammad Tahre Anwari', kind: 'aka' },
        { name: 'Haji Mudir', kind: 'weak_aka' },
        { name: 'محمد طاهر أنوري', kind: 'original_script' },
      ],
      datesOfBirth: ['1961'],
      nationalities: ['AF'],
      programs: ['Taliban'],
      remarks: expect.stringMatching(
        /^Belongs to Andar tribe\. Review pursuant to Security Council resolution 1822 \(2008\)/,
      ),
    });
  });

  it('gives every year of a BETWEEN date and reads an exact date', () => {
    expect(entry('TAi.023')?.datesOfBirth).toEqual([
      '1963',
      '1964',
      '1965',
      '1966',
      '1967',
      '1968',
    ]);
    expect(entry('KPi.033')).toMatchObject({
      names: [{ name: 'RI WON HO', kind: 'primary' }],
      datesOfBirth: ['1964-07-17'],
      nationalities: ['KP'],
      programs: ['DPRK'],
    });
  });

  it('reads entities with their aliases and original-script name', () => {
    expect(entry('QDe.069')).toMatchObject({
      kind: 'entity',
      names: [
        { name: 'AFGHAN SUPPORT COMMITTEE (ASC)', kind: 'primary' },
        { name: 'Lajnat ul Masa Eidatul Afghania', kind: 'aka' },
        { name: 'Jamiat Ayat-ur-Rhas al Islamiac', kind: 'aka' },
        { name: 'Jamiat Ihya ul Turath al Islamia', kind: 'aka' },
        { name: 'Ahya ul Turas', kind: 'aka' },
      ],
      datesOfBirth: [],
      nationalities: [],
      programs: ['Al-Qaida'],
    });
    expect(entry('QDe.003')?.names.at(-1)).toEqual({
      name: 'الجهاد الاسلامي المصري',
      kind: 'original_script',
    });
  });
});

describe('UN consolidated list structure', () => {
  const xml = (body: string) =>
    new TextEncoder().encode(
      `<?xml version="1.0"?><CONSOLIDATED_LIST dateGenerated="2024-01-01T00:00:00Z">${body}</CONSOLIDATED_LIST>`,
    );

  it('reads f.k.a. aliases and a single individual as well as many', () => {
    const list = parseUn(
      xml(`<INDIVIDUALS><INDIVIDUAL><FIRST_NAME>Jane</FIRST_NAME><SECOND_NAME> Roe </SECOND_NAME>
        <REFERENCE_NUMBER>XXi.001</REFERENCE_NUMBER><UN_LIST_TYPE>Test</UN_LIST_TYPE>
        <INDIVIDUAL_ALIAS><QUALITY>f.k.a.</QUALITY><ALIAS_NAME>Jane  Doe</ALIAS_NAME></INDIVIDUAL_ALIAS>
        <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1970</FROM_YEAR><TO_YEAR>1972</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
        <NATIONALITY><VALUE>Syrian Arab Republic</VALUE><VALUE>former Soviet Union</VALUE></NATIONALITY>
        </INDIVIDUAL></INDIVIDUALS><ENTITIES/>`),
    );
    expect(list.entries).toEqual([
      {
        source: 'un',
        ref: 'XXi.001',
        kind: 'individual',
        names: [
          { name: 'Jane Roe', kind: 'primary' },
          { name: 'Jane Doe', kind: 'fka' },
        ],
        datesOfBirth: ['1970', '1971', '1972'],
        nationalities: ['SY'],
        programs: ['Test'],
        remarks: '',
      },
    ]);
  });

  it('refuses an entry without a reference number and a list without a date', () => {
    expect(() =>
      parseUn(
        xml('<ENTITIES><ENTITY><FIRST_NAME>X</FIRST_NAME><DATAID>7</DATAID></ENTITY></ENTITIES>'),
      ),
    ).toThrow(
      new ListFormatError(
        'This UN consolidated list has an entity without a REFERENCE_NUMBER (DATAID 7).',
      ),
    );
    expect(() =>
      parseUn(new TextEncoder().encode('<CONSOLIDATED_LIST><ENTITIES/></CONSOLIDATED_LIST>')),
    ).toThrow(/no dateGenerated/);
  });
});
