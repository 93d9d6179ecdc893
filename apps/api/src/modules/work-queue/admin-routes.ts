import { ADMIN_PREFIX, workQueueSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';

/** The console's home: how much waits in each lane, and for how long. */
export const workQueueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const queue = app.deps.workQueue;
  app.get(
    `${ADMIN_PREFIX}/queue`,
    { ...staffGuard(app, 'queue.read'), schema: { response: { 200: workQueueSchema } } },
    async () => {
      const lanes = await queue.lanes();
      const present = (lane: { count: number; oldest: Date | null }) => ({
        count: lane.count,
        oldest_at: lane.oldest?.toISOString() ?? null,
      });
      return {
        documents: present(lanes.documents),
        holds: present(lanes.holds),
        proposals: present(lanes.proposals),
        failed_jobs: present(lanes.failedJobs),
        cases: present(lanes.cases),
      };
    },
  );
};
