import { Gauge, type Registry } from 'prom-client';
import type { WorkQueueRepository } from './repository';

/**
 * What waits for staff, read from the database at each scrape (one statement for every lane):
 * documents to review, held transfers, proposals awaiting a second officer, jobs that gave up,
 * open compliance cases (screening hits and monitoring alerts). Every node reports the same.
 */
export function registerWorkQueueMetrics(registry: Registry, workQueue: WorkQueueRepository) {
  const lanes = () => workQueue.lanes();
  new Gauge({
    name: 'homeward_waiting_for_staff',
    help: 'Items waiting for staff, by lane (documents, holds, proposals, failedJobs, cases).',
    labelNames: ['lane'],
    registers: [registry],
    async collect() {
      for (const [lane, { count }] of Object.entries(await lanes())) this.set({ lane }, count);
    },
  });
  new Gauge({
    name: 'homeward_waiting_for_staff_oldest_seconds',
    help: 'How long the oldest item of each lane has waited (0 when the lane is empty).',
    labelNames: ['lane'],
    registers: [registry],
    async collect() {
      const now = Date.now();
      for (const [lane, { oldest }] of Object.entries(await lanes())) {
        this.set({ lane }, oldest ? Math.max(0, (now - oldest.getTime()) / 1000) : 0);
      }
    },
  });
}
