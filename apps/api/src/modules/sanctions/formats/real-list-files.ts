import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListEntry, SanctionsSource } from '../list-entry';

/**
 * For the tests: the real published lists, read from ../shared/compliance beside the
 * repository. They are never copied into it.
 */
const files: Record<SanctionsSource, string> = {
  ofac: 'ofac-sdn-2024-05-03.csv',
  un: 'un-consolidated-2024-11-30.xml',
  dfat: 'dfat-consolidated-2024-12.xlsx',
};

function repositoryRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package-lock.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Cannot find the repository root (package-lock.json).');
    folder = parent;
  }
  return folder;
}

export function realListFile(source: SanctionsSource): Uint8Array {
  const path = resolve(repositoryRoot(), '..', 'shared', 'compliance', files[source]);
  if (!existsSync(path)) {
    throw new Error(`The real ${source} list is missing: expected it at ${path}.`);
  }
  return readFileSync(path);
}

/** Parses a file and says how long it took, for the tests that keep parsing fast. */
export async function timed<T>(parse: () => T | Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await parse();
  return { result, ms: performance.now() - start };
}

export function countNames(entries: ListEntry[]): number {
  return entries.reduce((count, entry) => count + entry.names.length, 0);
}

export function countKinds(entries: ListEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind } of entries) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}
