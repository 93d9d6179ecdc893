import { ADMIN_PREFIX, financeExportKindSchema, reportPeriodSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/staff-auth';
import { staffGuard } from '../../../plugins/staff-guard';
import { fileAnswer } from '../../../lib/openapi';

/** Finance's exports: `GET /admin/v1/exports/transfers.csv?from=…&to=…`, and fees, refunds, journals. */
export const financeExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_PREFIX}/exports/:file`,
    {
      ...staffGuard(app, 'exports.finance'),
      schema: {
        documentedOnly: { response: fileAnswer('The export.', 'text/csv') },
        params: z.object({
          file: z
            .string()
            .max(40)
            .regex(/\.csv$/, 'Ask for a .csv file, such as transfers.csv.')
            .transform((file) => file.slice(0, -'.csv'.length))
            .pipe(financeExportKindSchema),
        }),
        querystring: reportPeriodSchema,
      },
    },
    async (request, reply) => {
      const opened = await app.deps.financeExports.open(
        actorOf(request),
        request.params.file,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${opened.fileName}"`)
        .header('cache-control', 'no-store')
        .send(opened.stream);
    },
  );
};
