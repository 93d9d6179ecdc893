import { createHash } from 'node:crypto';
import type { ListedName, ListedNameKind } from '../list-entry';

/** Collapses the runs of spaces and line breaks the lists leave inside their cells. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Collects an entry's names in the order they are added (primary first), dropping blanks and
 * repeats: a name the list gives twice, even in another case, is one name to match against.
 */
export class NameList {
  readonly #names: ListedName[] = [];
  readonly #seen = new Set<string>();

  add(name: string, kind: ListedNameKind): void {
    const cleaned = cleanText(name);
    const key = cleaned.toLocaleLowerCase();
    if (!cleaned || this.#seen.has(key)) return;
    this.#seen.add(key);
    this.#names.push({ name: cleaned, kind });
  }

  get names(): ListedName[] {
    return [...this.#names];
  }
}

/** A list that states no version of its own is identified by its content. */
export function contentHash(file: Uint8Array): string {
  return createHash('sha256').update(file).digest('hex').slice(0, 16);
}

export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
