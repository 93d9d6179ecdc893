import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import type { ReconciliationService } from './service';

export const DAILY_RECONCILIATION_JOB = 'reconcile.daily';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a run belongs to: one run per day, whoever asks for it. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const dayAfter = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
const keyOf = (day: string) => `${DAILY_RECONCILIATION_JOB}:${day}`;

/**
 * Reconciliation once a day, as a job of the shared queue. Runs are keyed by their day, so any
 * number of API nodes starting (each asks for today's run) or a run retried after a crash (it
 * asks for the next day's) add each day's run once.
 */
export function dailyReconciliation(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  reconciliation: Pick<ReconciliationService, 'reconcile'>;
  log: () => Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  deps.jobs.register(DAILY_RECONCILIATION_JOB, async (payload) => {
    const { day } = payload as { day: string };
    const runAt = new Date(now().getTime() + DAY_MS);
    // Tomorrow by the clock, but never this run's own day again (a run taken early, a clock a
    // little behind the database's): that key exists, and the chain would stop.
    const next = [dayOf(runAt), dayAfter(day)].sort().at(-1) ?? dayOf(runAt);
    // Scheduled before running: a reconciliation that fails is retried, and tomorrow stays.
    await deps.jobs.enqueue(DAILY_RECONCILIATION_JOB, { day: next }, undefined, runAt, keyOf(next));
    const report = await deps.reconciliation.reconcile();
    const count = report.differences.length;
    if (count > 0) {
      deps
        .log()
        .error(
          { day, differences: report.differences, totals: report.totals },
          `reconciliation found ${count} difference${count === 1 ? '' : 's'}`,
        );
    } else {
      deps.log().info({ day, totals: report.totals }, 'reconciliation: no differences');
    }
  });

  return {
    /** Today's run, unless it is scheduled (or done) already: every node calls this at start. */
    scheduleToday: async () => {
      const day = dayOf(now());
      await deps.jobs.enqueue(DAILY_RECONCILIATION_JOB, { day }, undefined, undefined, keyOf(day));
    },
  };
}
export type DailyReconciliation = ReturnType<typeof dailyReconciliation>;
