import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { dailyJob } from '../jobs/daily';
import type { JobQueue } from '../jobs/queue';
import { housekeepingRepository, type RetentionSettings } from './repository';

export const HOUSEKEEPING_JOB = 'housekeeping.daily';

/**
 * Housekeeping once a day across all nodes (a keyed daily job of the shared queue): deletes the
 * short-lived rows `retentionRules` names. `prune` answers how many of each went.
 */
export function housekeeping(deps: {
  db: Database;
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  settings: RetentionSettings;
  log: () => Pick<FastifyBaseLogger, 'info'> | undefined;
  now?: () => Date;
}) {
  const rows = housekeepingRepository(deps.db);
  const prune = () => rows.prune(deps.settings);
  const daily = dailyJob({
    jobs: deps.jobs,
    name: HOUSEKEEPING_JOB,
    now: deps.now,
    async run(day) {
      deps.log()?.info({ day, deleted: await prune() }, 'housekeeping done');
    },
  });
  return { prune, scheduleToday: daily.scheduleToday };
}
export type Housekeeping = ReturnType<typeof housekeeping>;
