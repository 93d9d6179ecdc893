import { apiPaths, createQuoteRequestSchema, quoteSchema } from '@homeward/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { senderForRead } from '../limits/sender';
import { quoteWordsFor } from '../limits/words';

/** Prices: POST makes and locks one; GET reads it back (the wizard's first call). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app.deps;
  const sender = async (request: FastifyRequest) =>
    senderForRead(app.deps, await app.requireSession(request));

  app.post(
    apiPaths.quotes,
    {
      config: { rateLimit: 'quotes' },
      schema: { body: createQuoteRequestSchema, response: { 201: quoteSchema } },
    },
    async (request, reply) => {
      const { customer, riskLevel } = await sender(request);
      reply.code(201);
      return quoteWordsFor(request)(await quotes.create(customer, request.body, riskLevel));
    },
  );

  app.get(
    '/client/v1/quotes/:id',
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: quoteSchema } } },
    async (request) => {
      const { customer, riskLevel } = await sender(request);
      return quoteWordsFor(request)(
        await quotes.get(customer, resourceId(request.params.id), riskLevel),
      );
    },
  );
};
