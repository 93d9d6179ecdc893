import { createHash } from 'node:crypto';
import type { SanctionsList } from '@homeward/contract';
import { sanctionsListTitles } from '@homeward/contract';
import type { Database } from '../../db/client';
import { ValidationFailed } from '../../lib/domain-errors';
import type { JobQueue } from '../jobs/queue';
import { parseList } from './formats';
import {
  ListFormatError,
  sanctionsSources,
  type ListEntry,
  type SanctionsSource,
} from './list-entry';
import { SanctionsIndex } from './matching';
import { sanctionsRepository, type EntryRow, type ImportRow } from './repository';
import { callService } from '../../lib/outgoing';

export const RESCREEN_JOB = 'sanctions.rescreen';

/** The lists in force, ready to screen against. */
export interface LoadedLists {
  index: SanctionsIndex;
  /** Entries by `${source}:${ref}`: what a hit shows the officer, and its fingerprint. */
  entries: Map<string, EntryRow>;
  /** The import in force per source: recorded with every screening. */
  versions: Partial<Record<SanctionsSource, string>>;
}

export const entryKey = (source: string, ref: string) => `${source}:${ref}`;

/** What screening reads of an entry; a clearance holds only while this is unchanged. */
export function entryFingerprint(
  entry: Pick<ListEntry, 'names' | 'datesOfBirth' | 'nationalities'>,
) {
  const read = {
    names: entry.names.map((name) => name.name),
    datesOfBirth: entry.datesOfBirth,
    nationalities: entry.nationalities,
  };
  return createHash('sha256').update(JSON.stringify(read)).digest('hex');
}

const toEntry = (row: EntryRow): ListEntry => ({
  source: row.source as SanctionsSource,
  ref: row.ref,
  kind: row.kind as ListEntry['kind'],
  names: row.names as ListEntry['names'],
  datesOfBirth: row.datesOfBirth,
  nationalities: row.nationalities,
  programs: row.programs,
  remarks: row.remarks,
});

/** How long a node screens with the index it has before asking whether a list changed. */
const FRESH_FOR_MS = 30_000;
/** A list file larger than this is not a sanctions list (the OFAC CSV is about 4 MB). */
export const MAX_LIST_BYTES = 100 * 1024 * 1024;

export interface ListSettings {
  maxShrinkPercent: number;
}

/**
 * The sanctions lists: importing them (a file, or an address to fetch), what is in force, and
 * the in-memory index screening uses. An import that fails, or that shrinks a list by more than
 * the configured share, is recorded as rejected, raises an alert, and leaves the list in force.
 * A new list in force asks for every customer and recipient to be screened again (a job).
 */
