import { apiPaths, limitsSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { limitsIn, limitWordsOf } from './words';

export const limitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers, limits } = app.deps;
  app.get(apiPaths.limits, { schema: { response: { 200: limitsSchema } } }, async (request) => {
    const answer = await limits.limits(
      await customers.presentForRead(await app.requireSession(request)),
    );
    return limitsIn(answer, limitWordsOf(requestLanguage(request)));
  });
};
