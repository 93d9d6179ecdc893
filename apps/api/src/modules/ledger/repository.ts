import type { Database } from '../../db/client';
import { ledgerEntries, ledgerJournals } from '../../db/schema';
import { assertBalanced, type LedgerEntry } from './ledger';

export function ledgerRepository(db: Database) {
  return {
    /**
     * Posts a journal inside the caller's transaction: it lands with the state change that
     * caused it, or not at all. The unique (transfer, kind, reference) index makes a second
     * posting of the same movement fail, so a bug cannot move money twice.
     */
    async post(journal: {
      transferId: string;
      kind: string;
      reference: string;
      entries: LedgerEntry[];
    }): Promise<void> {
      assertBalanced(journal.kind, journal.entries);
      const [row] = await db
        .insert(ledgerJournals)
        .values({
          transferId: journal.transferId,
          kind: journal.kind,
          reference: journal.reference,
        })
        .returning({ id: ledgerJournals.id });
      if (!row) throw new Error('journal insert returned no row');
      await db
        .insert(ledgerEntries)
        .values(journal.entries.map((entry) => ({ ...entry, journalId: row.id })));
    },
  };
}
export type LedgerRepository = ReturnType<typeof ledgerRepository>;
