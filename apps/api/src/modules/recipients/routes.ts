import {
  apiPaths,
  recipientRequestSchema,
  recipientRequirementsQuerySchema,
  recipientRequirementsSchema,
  recipientSchema,
  recipientsQuerySchema,
  recipientsSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { noContent } from '../../lib/openapi';
import { requestLanguage } from '../../lib/request-language';
import { translatorFor } from '../../i18n/translate';
import type { FastifyRequest } from 'fastify';
import type { Recipient } from '@homeward/contract';
import { detailsIn, fieldsIn, fieldWordsIn } from './field-words';

const idParams = z.object({ id: z.string().max(64) });

/** The fields' words as the request's language says them (the app sends its own). */
const wordsOf = (request: FastifyRequest) => fieldWordsIn(translatorFor(requestLanguage(request)));

/** A recipient with its details labelled in the request's language. */
const inLanguage = (request: FastifyRequest, recipient: Recipient): Recipient => ({
  ...recipient,
  display: detailsIn(recipient.display, wordsOf(request)),
});

export const recipientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recipients, stepUp } = app.deps;
  const customerId = async (request: Parameters<typeof app.requireSession>[0]) =>
    (await app.requireSession(request)).customerId;

  app.get(
    apiPaths.recipientRequirements,
    {
      schema: {
        querystring: recipientRequirementsQuerySchema,
        response: { 200: recipientRequirementsSchema },
      },
    },
    async (request) => {
      await app.requireSession(request);
      const { country, currency, payout_method, ...values } = request.query;
      const answer = await recipients.requirements(
        { country, currency, payout_method },
        values as Record<string, string>,
      );
      return { ...answer, fields: fieldsIn(answer.fields, wordsOf(request)) };
    },
  );

  app.get(
    apiPaths.recipients,
    { schema: { querystring: recipientsQuerySchema, response: { 200: recipientsSchema } } },
    async (request) => {
      const found = await recipients.list(await customerId(request), {
        text: request.query.q,
        country: request.query.country,
        currency: request.query.currency,
        payoutMethod: request.query.payout_method,
      });
      return found.map((recipient) => inLanguage(request, recipient));
    },
  );

  app.post(
    apiPaths.recipients,
    {
      config: { rateLimit: 'recipients' },
      schema: { body: recipientRequestSchema, response: { 201: recipientSchema } },
    },
    async (request, reply) => {
      const session = await app.requireSession(request);
      const created = await recipients.create(session.customerId, request.body, () =>
        stepUp.require(session),
      );
      return reply.code(201).send(inLanguage(request, created));
    },
  );

  app.get(
    '/client/v1/recipients/:id',
    { schema: { params: idParams, response: { 200: recipientSchema } } },
    async (request) =>
      inLanguage(
        request,
        await recipients.get(await customerId(request), resourceId(request.params.id)),
      ),
  );

  app.put(
    '/client/v1/recipients/:id',
    {
      config: { rateLimit: 'recipients' },
      schema: {
        params: idParams,
        body: recipientRequestSchema,
        response: { 200: recipientSchema },
      },
    },
    async (request) => {
      const session = await app.requireSession(request);
      const updated = await recipients.update(
        session.customerId,
        resourceId(request.params.id),
        request.body,
        () => stepUp.require(session),
      );
      return inLanguage(request, updated);
    },
  );

  app.delete(
    '/client/v1/recipients/:id',
    { schema: { documentedOnly: { response: noContent }, params: idParams } },
    async (request, reply) => {
      await recipients.remove(await customerId(request), resourceId(request.params.id));
      return reply.code(204).send();
    },
  );
};
