import { apiPaths, createQuoteRequestSchema, quoteSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { quoteWordsFor } from '../limits/words';

/** Prices: POST makes and locks one; GET reads it back (the wizard's first call). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers, quotes } = app.deps;

  app.post(
    apiPaths.quotes,
    {
      config: { rateLimit: 'quotes' },
      schema: { body: createQuoteRequestSchema, response: { 201: quoteSchema } },
    },
    async (request, reply) => {
      const customer = await customers.presentForRead(await app.requireSession(request));
      reply.code(201);
      return quoteWordsFor(request)(await quotes.create(customer, request.body));
    },
  );

  app.get(
    '/client/v1/quotes/:id',
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: quoteSchema } } },
    async (request) => {
      const customer = await customers.presentForRead(await app.requireSession(request));
      return quoteWordsFor(request)(await quotes.get(customer, resourceId(request.params.id)));
    },
  );
};
