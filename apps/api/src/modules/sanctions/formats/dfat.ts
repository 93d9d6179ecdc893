import { readSheet, type Row } from 'read-excel-file/node';
import {
  ListFormatError,
  type ListEntry,
  type ListedNameKind,
  type ParsedList,
} from '../list-entry';
import { countryCodes } from './countries';
import { datesInText, ymd } from './dates';
import { cleanText, contentHash, NameList, unique } from './entry-parts';

/** The header cells the parser reads; the sheet has others (Address, Place of Birth…). */
const HEADERS = {
  reference: 'Reference',
  name: 'Name of Individual or Entity',
  type: 'Type',
  nameType: 'Name Type',
  dateOfBirth: 'Date of Birth',
  citizenship: 'Citizenship',
  additionalInformation: 'Additional Information',
  listingInformation: 'Listing Information',
  committees: 'Committees',
  controlDate: 'Control Date',
} as const;
type Field = keyof typeof HEADERS;
type Columns = Record<Field, number>;

/** A cell as read: text, number, boolean or Date (the library's typings say DateConstructor). */
type Cell = unknown;

const nameKinds: Record<string, ListedNameKind> = {
  'primary name': 'primary',
  aka: 'aka',
  'original script': 'original_script',
  'formerly known as': 'fka',
  'previously listed as': 'fka',
};

/**
 * Australia's DFAT consolidated list, as the XLSX it publishes. Each name is a row: "12" is the
 * primary name, "12a", "12b"… its aliases and original-script names, repeating the details.
 */
export async function parseDfat(file: Uint8Array): Promise<ParsedList> {
  let rows: Row[];
  try {
    rows = await readSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ListFormatError(
      `This is not a readable DFAT consolidated list spreadsheet: ${reason}`,
    );
  }
  const [header = [], ...body] = rows;
  const columns = locateColumns(header);
  const groups = new Map<string, [Row, ...Row[]]>();
  body.forEach((row, index) => {
    const reference = cellText(row[columns.reference]);
    if (!reference) return;
    const base = /^\d+/.exec(reference)?.[0];
    if (!base) {
      throw new ListFormatError(
        `This DFAT consolidated list has a reference "${reference.slice(0, 20)}" on row ${index + 2}, expected a number such as 12 or 12a.`,
      );
    }
    const group = groups.get(base);
    if (group) group.push(row);
    else groups.set(base, [row]);
  });
  const entries = [...groups].map(([ref, group]) => toEntry(ref, group, columns));
  return { source: 'dfat', version: version(body, columns, file), entries };
}

function locateColumns(header: Row): Columns {
  const titles = header.map((cell) => cleanText(cellText(cell)).toLowerCase());
  const entries = Object.entries(HEADERS).map(([field, title]) => {
    const index = titles.indexOf(title.toLowerCase());
    if (index < 0) {
      const found = titles.filter(Boolean).slice(0, 4).join(', ') || 'nothing';
      throw new ListFormatError(
        `This is not a DFAT consolidated list: its first row has no "${title}" column (found ${found}).`,
      );
    }
    return [field, index];
  });
  return Object.fromEntries(entries) as Columns;
}

function toEntry(ref: string, group: [Row, ...Row[]], columns: Columns): ListEntry {
  const rowKind = (row: Row) => nameKinds[cleanText(cellText(row[columns.nameType])).toLowerCase()];
  const primary = group.find((row) => rowKind(row) === 'primary') ?? group[0];
  const names = new NameList();
  names.add(cellText(primary[columns.name]), 'primary');
  for (const row of group) {
    if (row === primary) continue;
    // An unknown name type, or a second "primary" name, is still one of the entry's names.
    const kind = rowKind(row);
    names.add(cellText(row[columns.name]), kind && kind !== 'primary' ? kind : 'aka');
  }
  const type = cellText(primary[columns.type]).toLowerCase();
  if (type !== 'individual' && type !== 'entity') {
    throw new ListFormatError(
      `This DFAT consolidated list gives reference ${ref} the type "${type.slice(0, 20)}", expected Individual or Entity.`,
    );
  }
  return {
    source: 'dfat',
    ref,
    kind: type,
    names: names.names,
    datesOfBirth: unique(group.flatMap((row) => datesOfBirth(row[columns.dateOfBirth]))),
    nationalities: unique(group.flatMap((row) => countryCodes(cellText(row[columns.citizenship])))),
    programs: unique(
      group.map((row) => cleanText(cellText(row[columns.committees]))).filter(Boolean),
    ),
    remarks: cleanText(
      [primary[columns.additionalInformation], primary[columns.listingInformation]]
        .map(cellText)
        .join(' '),
    ),
  };
}

/** A date cell, a bare year typed as a number, or free text ("a) 1955 b) circa 1958"). */
function datesOfBirth(cell: Cell): string[] {
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return [ymd(iso.slice(0, 4), Number(iso.slice(5, 7)), iso.slice(8, 10))].filter(
      (date): date is string => date !== undefined,
    );
  }
  return datesInText(cellText(cell));
}

/** DFAT states no version; its latest control date, with the content hash to tell files apart. */
function version(body: Row[], columns: Columns, file: Uint8Array): string {
  const controlDates = body
    .map((row): Cell => row[columns.controlDate])
    .filter((cell): cell is Date => cell instanceof Date);
  const latest = controlDates.reduce<Date | undefined>(
    (max, date) => (!max || date > max ? date : max),
    undefined,
  );
  const hash = `sha256:${contentHash(file)}`;
  return latest ? `${latest.toISOString().slice(0, 10)} ${hash}` : hash;
}

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}