export function sanctionsLists(deps: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  settings: ListSettings;
  alert: (message: string, details: Record<string, unknown>) => void;
  fetchList?: (url: string) => Promise<Uint8Array>;
}) {
  const read = sanctionsRepository(deps.db);
  let cache: { ids: string; loaded: Promise<LoadedLists>; checkedAt: number } | undefined;

  async function build(db: Database, ids: string[]): Promise<LoadedLists> {
    const lists = sanctionsRepository(db);
    const rows = await lists.entries(ids);
    const active = await lists.active();
    return {
      index: new SanctionsIndex(rows.map(toEntry)),
      entries: new Map(rows.map((row) => [entryKey(row.source, row.ref), row])),
      versions: Object.fromEntries(active.map((row) => [row.source, row.id])),
    };
  }

  async function reject(
    source: SanctionsSource,
    details: { sha256: string; origin: string; importedBy: string; error: string },
  ): Promise<never> {
    await read.insertImport({ source, status: 'rejected', ...details });
    deps.alert(`sanctions list import refused: ${source}`, { source, ...details });
    throw new ValidationFailed({ file: [details.error] });
  }

  async function importBytes(
    source: SanctionsSource,
    bytes: Uint8Array,
    origin: string,
    importedBy: string,
  ) {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const refuse = (error: string) => reject(source, { sha256, origin, importedBy, error });
    let parsed;
    try {
      parsed = await parseList(source, bytes);
    } catch (error) {
      if (error instanceof ListFormatError) return refuse(error.message);
      throw error;
    }
    const entries = parsed.entries.map((entry) => ({
      ...entry,
      fingerprint: entryFingerprint(entry),
    }));
    const nameCount = entries.reduce((sum, entry) => sum + entry.names.length, 0);
    type Outcome = { import: ImportRow; rescreening: boolean } | { refused: string };
    const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      const lists = sanctionsRepository(tx);
      const current = await lists.lockActive(source);
      if (current?.sha256 === sha256) return { import: current, rescreening: false };
      const floor = current ? current.entryCount * (1 - deps.settings.maxShrinkPercent / 100) : 0;
      if (current && entries.length < floor) {
        const fewer = Math.round((1 - entries.length / current.entryCount) * 100);
        return {
          refused:
            `The new file has ${entries.length.toLocaleString('en-AU')} entries, ${fewer}% fewer than ` +
            `the ${current.entryCount.toLocaleString('en-AU')} in force; an import that shrinks a ` +
            `list by more than ${deps.settings.maxShrinkPercent}% is refused as suspicious. ` +
            'The list in force is kept.',
        };
      }
      if (current) await lists.supersede(current.id);
      const created = await lists.insertImport({
        source,
        status: 'active',
        version: parsed.version,
        sha256,
        entryCount: entries.length,
        nameCount,
        origin,
        importedBy,
      });
      await lists.replaceEntries(source, created.id, entries);
      await deps.jobs.enqueue(RESCREEN_JOB, { importId: created.id }, tx);
      return { import: created, rescreening: true };
    });
    if ('refused' in outcome) return refuse(outcome.refused);
    cache = undefined;
    return outcome;
  }

  async function fetchList(url: string): Promise<Uint8Array> {
    const response = await callService('sanctions-list', url, {
      signal: AbortSignal.timeout(120_000),
    });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_LIST_BYTES) throw new Error(`the file is larger than 100 MB`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > MAX_LIST_BYTES) throw new Error(`the file is larger than 100 MB`);
    return bytes;
  }

  return {
    /** A list file, as uploaded (the ops CLI sends the file it was given). */
    importFile: (source: SanctionsSource, bytes: Uint8Array, origin: string, importedBy: string) =>
      importBytes(source, bytes, origin, importedBy),

    /** A list fetched from its publisher's address (an operator's command or the refresh). */
    async importUrl(source: SanctionsSource, url: string, importedBy: string) {
      let bytes: Uint8Array;
      try {
        bytes = await (deps.fetchList ?? fetchList)(url);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return reject(source, {
          sha256: '',
          origin: url,
          importedBy,
          error: `Could not fetch the list from ${url}: ${why}. The list in force is kept.`,
        });
      }
      return importBytes(source, bytes, url, importedBy);
    },

    /** Each list: the import in force, and the latest refused one. */
    async status(): Promise<
      (Omit<SanctionsList, 'active' | 'last_rejected'> & {
        active: ImportRow | undefined;
        lastRejected: ImportRow | undefined;
      })[]
    > {
      const [active, rejected] = await Promise.all([read.active(), read.lastRejected()]);
      return sanctionsSources.map((source) => {
        const inForce = active.find((row) => row.source === source);
        const refused = rejected.find((row) => row.source === source);
        return {
          source,
          title: sanctionsListTitles[source],
          active: inForce,
          // A refusal older than the list in force is history, not news.
          lastRejected:
            refused && (!inForce || refused.createdAt > inForce.createdAt) ? refused : undefined,
        };
      });
    },

    /**
     * The lists in force, indexed. A node keeps its index and asks every 30 seconds whether a
     * list changed (another node may have imported); `fresh` asks now (the re-screening job).
     * `db` is the caller's transaction when it is in one: the embedded database has a single
     * connection, which a query outside the transaction would wait for forever.
     */
    async current(options: { fresh?: boolean; db?: Database } = {}): Promise<LoadedLists> {
      if (cache && !options.fresh && Date.now() - cache.checkedAt < FRESH_FOR_MS) {
        return cache.loaded;
      }
      const db = options.db ?? deps.db;
      const ids = await sanctionsRepository(db).activeIds();
      const key = ids.join(',');
      if (cache?.ids === key) {
        cache.checkedAt = Date.now();
        return cache.loaded;
      }
      const loaded = build(db, ids);
      cache = { ids: key, loaded, checkedAt: Date.now() };
      loaded.catch(() => {
        if (cache?.loaded === loaded) cache = undefined;
      });
      return loaded;
    },
  };
}
export type SanctionsLists = ReturnType<typeof sanctionsLists>;
