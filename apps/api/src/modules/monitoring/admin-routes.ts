import {
  ADMIN_PREFIX,
  listOf,
  monitoringRuleChangeSchema,
  monitoringRuleCodeSchema,
  monitoringRuleSchema,
  monitoringRuleVersionSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';

const codeParams = z.object({ code: monitoringRuleCodeSchema });
const byCode = `${ADMIN_PREFIX}/monitoring/rules/:code`;

/** The monitoring rules: compliance reads them, changes one (audited), and reads its history. */
export const monitoringAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { monitoring } = app.deps;

  app.get(
    `${ADMIN_PREFIX}/monitoring/rules`,
    {
      ...staffGuard(app, 'monitoring.read'),
      schema: { response: { 200: listOf(monitoringRuleSchema) } },
    },
    async () => ({ data: await monitoring.rules() }),
  );

  app.put(
    byCode,
    {
      ...staffGuard(app, 'monitoring.change'),
      schema: {
        params: codeParams,
        body: monitoringRuleChangeSchema,
        response: { 200: monitoringRuleSchema },
      },
    },
    async (request) => monitoring.change(actorOf(request), request.params.code, request.body),
  );

  app.get(
    `${byCode}/history`,
    {
      ...staffGuard(app, 'monitoring.read'),
      schema: { params: codeParams, response: { 200: listOf(monitoringRuleVersionSchema) } },
    },
    async (request) => ({ data: await monitoring.history(request.params.code) }),
  );
};
