import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerJournals, payments, reconciliationRuns } from '../../db/schema';
import type { LedgerAccount } from '../ledger/ledger';
import type { ReconciliationReport } from './report';

const CLEARING: LedgerAccount = 'payment_clearing';
/** A provider's metadata is its own text; only a UUID can be one of our payment ids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What reconciliation reads besides the provider's report and our payments' totals. */
export function reconciliationRepository(db: Database) {
  return {
    /**
     * The payment_clearing balance of every transfer, per currency, in one grouped read: what
     * the ledger says the provider still owes us for each (captures minus confirmed refunds).
     * A null transfer gathers journals that name none, which no flow of ours posts.
     */
    async clearingByTransfer(): Promise<
      { transferId: string | null; currency: string; balanceMinor: number }[]
    > {
      const rows = await db
        .select({
          transferId: ledgerJournals.transferId,
          currency: ledgerEntries.currency,
          balance: sql<string>`sum(${ledgerEntries.amountMinor})`,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
        .where(eq(ledgerEntries.account, CLEARING))
        .groupBy(ledgerJournals.transferId, ledgerEntries.currency);
      return rows.map((row) => ({ ...row, balanceMinor: Number(row.balance) }));
    },

    /**
     * Our payments the provider names (by its reference or by our id) that recorded no money
     * of their own, so the payments' totals do not list them: a capture whose webhook never
     * arrived still finds its transfer. One read, for only the references asked.
     */
    async paymentsNamed(
      provider: string,
      names: { references: string[]; paymentIds: string[] },
    ): Promise<{ id: string; transferId: string; reference: string | null; currency: string }[]> {
      const ids = names.paymentIds.filter((id) => UUID.test(id));
      if (names.references.length === 0 && ids.length === 0) return [];
      return db
        .select({
          id: payments.id,
          transferId: payments.transferId,
          reference: payments.providerReference,
          currency: payments.currency,
        })
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            or(
              names.references.length > 0
                ? inArray(payments.providerReference, names.references)
                : undefined,
              ids.length > 0 ? inArray(payments.id, ids) : undefined,
            ),
          ),
        );
    },

    /** Keeps a day's run (a retry of the day replaces it): what metrics read, see metrics/. */
    async recordRun(day: string, report: ReconciliationReport): Promise<void> {
      const run = {
        day,
        provider: report.provider,
        ranAt: report.at,
        differences: report.differences.map(({ kind, currency, amountMinor }) => ({
          kind,
          currency,
          amountMinor,
        })),
      };
      await db
        .insert(reconciliationRuns)
        .values(run)
        .onConflictDoUpdate({
          target: [reconciliationRuns.day, reconciliationRuns.provider],
          set: { ranAt: run.ranAt, differences: run.differences },
        });
    },
  };
}
export type ReconciliationRepository = ReturnType<typeof reconciliationRepository>;
