import {
  apiPaths,
  createRateAlertSchema,
  rateAlertSchema,
  rateAlertsSchema,
  RATE_ALERTS_MAX,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { noContent } from '../../lib/openapi';

/** The customer's rate alerts: list (with today's rates), add, remove. */
export const rateAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateAlerts } = app.deps;

  app.get(
    apiPaths.rateAlerts,
    { schema: { response: { 200: rateAlertsSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      return { data: await rateAlerts.list(session.customerId), limit: RATE_ALERTS_MAX };
    },
  );

  app.post(
    apiPaths.rateAlerts,
    { schema: { body: createRateAlertSchema, response: { 201: rateAlertSchema } } },
    async (request, reply) => {
      const session = await app.requireSession(request);
      reply.code(201);
      return rateAlerts.create(session.customerId, request.body);
    },
  );

  app.delete(
    '/client/v1/rate-alerts/:id',
    {
      schema: {
        documentedOnly: { response: noContent },
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const session = await app.requireSession(request);
      await rateAlerts.remove(session.customerId, resourceId(request.params.id));
      return reply.code(204).send();
    },
  );
};
