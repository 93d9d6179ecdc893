import { CsvError, parse, type InfoRecord } from 'csv-parse/sync';
import {
  ListFormatError,
  type ListEntry,
  type ListEntryKind,
  type ListedNameKind,
  type ParsedList,
} from '../list-entry';
import { countryCodes } from './countries';
import { datesInText } from './dates';
import { cleanText, contentHash, NameList, unique } from './entry-parts';

/** SDN.CSV has no header row; these are its columns, in order. */
const COLUMNS = [
  'ent_num',
  'SDN_Name',
  'SDN_Type',
  'Program',
  'Title',
  'Call_Sign',
  'Vess_type',
  'Tonnage',
  'GRT',
  'Vess_flag',
  'Vess_owner',
  'Remarks',
] as const;
type Column = (typeof COLUMNS)[number];
type Row = Record<Column, string> & { kind: ListEntryKind };

const kinds: Partial<Record<string, ListEntryKind>> = {
  '': 'entity',
  individual: 'individual',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

const aliasKinds: Partial<Record<string, ListedNameKind>> = { a: 'aka', n: 'aka', f: 'fka' };

/** "a.k.a. 'BNC'", "f.k.a. 'SAND SWAN'", "weak a.k.a. 'ABU X'"; an unclosed quote is a cut name. */
const alias = /^(weak\s+)?([afn])\.k\.a\.,?\s+(['"])(.+)\3\.?$/i;
const dateOfBirth = /^(?:alt\.\s+)?DOB\s+(.+)$/i;
const nationality = /^(?:alt\.\s+)?(?:nationality|citizen)\s+(.+?)\.?$/i;

/**
 * The US Treasury's OFAC Specially Designated Nationals list in its SDN.CSV form. Aliases,
 * dates of birth and nationalities are only in the free-text Remarks column, as
 * "DOB 1961; nationality Iran; a.k.a. 'BNC'" segments, so they are read from there.
 */
export function parseOfac(file: Uint8Array): ParsedList {
  const text = withoutEndOfFileMark(new TextDecoder('utf-8').decode(file));
  const entries = readRows(text).map(toEntry);
  return { source: 'ofac', version: `sha256:${contentHash(file)}`, entries };
}

function readRows(text: string): Row[] {
  let records: { record: string[]; info: InfoRecord }[];
  try {
    // With `info`, each record comes with its line number (the typings do not model that).
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new ListFormatError(`This is not a readable OFAC SDN CSV file: ${error.message}`);
    }
    throw error;
  }
  return records.map(({ record, info }) => {
    if (record.length !== COLUMNS.length) {
      throw new ListFormatError(
        `This is not an OFAC SDN CSV file: line ${info.lines} has ${record.length} columns, expected ${COLUMNS.length}.`,
      );
    }
    const cells = Object.fromEntries(
      COLUMNS.map((column, i) => [column, emptyMarker(record[i] ?? '')]),
    ) as Record<Column, string>;
    const kind = kinds[cells.SDN_Type];
    if (!/^\d+$/.test(cells.ent_num)) {
      throw new ListFormatError(
        `This is not an OFAC SDN CSV file: line ${info.lines} starts with "${cells.ent_num.slice(0, 20)}", expected an entry number.`,
      );
    }
    if (!kind) {
      throw new ListFormatError(
        `This is not an OFAC SDN CSV file: line ${info.lines} has type "${cells.SDN_Type.slice(0, 20)}", expected individual, vessel, aircraft or -0-.`,
      );
    }
    return { ...cells, kind };
  });
}

/** The file ends with a DOS end-of-file character (0x1A) after the last line. */
function withoutEndOfFileMark(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.endsWith(String.fromCharCode(0x1a)) ? trimmed.slice(0, -1) : text;
}

/** OFAC writes "-0-" (often with a trailing space) for an empty cell. */
function emptyMarker(cell: string): string {
  const trimmed = cell.trim();
  return trimmed === '-0-' ? '' : trimmed;
}

function toEntry(row: Row): ListEntry {
  const names = new NameList();
  names.add(row.SDN_Name, 'primary');
  const datesOfBirth: string[] = [];
  const nationalities: string[] = [];
  for (const segment of remarkSegments(row.Remarks)) {
    const aka = alias.exec(segment);
    if (aka) {
      const [, weak, letter = 'a', , name = ''] = aka;
      names.add(nickname(name), weak ? 'weak_aka' : (aliasKinds[letter.toLowerCase()] ?? 'aka'));
      continue;
    }
    const dob = dateOfBirth.exec(segment);
    if (dob) {
      datesOfBirth.push(...datesInText(dob[1] ?? ''));
      continue;
    }
    const country = nationality.exec(segment);
    if (country) nationalities.push(...countryCodes(country[1] ?? ''));
  }
  return {
    source: 'ofac',
    ref: row.ent_num,
    kind: row.kind,
    names: names.names,
    datesOfBirth: unique(datesOfBirth),
    nationalities: unique(nationalities),
    programs: row.Program ? unique(row.Program.split(/\]\s*\[/).map(cleanText)) : [],
    remarks: remarks(row),
  };
}

/** A nickname is quoted inside the alias quotes: a.k.a. ''FOOPIE''. */
function nickname(name: string): string {
  return /^'.*'$/.test(name) ? name.slice(1, -1) : name;
}

function remarkSegments(remarks: string): string[] {
  return remarks
    .split(/;\s+/)
    .map((segment) => segment.trim())
    .filter(Boolean);
}

/** The Remarks, with the title and vessel particulars the other columns hold. */
function remarks(row: Row): string {
  const particulars: [string, string][] = [
    ['Title', row.Title],
    ['Call sign', row.Call_Sign],
    ['Vessel type', row.Vess_type],
    ['Tonnage', row.Tonnage],
    ['GRT', row.GRT],
    ['Flag', row.Vess_flag],
    ['Owner', row.Vess_owner],
  ];
  return cleanText(
    [
      ...particulars.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}.`),
      row.Remarks,
    ].join(' '),
  );
}
