import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ListFormatError, type SanctionsSource } from '../list-entry';
import { parseList } from '.';
import { realListFile } from './real-list-files';

const text = (content: string) => new TextEncoder().encode(content);
const expected: Record<SanctionsSource, string> = {
  ofac: 'This is not an OFAC SDN CSV file',
  un: 'This is not a UN consolidated list XML file',
  dfat: 'This is not a DFAT consolidated list XLSX file',
};
const found = {
  ofac: 'it is a text file.',
  un: 'it is an XML document.',
  dfat: 'it is a ZIP archive or spreadsheet (XLSX).',
};
const sources = ['ofac', 'un', 'dfat'] as const;

async function failure(source: SanctionsSource, file: Uint8Array): Promise<string> {
  const error: unknown = await parseList(source, file).then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ListFormatError);
  return (error as ListFormatError).message;
}

describe('parseList', () => {
  it.each(sources)('parses the real %s list', async (source) => {
    const list = await parseList(source, realListFile(source));
    expect(list.source).toBe(source);
    expect(list.entries.length).toBeGreaterThan(800);
  });

  describe.each(sources)('given as %s', (source) => {
    it.each(sources.filter((other) => other !== source))(
      'refuses the real %s list, naming both formats',
      async (other) => {
        expect(await failure(source, realListFile(other))).toBe(
          `${expected[source]}: ${found[other]}`,
        );
      },
    );

    it('refuses an empty file, random bytes and a PDF', async () => {
      expect(await failure(source, new Uint8Array())).toBe(
        `${expected[source]}: it is an empty file.`,
      );
      expect(await failure(source, randomBytes(4096))).toBe(
        `${expected[source]}: it is binary data.`,
      );
      expect(await failure(source, text('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toBe(
        `${expected[source]}: it is a PDF document.`,
      );
    });
  });

  it('refuses truncated files', async () => {
    const cut = (source: SanctionsSource) => {
      const file = realListFile(source);
      return file.subarray(0, Math.floor(file.length / 3));
    };
    expect(await failure('ofac', cut('ofac'))).toMatch(
      /^This is not (an|a readable) OFAC SDN CSV file: .*(line \d+ has \d+ columns, expected 12|Quote Not Closed)/,
    );
    expect(await failure('un', cut('un'))).toMatch(
      /^This is not a readable UN consolidated list: the XML ends with <CONSOLIDATED_LIST>, <INDIVIDUALS>.* still open, so the file looks truncated\.$/,
    );
    expect(await failure('dfat', cut('dfat'))).toMatch(
      /^This is not a readable DFAT consolidated list spreadsheet: /,
    );
  });

  it('refuses a CSV with the wrong column count or a header row', async () => {
    expect(await failure('ofac', text('36,"AEROCARIBBEAN AIRLINES",-0- \r\n'))).toBe(
      'This is not an OFAC SDN CSV file: line 1 has 3 columns, expected 12.',
    );
    const header =
      'ent_num,SDN_Name,SDN_Type,Program,Title,Call_Sign,Vess_type,Tonnage,GRT,Vess_flag,Vess_owner,Remarks';
    expect(await failure('ofac', text(`${header}\r\n`))).toBe(
      'This is not an OFAC SDN CSV file: line 1 starts with "ent_num", expected an entry number.',
    );
  });

  it('refuses XML with a different root', async () => {
    expect(await failure('un', text('<?xml version="1.0"?><rss><channel/></rss>'))).toBe(
      'This is not a UN consolidated list: the XML root is <rss>, expected <CONSOLIDATED_LIST>.',
    );
  });

  it('refuses a list that lists no one', async () => {
    const emptyUn =
      '<CONSOLIDATED_LIST dateGenerated="2024-01-01"><INDIVIDUALS/><ENTITIES/></CONSOLIDATED_LIST>';
    expect(await failure('un', text(emptyUn))).toBe(
      'This file has the layout of a UN consolidated list XML file but lists no one.',
    );
    expect(await failure('ofac', text('\x1a'))).toBe(
      'This file has the layout of an OFAC SDN CSV file but lists no one.',
    );
  });
});
