import {
  apiPaths,
  createTransferRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  transferPageSchema,
  transferSchema,
  transfersQuerySchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationFailed } from '../../lib/domain-errors';
import { resourceId } from '../../lib/ids';
import { speakerFor } from '../../i18n/speaker';
import { renderReceipt } from './receipt';
import { knownTimeZone, residenceTimeZone } from './receipt-format';
import { fileAnswer } from '../../lib/openapi';
import { requestLanguage } from '../../lib/request-language';
import { translatorFor } from '../../i18n/translate';
import { detailsIn, fieldWordsIn } from '../recipients/field-words';
import type { FastifyRequest } from 'fastify';
import type { Transfer } from '@homeward/contract';
import { reasonIn } from '../transfer-lifecycle/reasons';

const UNKNOWN_TIME_ZONE = 'Give the time zone by its name, such as Australia/Sydney.';

/**
 * A transfer with its recipient's details labelled, and its steps' reasons said, in the language
 * the request asks for.
 */
function inLanguage(request: FastifyRequest, transfer: Transfer): Transfer {
  const t = translatorFor(requestLanguage(request));
  const say = fieldWordsIn(t);
  const { recipient } = transfer;
  return {
    ...transfer,
    recipient: { ...recipient, display: detailsIn(recipient.display, say) },
    timeline: transfer.timeline.map((step) =>
      step.reason ? { ...step, reason: reasonIn(step.reason, t) } : step,
    ),
  };
}

/** Transfers: confirm a quote (POST, idempotent by key), list them, read one with its timeline. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, customers, transfers, lifecycle } = app.deps;

  app.post(
    apiPaths.transactions,
    { schema: { body: createTransferRequestSchema, response: { 201: transferSchema } } },
    async (request, reply) => {
      const customer = await customers.present(await app.requireSession(request));
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const { transfer, created } = await transfers.create(
        customer,
        request.body,
        typeof key === 'string' ? key : undefined,
      );
      // A replay answers exactly as the first time did, and says so.
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(inLanguage(request, transfer));
    },
  );

  app.get(
    apiPaths.transactions,
    { schema: { querystring: transfersQuerySchema, response: { 200: transferPageSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      return transfers.list(session.customerId, request.query);
    },
  );

  app.post(
    '/client/v1/transactions/:id/cancel',
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: transferSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      const id = resourceId(request.params.id);
      await lifecycle.cancel(session.customerId, id);
      return inLanguage(request, await transfers.get(session.customerId, id));
    },
  );

  app.get(
    '/client/v1/transactions/:id/receipt',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        documentedOnly: { response: fileAnswer('The receipt.', 'application/pdf') },
        // The browser's zone (the SPA adds it to the link); times are printed in it.
        querystring: z.object({ tz: z.string().max(64, UNKNOWN_TIME_ZONE).optional() }),
      },
    },
    async (request, reply) => {
      const customer = await customers.present(await app.requireSession(request));
      const timeZone =
        request.query.tz === undefined
          ? residenceTimeZone(customer.country?.iso2_alpha)
          : knownTimeZone(request.query.tz);
      if (!timeZone) throw new ValidationFailed({ tz: [UNKNOWN_TIME_ZONE] });
      const transfer = await transfers.get(customer.id, resourceId(request.params.id));
      const name =
        customer.whole_name ??
        ([customer.name, customer.second_name, customer.third_name].filter(Boolean).join(' ') ||
          customer.account.email);
      const language = await customers.language(customer.id);
      const pdf = await renderReceipt(transfer, {
        sender: { name, email: customer.account.email },
        company: config.company,
        speaker: speakerFor(language, timeZone),
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="homeward-receipt-${transfer.tracking_number}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.get(
    '/client/v1/transactions/:id',
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: transferSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      return inLanguage(
        request,
        await transfers.get(session.customerId, resourceId(request.params.id)),
      );
    },
  );
};
