import {
  ADMIN_PREFIX,
  caseDecisionSchema,
  caseQuerySchema,
  caseSummarySchema,
  complianceCaseSchema,
  listOf,
  smrDraftSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';

const idParams = z.object({ id: z.string().max(64) });
const byId = `${ADMIN_PREFIX}/cases/:id`;

/** Compliance cases: the list, one case with its hits and transfers, and the two decisions. */
export const caseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cases } = app.deps;

  app.get(
    `${ADMIN_PREFIX}/cases`,
    {
      ...staffGuard(app, 'cases.read'),
      schema: { querystring: caseQuerySchema, response: { 200: listOf(caseSummarySchema) } },
    },
    async (request) => ({ data: await cases.list(request.query.status) }),
  );

  app.get(
    byId,
    {
      ...staffGuard(app, 'cases.read'),
      schema: { params: idParams, response: { 200: complianceCaseSchema } },
    },
    async (request) => cases.get(resourceId(request.params.id)),
  );

  app.get(
    `${byId}/smr-draft`,
    {
      ...staffGuard(app, 'cases.read'),
      schema: { params: idParams, response: { 200: smrDraftSchema } },
    },
    async (request) => cases.smrDraft(resourceId(request.params.id)),
  );

  for (const decision of ['clear', 'confirm'] as const) {
    app.post(
      `${byId}/${decision}`,
      {
        ...staffGuard(app, 'cases.decide'),
        schema: {
          params: idParams,
          body: caseDecisionSchema,
          response: { 200: complianceCaseSchema },
        },
      },
      async (request) =>
        cases[decision](actorOf(request), resourceId(request.params.id), request.body.note),
    );
  }
};
