import {
  ADMIN_PREFIX,
  adminSupportQuerySchema,
  adminSupportRequestSchema,
  adminSupportSummarySchema,
  supportReplySchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';

const idParams = z.object({ id: z.string().max(64) });
const list = `${ADMIN_PREFIX}/support-requests`;
const byId = `${list}/:id`;

/** Support requests for staff: support and compliance read them; support replies (audited). */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { support } = app.deps;

  app.get(
    list,
    {
      ...staffGuard(app, 'support.read'),
      schema: {
        querystring: adminSupportQuerySchema,
        response: { 200: z.array(adminSupportSummarySchema) },
      },
    },
    async (request) => support.listForStaff(request.query.status),
  );

  app.get(
    byId,
    {
      ...staffGuard(app, 'support.read'),
      schema: { params: idParams, response: { 200: adminSupportRequestSchema } },
    },
    async (request) => support.getForStaff(resourceId(request.params.id)),
  );

  app.post(
    `${byId}/replies`,
    {
      ...staffGuard(app, 'support.reply'),
      schema: {
        params: idParams,
        body: supportReplySchema,
        response: { 200: adminSupportRequestSchema },
      },
    },
    async (request) => support.reply(actorOf(request), resourceId(request.params.id), request.body),
  );
};
