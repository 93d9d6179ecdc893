import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates, jobs, reconciliationRuns, transfers } from '../../db/schema';

/**
 * What operations watch that no module keeps a count of, read at each scrape: transfers by
 * status, how late the oldest due job is, and how old the stalest exchange rate is.
 */
type ReconciliationRunDifference = (typeof reconciliationRuns.$inferSelect)['differences'][number];

export function metricsRepository(db: Database) {
  return {
    async transfersByStatus(): Promise<{ status: string; count: number }[]> {
      return db
        .select({ status: transfers.status, count: sql<number>`count(*)::int` })
        .from(transfers)
        .groupBy(transfers.status);
    },

    /** Seconds the oldest due, untaken job has waited past its time (0 when none is due). */
    async oldestDueJobSeconds(): Promise<number> {
      const [row] = await db
        .select({
          seconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt})), 0)::float8`,
        })
        .from(jobs)
        .where(
          sql`${jobs.completedAt} is null and ${jobs.failedAt} is null and ${jobs.runAt} <= now()
            and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= now())`,
        );
      return Math.max(0, Number(row?.seconds ?? 0));
    },

    /** Seconds since the stalest rate in the table was set (null when there is none). */
    async oldestRateSeconds(): Promise<number | null> {
      const [row] = await db
        .select({
          seconds: sql<
            number | null
          >`extract(epoch from now() - min(${exchangeRates.asOf}))::float8`,
        })
        .from(exchangeRates)
        .where(sql`${exchangeRates.baseCurrency} <> ${exchangeRates.quoteCurrency}`);
      return row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds);
    },

    /**
     * The last daily reconciliation of each provider: when it ran and its differences by
     * currency (count and total size in minor units).
     */
    async lastReconciliations(): Promise<
      { provider: string; ageSeconds: number; differences: ReconciliationRunDifference[] }[]
    > {
      const rows = await db
        .selectDistinctOn([reconciliationRuns.provider], {
          provider: reconciliationRuns.provider,
          ageSeconds: sql<number>`extract(epoch from now() - ${reconciliationRuns.ranAt})::float8`,
          differences: reconciliationRuns.differences,
        })
        .from(reconciliationRuns)
        .orderBy(reconciliationRuns.provider, sql`${reconciliationRuns.day} desc`);
      return rows.map((row) => ({ ...row, ageSeconds: Math.max(0, Number(row.ageSeconds)) }));
    },
  };
}
export type MetricsRepository = ReturnType<typeof metricsRepository>;
