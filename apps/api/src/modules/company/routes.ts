import { apiPaths, companyDetailsSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentCompany } from './details';

/** Who the customer deals with, for the footer of every page: public, like the password policy. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const details = presentCompany(app.deps.config.company);
  app.get(
    apiPaths.company,
    { schema: { security: [], response: { 200: companyDetailsSchema } } },
    async (_request, reply) => {
      // The details change only with a deploy; let browsers and proxies keep them a while.
      reply.header('cache-control', 'public, max-age=300');
      return details;
    },
  );
};
