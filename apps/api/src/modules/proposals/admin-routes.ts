import {
  ADMIN_PREFIX,
  listOf,
  proposalSchema,
  proposalsQuerySchema,
  proposeSchema,
  rejectProposalSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';

const idParams = z.object({ id: z.string().max(64) });

/**
 * Four eyes: price changes are proposed here and applied when another officer approves them;
 * large releases arrive from the transfers' release route. Approving needs the permission of
 * the change (checked by the service, which knows the proposal's kind).
 */
export const proposalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { proposals } = app.deps;

  app.get(
    `${ADMIN_PREFIX}/proposals`,
    {
      ...staffGuard(app, 'queue.read'),
      schema: { querystring: proposalsQuerySchema, response: { 200: listOf(proposalSchema) } },
    },
    async (request) => {
      return { data: await proposals.list(request.query.status, request.query.limit) };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/proposals`,
    {
      ...staffGuard(app, 'pricing.change'),
      schema: { body: proposeSchema, response: { 201: proposalSchema } },
    },
    async (request, reply) => {
      return reply.code(201).send(await proposals.propose(actorOf(request), request.body));
    },
  );

  app.post(
    `${ADMIN_PREFIX}/proposals/:id/approve`,
    {
      ...staffGuard(app, 'signed_in'),
      schema: { params: idParams, response: { 200: proposalSchema } },
    },
    async (request) => {
      return proposals.approve(actorOf(request), resourceId(request.params.id));
    },
  );

  app.post(
    `${ADMIN_PREFIX}/proposals/:id/reject`,
    {
      ...staffGuard(app, 'signed_in'),
      schema: { params: idParams, body: rejectProposalSchema, response: { 200: proposalSchema } },
    },
    async (request) => {
      return proposals.reject(actorOf(request), resourceId(request.params.id), request.body.reason);
    },
  );
};
