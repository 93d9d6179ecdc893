import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sanctionsEntries, sanctionsImports } from '../../db/schema';
import type { ListEntry, SanctionsSource } from './list-entry';

export type ImportRow = typeof sanctionsImports.$inferSelect;
export type EntryRow = typeof sanctionsEntries.$inferSelect;

/** Inserting 20,000 entries in one statement passes PostgreSQL's 65,535 parameter limit. */
const ENTRY_BATCH = 2_000;

export type SanctionsRepository = ReturnType<typeof sanctionsRepository>;

export function sanctionsRepository(db: Database) {
  return {
    /** The imports in force, one per source at most. */
    active: () => db.select().from(sanctionsImports).where(eq(sanctionsImports.status, 'active')),

    /** The latest refused import per source, newest first. */
    async lastRejected(): Promise<ImportRow[]> {
      return db
        .selectDistinctOn([sanctionsImports.source])
        .from(sanctionsImports)
        .where(eq(sanctionsImports.status, 'rejected'))
        .orderBy(sanctionsImports.source, desc(sanctionsImports.createdAt));
    },

    /** The source's import in force, locked: two imports of one list take turns. */
    async lockActive(source: SanctionsSource): Promise<ImportRow | undefined> {
      const [row] = await db
        .select()
        .from(sanctionsImports)
        .where(and(eq(sanctionsImports.source, source), eq(sanctionsImports.status, 'active')))
        .for('update');
      return row;
    },

    async insertImport(row: typeof sanctionsImports.$inferInsert): Promise<ImportRow> {
      const [inserted] = await db.insert(sanctionsImports).values(row).returning();
      if (!inserted) throw new Error('The import was not recorded.');
      return inserted;
    },

    async supersede(id: string) {
      await db
        .update(sanctionsImports)
        .set({ status: 'superseded' })
        .where(eq(sanctionsImports.id, id));
    },

    /** The source's entries become the new import's. */
    async replaceEntries(
      source: SanctionsSource,
      importId: string,
      entries: (ListEntry & { fingerprint: string })[],
    ) {
      await db.delete(sanctionsEntries).where(eq(sanctionsEntries.source, source));
      for (let start = 0; start < entries.length; start += ENTRY_BATCH) {
        await db.insert(sanctionsEntries).values(
          entries.slice(start, start + ENTRY_BATCH).map((entry) => ({
            importId,
            source,
            ref: entry.ref,
            kind: entry.kind,
            names: entry.names,
            datesOfBirth: entry.datesOfBirth,
            nationalities: entry.nationalities,
            programs: entry.programs,
            remarks: entry.remarks,
            fingerprint: entry.fingerprint,
          })),
        );
      }
    },

    /** Every entry of the imports in force (the matcher's index is built from these). */
    entries: (importIds: string[]) =>
      importIds.length === 0
        ? Promise.resolve([] as EntryRow[])
        : db
            .select()
            .from(sanctionsEntries)
            .where(inArray(sanctionsEntries.importId, importIds))
            .orderBy(asc(sanctionsEntries.source), asc(sanctionsEntries.ref)),

    /** The ids of the imports in force, cheaply: the index is rebuilt when they change. */
    async activeIds(): Promise<string[]> {
      const rows = await db
        .select({ id: sanctionsImports.id })
        .from(sanctionsImports)
        .where(eq(sanctionsImports.status, 'active'))
        .orderBy(sql`${sanctionsImports.source}`);
      return rows.map((row) => row.id);
    },
  };
}
