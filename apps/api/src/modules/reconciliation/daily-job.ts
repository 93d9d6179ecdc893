import type { FastifyBaseLogger } from 'fastify';
import { dailyJob } from '../jobs/daily';
import type { JobQueue } from '../jobs/queue';
import type { ReconciliationRepository } from './repository';
import type { ReconciliationService } from './service';

export const DAILY_RECONCILIATION_JOB = 'reconcile.daily';

/** Reconciliation once a day, as a job of the shared queue (see dailyJob). */
export function dailyReconciliation(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  reconciliation: Pick<ReconciliationService, 'reconcile'>;
  runs: Pick<ReconciliationRepository, 'recordRun'>;
  log: () => Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
}) {
  return dailyJob({
    jobs: deps.jobs,
    name: DAILY_RECONCILIATION_JOB,
    now: deps.now,
    async run(day) {
      const report = await deps.reconciliation.reconcile();
      await deps.runs.recordRun(day, report);
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
    },
  });
}
export type DailyReconciliation = ReturnType<typeof dailyReconciliation>;
