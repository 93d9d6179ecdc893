import {
  apiPaths,
  createSupportRequestSchema,
  supportRequestSchema,
  supportRequestsSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Help page's contact form, and the customer's own requests with support's answers. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { support } = app.deps;

  app.get(
    apiPaths.supportRequests,
    { schema: { response: { 200: supportRequestsSchema } } },
    async (request) => support.listForCustomer((await app.requireSession(request)).customerId),
  );

  app.post(
    apiPaths.supportRequests,
    {
      config: { rateLimit: 'supportRequests' },
      schema: {
        body: createSupportRequestSchema,
        response: { 200: supportRequestSchema, 201: supportRequestSchema },
      },
    },
    async (request, reply) => {
      const session = await app.requireSession(request);
      const key = request.headers['idempotency-key'];
      const { request: created, created: isNew } = await support.create(
        session.customerId,
        request.body,
        typeof key === 'string' ? key : undefined,
      );
      // The same key again answers the request it made, as a transfer's does; with another
      // question it is refused (422).
      return reply.code(isNew ? 201 : 200).send(created);
    },
  );
};
