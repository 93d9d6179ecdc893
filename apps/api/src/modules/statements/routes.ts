import { apiPaths, statementQuerySchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../lib/domain-errors';
import { knownTimeZone, residenceTimeZone } from '../transfers/receipt-format';
import { statementCsv } from './csv';
import { statementPdf } from './pdf';
import { buildStatement, periodName } from './statement';
import { fileAnswer } from '../../lib/openapi';
import { speakerFor } from '../../i18n/speaker';

const UNKNOWN_TIME_ZONE = 'Give the time zone by its name, such as Australia/Sydney.';

/**
 * `GET /client/v1/statements?from=&to=&format=csv|pdf`: the signed-in customer's own transfers
 * and refunds of a period, as a file to keep. Throttled as a download (each one reads a year of
 * rows at most), never cached (it is personal and changes as transfers move).
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, customers, db } = app.deps;

  app.get(
    apiPaths.statements,
    {
      config: { rateLimit: 'downloads' },
      schema: {
        querystring: statementQuerySchema,
        documentedOnly: { response: fileAnswer('The statement.', 'text/csv', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const customer = await customers.present(await app.requireSession(request));
      const { from, to, format, tz } = request.query;
      const timeZone =
        tz === undefined ? residenceTimeZone(customer.country?.iso2_alpha) : knownTimeZone(tz);
      if (!timeZone) throw new ValidationFailed({ tz: [UNKNOWN_TIME_ZONE] });

      const statement = await buildStatement(db, customer.id, { from, to, timeZone });
      const fileName = `homeward-statement-${periodName(from, to)}.${format}`;
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`);
      if (format === 'csv')
        return reply.type('text/csv; charset=utf-8').send(statementCsv(statement));
      const name =
        customer.whole_name ??
        ([customer.name, customer.second_name, customer.third_name].filter(Boolean).join(' ') ||
          customer.account.email);
      // In the account's language, as the receipt (a download carries the browser's header).
      const pdf = await statementPdf(statement, {
        customer: { name, crn: customer.crn },
        company: config.company,
        speaker: speakerFor(await customers.language(customer.id), timeZone),
      });
      return reply.type('application/pdf').send(pdf);
    },
  );
};
