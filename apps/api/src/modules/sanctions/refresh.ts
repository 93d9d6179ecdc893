import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import type { SanctionsSource } from './list-entry';
import type { SanctionsLists } from './lists';

export const REFRESH_JOB = 'sanctions.refresh';

/**
 * Fetches each list from its configured address every few hours, as a chain of keyed jobs:
 * each run first queues the next (keyed by its time slot, so any number of nodes starting, or
 * a run retried, queue each slot once), then imports. An unchanged file changes nothing; a
 * refused one is recorded and alerted by the import itself, and the list in force stays.
 */
export function sanctionsRefresh(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  lists: Pick<SanctionsLists, 'importUrl'>;
  urls: Partial<Record<SanctionsSource, string>>;
  refreshHours: number;
  log: () => Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const slotMs = deps.refreshHours * 3_600_000;
  const slotOf = (at: Date) => Math.floor(at.getTime() / slotMs);
  const keyOf = (source: string, slot: number) => `${REFRESH_JOB}:${source}:${slot}`;

  deps.jobs.register(REFRESH_JOB, async (payload) => {
    const { source, slot } = payload as { source: SanctionsSource; slot: number };
    const url = deps.urls[source];
    if (!url) return;
    const next = Math.max(slot + 1, slotOf(now()) + 1);
    await deps.jobs.enqueue(
      REFRESH_JOB,
      { source, slot: next },
      undefined,
      new Date(next * slotMs),
      keyOf(source, next),
    );
    try {
      const outcome = await deps.lists.importUrl(source, url, 'system:refresh');
      deps.log().info({ source, version: outcome.import.version }, 'sanctions list refreshed');
    } catch (error) {
      // Recorded as a rejected import and alerted; retrying now would only repeat it.
      deps.log().warn({ source, err: error }, 'sanctions list refresh refused');
    }
  });

  return {
    /** Every node asks for the current slot's run as it starts. */
    async schedule() {
      const slot = slotOf(now());
      for (const source of Object.keys(deps.urls) as SanctionsSource[]) {
        await deps.jobs.enqueue(
          REFRESH_JOB,
          { source, slot },
          undefined,
          undefined,
          keyOf(source, slot),
        );
      }
    },
  };
}
