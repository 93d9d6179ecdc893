import { ADMIN_PREFIX, customerRiskSchema, riskOverrideSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';

const idParams = z.object({ id: z.string().max(64) });
const byId = `${ADMIN_PREFIX}/customers/:id/risk`;

/** A customer's risk rating: compliance reads it with its history, and overrides it (audited). */
export const riskAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { risk } = app.deps;

  app.get(
    byId,
    {
      ...staffGuard(app, 'cases.read'),
      schema: { params: idParams, response: { 200: customerRiskSchema } },
    },
    async (request) => risk.get(resourceId(request.params.id)),
  );

  app.post(
    byId,
    {
      ...staffGuard(app, 'cases.decide'),
      schema: { params: idParams, body: riskOverrideSchema, response: { 200: customerRiskSchema } },
    },
    async (request) => risk.override(actorOf(request), resourceId(request.params.id), request.body),
  );
};
