import { ADMIN_PREFIX, failedJobSchema, jobsQuerySchema, listOf } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';
import { noContent } from '../../lib/openapi';

const idParams = z.object({ id: z.string().max(64) });

/** The job queue's dead letters: what failed for good, and running one again once fixed. */
export const jobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminJobs } = app.deps;

  app.get(
    `${ADMIN_PREFIX}/jobs`,
    {
      ...staffGuard(app, 'jobs.read'),
      schema: { querystring: jobsQuerySchema, response: { 200: listOf(failedJobSchema) } },
    },
    async (request) => {
      const jobs = await adminJobs.failed(request.query.limit);
      return {
        data: jobs.map((job) => ({
          id: job.id,
          name: job.name,
          attempts: job.attempts,
          last_error: job.lastError,
          // Dead letters always have failed_at; created_at only satisfies the type.
          failed_at: (job.failedAt ?? job.createdAt).toISOString(),
        })),
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/jobs/:id/retry`,
    {
      ...staffGuard(app, 'jobs.retry'),
      schema: { documentedOnly: { response: noContent }, params: idParams },
    },
    async (request, reply) => {
      await adminJobs.retry(actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
