import {
  ADMIN_PREFIX,
  generateIftiSchema,
  iftiOverviewSchema,
  regulatorReportSchema,
  reportPeriodSchema,
  reportSubmittedSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Conflict, ValidationFailed } from '../../lib/domain-errors';
import { resourceId } from '../../lib/ids';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';
import { IFTI_DRA } from './austrac/ifti-dra';
import { fileAnswer } from '../../lib/openapi';

const idParams = z.object({ id: z.string().max(64) });

/**
 * The regulator's reports for compliance: AUSTRAC's IFTI-DRA days and files, generating a
 * day's file, downloading it for AUSTRAC Online, and recording AUSTRAC's receipt.
 */
export const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regulatorReports: service, reportFormats } = app.deps;
  const ifti = reportFormats.find((format) => format.id === IFTI_DRA);
  if (!ifti) throw new Error('the AUSTRAC IFTI-DRA format is not configured');

  app.get(
    `${ADMIN_PREFIX}/reports/ifti`,
    {
      ...staffGuard(app, 'reports.read'),
      schema: { querystring: reportPeriodSchema, response: { 200: iftiOverviewSchema } },
    },
    async (request) => service.overview(ifti, request.query),
  );

  app.post(
    `${ADMIN_PREFIX}/reports/ifti`,
    {
      ...staffGuard(app, 'reports.manage'),
      schema: { body: generateIftiSchema, response: { 201: regulatorReportSchema } },
    },
    async (request, reply) => {
      const { day } = request.body;
      const outcome = await service.generate(ifti, day, actorOf(request));
      if (outcome.created) return reply.code(201).send(outcome.report);
      if (outcome.why === 'none_sent') {
        throw new ValidationFailed({
          day: [`No transfer reportable to AUSTRAC was sent on ${day}.`],
        });
      }
      throw new Conflict(
        `Every transfer sent on ${day} is already in a report: nothing new to generate.`,
        { reports: outcome.reports },
      );
    },
  );

  app.get(
    `${ADMIN_PREFIX}/reports/:id/file`,
    {
      ...staffGuard(app, 'reports.read'),
      schema: {
        params: idParams,
        documentedOnly: {
          response: fileAnswer("The report, in its regulator's format.", 'application/xml'),
        },
      },
    },
    async (request, reply) => {
      const report = await service.file(actorOf(request), resourceId(request.params.id));
      return reply
        .type(report.contentType)
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-sha256', report.sha256)
        .send(report.content);
    },
  );

  app.post(
    `${ADMIN_PREFIX}/reports/:id/submitted`,
    {
      ...staffGuard(app, 'reports.manage'),
      schema: {
        params: idParams,
        body: reportSubmittedSchema,
        response: { 200: regulatorReportSchema },
      },
    },
    async (request) =>
      service.markSubmitted(actorOf(request), resourceId(request.params.id), request.body.receipt),
  );
};
