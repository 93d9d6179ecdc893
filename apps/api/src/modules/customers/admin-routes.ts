import {
  ADMIN_PREFIX,
  addNoteSchema,
  adminCustomerSchema,
  blockSchema,
  customerNoteSchema,
  customerSearchQuerySchema,
  customerSummarySchema,
  listOf,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { actorOf } from '../../plugins/staff-auth';
import { noContent } from '../../lib/openapi';

const idParams = z.object({ id: z.string().max(64) });
const byId = `${ADMIN_PREFIX}/customers/:id`;

/** Customers for staff: search, the customer page, notes, block and unblock. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customerAdmin } = app.deps;

  app.get(
    `${ADMIN_PREFIX}/customers`,
    {
      ...staffGuard(app, 'customers.read'),
      schema: {
        querystring: customerSearchQuerySchema,
        response: { 200: listOf(customerSummarySchema) },
      },
    },
    async (request) => {
      return { data: await customerAdmin.search(request.query.q) };
    },
  );

  app.get(
    byId,
    {
      ...staffGuard(app, 'customers.read'),
      schema: { params: idParams, response: { 200: adminCustomerSchema } },
    },
    async (request) => {
      return customerAdmin.page(resourceId(request.params.id));
    },
  );

  app.post(
    `${byId}/notes`,
    {
      ...staffGuard(app, 'customers.note'),
      schema: { params: idParams, body: addNoteSchema, response: { 201: customerNoteSchema } },
    },
    async (request, reply) => {
      const note = await customerAdmin.addNote(
        actorOf(request),
        resourceId(request.params.id),
        request.body.body,
      );
      return reply.code(201).send(note);
    },
  );

  app.post(
    `${byId}/resend-verification`,
    {
      ...staffGuard(app, 'customers.resend_mail'),
      schema: { documentedOnly: { response: noContent }, params: idParams },
    },
    async (request, reply) => {
      await customerAdmin.resendEmailVerification(actorOf(request), resourceId(request.params.id));
      return reply.code(204).send();
    },
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `${byId}/${action}`,
      {
        ...staffGuard(app, 'customers.block'),
        schema: { params: idParams, body: blockSchema, response: { 200: adminCustomerSchema } },
      },
      async (request) => {
        return customerAdmin.setBlocked(
          actorOf(request),
          resourceId(request.params.id),
          blocked,
          request.body.reason,
        );
      },
    );
  }
};
