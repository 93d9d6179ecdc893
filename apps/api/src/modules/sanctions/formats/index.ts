import { ListFormatError, type ParsedList, type SanctionsSource } from '../list-entry';

/** Each source's file format, as contentKind tells it, and how to name it in a message. */
const expected: Record<SanctionsSource, { format: ContentKind; name: string }> = {
  ofac: { format: 'text', name: 'an OFAC SDN CSV file' },
  un: { format: 'xml', name: 'a UN consolidated list XML file' },
  dfat: { format: 'zip', name: 'a DFAT consolidated list XLSX file' },
};

type ContentKind = 'empty' | 'zip' | 'pdf' | 'xml' | 'text' | 'binary';

const contentNames: Record<ContentKind, string> = {
  empty: 'an empty file',
  zip: 'a ZIP archive or spreadsheet (XLSX)',
  pdf: 'a PDF document',
  xml: 'an XML document',
  text: 'a text file',
  binary: 'binary data',
};

/**
 * Parses a sanctions list file of the given source. A file of another format, an empty,
 * truncated or malformed file, or one with no entries, throws ListFormatError saying what was
 * expected and what was found, so the officer uploading it knows what went wrong.
 */
export async function parseList(source: SanctionsSource, file: Uint8Array): Promise<ParsedList> {
  const kind = contentKind(file);
  const { format, name } = expected[source];
  if (kind !== format) {
    throw new ListFormatError(`This is not ${name}: it is ${contentNames[kind]}.`);
  }
  const parse = await parsers[source]();
  const list = await parse(file);
  if (list.entries.length === 0) {
    throw new ListFormatError(`This file has the layout of ${name} but lists no one.`);
  }
  return list;
}

type Parser = (file: Uint8Array) => ParsedList | Promise<ParsedList>;

/**
 * Each format's reader, loaded with its spreadsheet, CSV or XML package when a list of that
 * source is first read (at an import, not at every start: docs/performance.md).
 */
const parsers: Record<SanctionsSource, () => Promise<Parser>> = {
  ofac: async () => (await import('./ofac')).parseOfac,
  un: async () => (await import('./un')).parseUn,
  dfat: async () => (await import('./dfat')).parseDfat,
};

/** What a file is, from its first bytes: enough to tell the three list formats apart. */
export function contentKind(file: Uint8Array): ContentKind {
  if (file.length === 0) return 'empty';
  // latin1 maps every byte to one character, so signatures compare byte for byte.
  const head = new TextDecoder('latin1').decode(file.subarray(0, 512));
  if (head.startsWith('PK\x03\x04')) return 'zip';
  if (head.startsWith('%PDF')) return 'pdf';
  const utf8ByteOrderMark = '\xef\xbb\xbf';
  if (head.replace(utf8ByteOrderMark, '').trimStart().startsWith('<')) return 'xml';
  return isText(file.subarray(0, 4096)) ? 'text' : 'binary';
}

/** Control characters that never occur in a text file (tab, line breaks and 0x1A do). */
const textControls = new Set([0x09, 0x0a, 0x0d, 0x1a]);

/** Valid UTF-8 (a character cut at the sample's end is fine) without stray control characters. */
function isText(sample: Uint8Array): boolean {
  if (sample.some((byte) => (byte < 0x20 && !textControls.has(byte)) || byte === 0x7f)) {
    return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}
