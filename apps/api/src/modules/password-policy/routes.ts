import { apiPaths, passwordPolicySchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const passwordPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.passwordPolicy,
    { schema: { security: [], response: { 200: passwordPolicySchema } } },
    async (_request, reply) => {
      // The policy changes only with a deploy; let browsers and proxies keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return app.deps.passwordPolicy;
    },
  );
};
