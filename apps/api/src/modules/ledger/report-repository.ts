import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerJournals } from '../../db/schema';

export interface LedgerReport {
  journals: number;
  unbalanced: { journalId: string; kind: string; currency: string; sum: number }[];
  balances: { account: string; currency: string; balanceMinor: number }[];
}

/**
 * Reads the whole ledger back to check it. Its own file, not the posting repository's: that
 * one imports the pure rules of `ledger.ts`, which re-exports `checkLedger` for its older
 * callers, and one file for both would make an import cycle.
 */
export function ledgerReportRepository(db: Database) {
  return {
    /** Checks every journal (and reports account balances): what `ops ledger:check` prints. */
    async check(): Promise<LedgerReport> {
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerJournals);
      const unbalanced = await db
        .select({
          journalId: ledgerEntries.journalId,
          kind: ledgerJournals.kind,
          currency: ledgerEntries.currency,
          sum: sql<string>`sum(${ledgerEntries.amountMinor})`,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
        .groupBy(ledgerEntries.journalId, ledgerJournals.kind, ledgerEntries.currency)
        .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`);
      const balances = await db
        .select({
          account: ledgerEntries.account,
          currency: ledgerEntries.currency,
          balance: sql<string>`sum(${ledgerEntries.amountMinor})`,
        })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.account, ledgerEntries.currency)
        .orderBy(ledgerEntries.account, ledgerEntries.currency);
      return {
        journals: count?.n ?? 0,
        unbalanced: unbalanced.map((row) => ({ ...row, sum: Number(row.sum) })),
        balances: balances.map((row) => ({
          account: row.account,
          currency: row.currency,
          balanceMinor: Number(row.balance),
        })),
      };
    },
  };
}

/** Checks the whole ledger on a database: the ops command's and the tests' invariant. */
export const checkLedger = (db: Database): Promise<LedgerReport> =>
  ledgerReportRepository(db).check();
