import {
  ADMIN_PREFIX,
  runSchedulesRequestSchema,
  runSchedulesResultSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';

/**
 * The day's scheduled transfers on demand (`ops schedules:run [--day]`): what the daily job
 * does, for operations after an outage and for the journeys, which cannot wait for midnight.
 */
export const scheduleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${ADMIN_PREFIX}/schedules/run`,
    {
      // Operations run jobs by hand (the same people who retry dead jobs).
      ...staffGuard(app, 'jobs.retry'),
      schema: { body: runSchedulesRequestSchema, response: { 200: runSchedulesResultSchema } },
    },
    async (request) => {
      const results = await app.deps.schedules.runDue(request.body.day);
      return {
        results: results.map((result) => ({
          schedule_id: result.id,
          outcome: result.outcome,
        })),
      };
    },
  );
};
