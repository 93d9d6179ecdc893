import {
  ADMIN_PREFIX,
  adminTransferSchema,
  adminTransfersQuerySchema,
  adminTransferSummarySchema,
  holdSchema,
  listOf,
  proposedSchema,
  redeliveredSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';

const idParams = z.object({ id: z.string().max(64) });

/**
 * Transfers for staff: search and the whole record (support, compliance, finance); hold,
 * release and refuse (compliance). A release at or above the four-eyes threshold answers 202
 * with the proposal another officer must approve.
 */
export const transferAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminTransfers } = app.deps;

  app.get(
    `${ADMIN_PREFIX}/transfers`,
    {
      ...staffGuard(app, 'transfers.read'),
      schema: {
        querystring: adminTransfersQuerySchema,
        response: { 200: listOf(adminTransferSummarySchema) },
      },
    },
    async (request) => {
      return { data: await adminTransfers.search(request.query) };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/transfers/:id`,
    {
      ...staffGuard(app, 'transfers.read'),
      schema: { params: idParams, response: { 200: adminTransferSchema } },
    },
    async (request) => {
      return adminTransfers.detail(resourceId(request.params.id));
    },
  );

  app.post(
    `${ADMIN_PREFIX}/transfers/:id/hold`,
    {
      ...staffGuard(app, 'transfers.hold'),
      schema: { params: idParams, body: holdSchema, response: { 200: adminTransferSchema } },
    },
    async (request) => {
      const id = resourceId(request.params.id);
      return adminTransfers.hold(actorOf(request), id, request.body.reason);
    },
  );

  app.post(
    `${ADMIN_PREFIX}/transfers/:id/release`,
    {
      ...staffGuard(app, 'transfers.hold'),
      schema: {
        params: idParams,
        response: { 200: adminTransferSchema, 202: proposedSchema },
      },
    },
    async (request, reply) => {
      const outcome = await adminTransfers.release(actorOf(request), resourceId(request.params.id));
      if (!outcome.released) return reply.code(202).send({ proposal: outcome.proposal });
      return reply.code(200).send(outcome.transfer);
    },
  );

  app.post(
    `${ADMIN_PREFIX}/payments/:id/redeliver`,
    {
      ...staffGuard(app, 'webhooks.redeliver'),
      schema: { params: idParams, response: { 202: redeliveredSchema } },
    },
    async (request, reply) => {
      const count = await adminTransfers.redeliverWebhooks(
        actorOf(request),
        resourceId(request.params.id),
      );
      return reply.code(202).send({ redelivered: count });
    },
  );

  app.post(
    `${ADMIN_PREFIX}/transfers/:id/refuse`,
    {
      ...staffGuard(app, 'transfers.hold'),
      schema: { params: idParams, body: holdSchema, response: { 200: adminTransferSchema } },
    },
    async (request) => {
      const id = resourceId(request.params.id);
      return adminTransfers.refuse(actorOf(request), id, request.body.reason);
    },
  );
};
