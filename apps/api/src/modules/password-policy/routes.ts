import { apiPaths, passwordPolicySchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '../../i18n/translate';
import { requestLanguage } from '../../lib/request-language';
import { buildPasswordPolicy } from './policy';

export const passwordPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const minLength = app.deps.passwordPolicy.length?.value ?? 0;
  app.get(
    apiPaths.passwordPolicy,
    { schema: { security: [], response: { 200: passwordPolicySchema } } },
    async (request, reply) => {
      // The policy changes only with a deploy; let browsers and proxies keep it for a while,
      // one copy per language its rules are written in.
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
      return buildPasswordPolicy(minLength, translatorFor(requestLanguage(request)));
    },
  );
};
