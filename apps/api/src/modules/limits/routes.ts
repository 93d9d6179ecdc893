import { apiPaths, limitsSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { senderForRead } from './sender';
import { limitsIn, limitWordsOf } from './words';

export const limitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits } = app.deps;
  app.get(apiPaths.limits, { schema: { response: { 200: limitsSchema } } }, async (request) => {
    const { customer, riskLevel } = await senderForRead(
      app.deps,
      await app.requireSession(request),
    );
    const answer = await limits.limits(customer, riskLevel);
    return limitsIn(answer, limitWordsOf(requestLanguage(request)));
  });
};
