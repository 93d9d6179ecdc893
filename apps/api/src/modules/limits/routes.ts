import { apiPaths, limitsSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const limitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers, limits } = app.deps;
  app.get(apiPaths.limits, { schema: { response: { 200: limitsSchema } } }, async (request) =>
    limits.limits(await customers.present(await app.requireSession(request))),
  );
};
