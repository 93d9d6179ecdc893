import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseList } from '../../formats';
import type { ListEntry, SanctionsSource } from '../../list-entry';

/**
 * The three real lists as published, read from the shared compliance folder beside the
 * repository (never copied into it). The evaluation and the bench measure against them.
 */
const LIST_FILES: Record<SanctionsSource, string> = {
  ofac: 'ofac-sdn-2024-05-03.csv',
  un: 'un-consolidated-2024-11-30.xml',
  dfat: 'dfat-consolidated-2024-12.xlsx',
};

/** The repository root: the nearest folder up from here with a package-lock.json. */
function repositoryRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package-lock.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('cannot find the repository root (package-lock.json)');
    folder = parent;
  }
  return folder;
}

export function complianceFolder(): string {
  return resolve(repositoryRoot(), '..', 'shared', 'compliance');
}

export async function loadRealLists(): Promise<ListEntry[]> {
  const folder = complianceFolder();
  const entries: ListEntry[] = [];
  for (const [source, file] of Object.entries(LIST_FILES) as [SanctionsSource, string][]) {
    const path = join(folder, file);
    if (!existsSync(path)) {
      throw new Error(
        `The ${source} list ${path} is missing: the screening evaluation needs the real lists ` +
          'in ../shared/compliance/ beside the repository.',
      );
    }
    entries.push(...(await parseList(source, readFileSync(path))).entries);
  }
  return entries;
}
