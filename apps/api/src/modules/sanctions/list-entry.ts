/**
 * One listed person or organisation, as Homeward keeps it whatever list it came from. The list
 * formats (OFAC CSV, UN XML, DFAT XLSX) are parsed into this shape; the matcher and the database
 * only ever see this shape.
 */
export { sanctionsSources } from '@homeward/contract';
import type { SanctionsSourceName } from '@homeward/contract';

export type SanctionsSource = SanctionsSourceName;

export type ListedNameKind =
  /** The entry's main name. */
  | 'primary'
  /** Also known as (a strong alias). */
  | 'aka'
  /** Formerly known as. */
  | 'fka'
  /** A weak or low-quality alias (OFAC "weak a.k.a.", UN quality "Low"). */
  | 'weak_aka'
  /** The name in its original script (Arabic, Cyrillic, Chinese…). */
  | 'original_script';

export interface ListedName {
  name: string;
  kind: ListedNameKind;
}

export type ListEntryKind = 'individual' | 'entity' | 'vessel' | 'aircraft';

export interface ListEntry {
  source: SanctionsSource;
  /** The list's own identifier for the entry (OFAC ent_num, UN reference number, DFAT reference). */
  ref: string;
  kind: ListEntryKind;
  /** names[0] is the primary name; then aliases and original-script names, without duplicates. */
  names: ListedName[];
  /** As precise as the list gives them: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  datesOfBirth: string[];
  /** ISO 3166-1 alpha-2 codes where the list's wording is recognised (citizenship, nationality). */
  nationalities: string[];
  /** The sanctions programmes or regimes that list it (OFAC programme, UN list type, DFAT regime). */
  programs: string[];
  /** Free text the list adds (for the officer reading a hit), trimmed; may be empty. */
  remarks: string;
}

/** A list file, parsed: its version as the publisher states it, and its entries. */
export interface ParsedList {
  source: SanctionsSource;
  /** The publisher's version or date (UN dateGenerated, DFAT/OFAC date), else a content hash. */
  version: string;
  entries: ListEntry[];
}

/** A file that is not a readable list of the expected format; the message says what is wrong. */
export class ListFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListFormatError';
  }
}
