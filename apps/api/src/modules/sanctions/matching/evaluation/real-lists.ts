import { parseList } from '../../formats';
import { realListFile } from '../../formats/real-list-files';
import { sanctionsSources, type ListEntry } from '../../list-entry';

/**
 * The three real lists as published, read from the shared compliance folder beside the
 * repository (never copied into it). The evaluation and the bench measure against them.
 */
export async function loadRealLists(): Promise<ListEntry[]> {
  const entries: ListEntry[] = [];
  for (const source of sanctionsSources) {
    entries.push(...(await parseList(source, realListFile(source))).entries);
  }
  return entries;
}
