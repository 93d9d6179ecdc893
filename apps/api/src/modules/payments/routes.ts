import { paymentSchema, startPaymentRequestSchema } from '@homeward/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { resourceId } from '../../lib/ids';
import { WebhookRejected } from './provider';
import { sandboxEventSchema } from './sandbox';

/** The document's view of a webhook; the route reads the raw text, which the signature covers. */
const webhookSchema = {
  documentedOnly: {
    params: z.object({ provider: z.string().describe('The provider: sandbox.') }),
    body: sandboxEventSchema,
    response: {
      200: z.object({
        received: z.literal(true),
        outcome: z.string().describe('What was done: applied, duplicate, ignored…'),
      }),
    },
  },
};

/** Starting a payment: answers the provider's hosted page for the browser to go to. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.deps;
  app.post(
    '/client/v1/transactions/:id/payments',
    {
      config: { rateLimit: 'payments' },
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: startPaymentRequestSchema,
        response: { 201: paymentSchema },
      },
    },
    async (request, reply) => {
      const session = await app.requireSession(request);
      const payment = await payments.start(
        session.customerId,
        resourceId(request.params.id),
        request.body.method,
      );
      return reply.code(201).send(payment);
    },
  );
};

/**
 * Provider webhooks. The body is kept as the exact bytes received (the signature covers them),
 * so this plugin has its own JSON parser that does not parse; it is not wrapped in
 * fastify-plugin, so the parser stays inside it.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { payments } = app.deps;
  // The signature is over the raw bytes: here the body stays a string. Providers send JSON only.
  app.removeContentTypeParser([
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
  ]);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post<{ Params: { provider: string } }>(
    '/webhooks/payments/:provider',
    { schema: webhookSchema },
    async (request, reply) => {
      if (request.params.provider !== payments.provider.name) {
        throw new HttpError(404, 'No such payment provider.');
      }
      if (typeof request.body !== 'string') throw new HttpError(400, 'Send the event as JSON.');
      try {
        const outcome = await payments.receiveWebhook(request.body, request.headers);
        request.log.info({ outcome }, 'payment webhook');
        return reply.send({ received: true, outcome });
      } catch (error) {
        if (error instanceof WebhookRejected) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );
};
