import type { FastifyBaseLogger } from 'fastify';
import { dailyJob } from '../jobs/daily';
import type { JobQueue } from '../jobs/queue';
import type { ScheduleService } from './service';

export const DAILY_SCHEDULES_JOB = 'schedules.daily';

/**
 * Scheduled transfers' daily run, as a keyed daily job of the shared queue (see dailyJob). It
 * runs at UTC midnight; every zone a customer lives in (residenceTimeZone: UTC, London, Manila,
 * Sydney, Auckland) is then already on that day, and each schedule is judged by its own zone's
 * day (decision 0029). A schedule already prepared for its day is never prepared again: one
 * occurrence row per day.
 */
export function dailySchedules(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  schedules: Pick<ScheduleService, 'runDue'>;
  log: () => Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
}) {
  return dailyJob({
    jobs: deps.jobs,
    name: DAILY_SCHEDULES_JOB,
    startOf: 'midnight',
    now: deps.now,
    async run(day) {
      const results = await deps.schedules.runDue();
      deps.log().info({ day, results }, `scheduled transfers: ${results.length} due`);
    },
  });
}
export type DailySchedules = ReturnType<typeof dailySchedules>;
