import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  ListFormatError,
  type ListEntry,
  type ListedNameKind,
  type ParsedList,
} from '../list-entry';
import { countryCodes } from './countries';
import { datesInText, yearRange, ymd } from './dates';
import { cleanText, NameList, unique } from './entry-parts';

/** An element as fast-xml-parser gives it: text, or child elements by tag name. */
type Node = string | { [tag: string]: Node | Node[] | undefined };

/** Elements that may repeat, so always read as arrays even when there is one. */
const repeated = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'VALUE',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (tagName) => repeated.has(tagName),
});

const aliasQualities: Record<string, ListedNameKind> = {
  good: 'aka',
  'a.k.a.': 'aka',
  low: 'weak_aka',
  'f.k.a.': 'fka',
};

/** The UN Security Council consolidated list, in its XML form. */
export function parseUn(file: Uint8Array): ParsedList {
  const text = new TextDecoder('utf-8').decode(file);
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    throw new ListFormatError(
      `This is not a readable UN consolidated list: ${xmlProblem(validation.err)}`,
    );
  }
  const document = parser.parse(text) as Record<string, Node>;
  const root = document.CONSOLIDATED_LIST;
  if (typeof root !== 'object') {
    const found = Object.keys(document).find((tag) => !tag.startsWith('?')) ?? 'none';
    throw new ListFormatError(
      `This is not a UN consolidated list: the XML root is <${found}>, expected <CONSOLIDATED_LIST>.`,
    );
  }
  const version = text0(root['@dateGenerated']);
  if (!version) {
    throw new ListFormatError(
      'This UN consolidated list has no dateGenerated attribute on its root.',
    );
  }
  const entries = [
    ...children(child(root, 'INDIVIDUALS'), 'INDIVIDUAL').map((node) =>
      toEntry(node, 'individual'),
    ),
    ...children(child(root, 'ENTITIES'), 'ENTITY').map((node) => toEntry(node, 'entity')),
  ];
  return { source: 'un', version, entries };
}

function toEntry(node: Node, kind: 'individual' | 'entity'): ListEntry {
  const ref = text0(child(node, 'REFERENCE_NUMBER'));
  if (!ref) {
    throw new ListFormatError(
      `This UN consolidated list has an ${kind} without a REFERENCE_NUMBER (DATAID ${text0(child(node, 'DATAID')) || 'unknown'}).`,
    );
  }
  const names = new NameList();
  names.add(
    ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
      .map((tag) => text0(child(node, tag)))
      .join(' '),
    'primary',
  );
  const aliasTag = kind === 'individual' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS';
  for (const aliasNode of children(node, aliasTag)) {
    const quality = text0(child(aliasNode, 'QUALITY')).toLowerCase();
    names.add(text0(child(aliasNode, 'ALIAS_NAME')), aliasQualities[quality] ?? 'aka');
  }
  names.add(text0(child(node, 'NAME_ORIGINAL_SCRIPT')), 'original_script');
  return {
    source: 'un',
    ref,
    kind,
    names: names.names,
    datesOfBirth: unique(children(node, 'INDIVIDUAL_DATE_OF_BIRTH').flatMap(datesOfBirth)),
    nationalities: unique(
      children(child(node, 'NATIONALITY'), 'VALUE').flatMap((value) => countryCodes(text0(value))),
    ),
    programs: unique([text0(child(node, 'UN_LIST_TYPE'))].filter(Boolean)),
    remarks: cleanText(text0(child(node, 'COMMENTS1'))),
  };
}

/** EXACT and APPROXIMATELY give a DATE or a YEAR; BETWEEN gives FROM_YEAR and TO_YEAR. */
function datesOfBirth(node: Node): string[] {
  const date = text0(child(node, 'DATE'));
  const year = text0(child(node, 'YEAR'));
  const from = Number(text0(child(node, 'FROM_YEAR')));
  const to = Number(text0(child(node, 'TO_YEAR')));
  const dates: string[] = [];
  if (date) {
    const [y = '', m = '', d = ''] = date.split('-');
    const exact = ymd(y, Number(m), d);
    dates.push(...(exact ? [exact] : datesInText(date)));
  }
  if (year) dates.push(...datesInText(year));
  if (from && to) dates.push(...(yearRange(from, to) ?? [String(from), String(to)]));
  return dates;
}

/** The validator reports a cut-off file as "Invalid '[ "A", "B" ]' found": say it plainly. */
function xmlProblem(error: { code: string; msg: string; line: number }): string {
  const unclosed = [...error.msg.matchAll(/"([^"]+)"/g)].map(([, tag]) => `<${tag ?? ''}>`);
  if (error.code === 'InvalidXml' && error.msg.startsWith("Invalid '[") && unclosed.length) {
    return `the XML ends with ${unclosed.join(', ')} still open, so the file looks truncated.`;
  }
  return `the XML is malformed at line ${error.line} (${error.msg}).`;
}

function child(node: Node | undefined, tag: string): Node | undefined {
  if (typeof node !== 'object') return undefined;
  const value = node[tag];
  return Array.isArray(value) ? value[0] : value;
}

function children(node: Node | undefined, tag: string): Node[] {
  if (typeof node !== 'object') return [];
  const value = node[tag];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** An element's text; empty for an absent or empty element. */
function text0(node: Node | Node[] | undefined): string {
  return typeof node === 'string' ? node.trim() : '';
}
