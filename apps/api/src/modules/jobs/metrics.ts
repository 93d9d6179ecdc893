import { Gauge, type Registry } from 'prom-client';
import type { JobQueue } from './queue';

/**
 * The queue's gauges, read from the database at each scrape, so every node reports the same
 * numbers and nothing is counted in memory that a restart would lose.
 */
export function registerJobMetrics(
  registry: Registry,
  jobs: Pick<JobQueue, 'deadLetterCounts' | 'readyCount'>,
) {
  new Gauge({
    name: 'homeward_jobs_dead_letter',
    help: 'Jobs that used all their attempts and wait for operations (npm run ops -- jobs:failed), by job name.',
    labelNames: ['name'],
    registers: [registry],
    async collect() {
      const counts = await jobs.deadLetterCounts();
      // A name whose dead letters were all retried drops out instead of staying at its last count.
      this.reset();
      for (const { name, count } of counts) this.set({ name }, count);
    },
  });
  new Gauge({
    name: 'homeward_jobs_due',
    help: 'Jobs due to run that no worker has taken yet: the backlog.',
    registers: [registry],
    async collect() {
      this.set(await jobs.readyCount());
    },
  });
}
