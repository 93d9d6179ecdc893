import { apiPaths, limitsSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { limitsIn, limitWordsOf } from './words';

export const limitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers, limits, risk } = app.deps;
  app.get(apiPaths.limits, { schema: { response: { 200: limitsSchema } } }, async (request) => {
    const session = await app.requireSession(request);
    const [customer, riskLevel] = await Promise.all([
      customers.presentForRead(session),
      risk.levelForRead(session.customerId, session.customerDataVersion),
    ]);
    const answer = await limits.limits(customer, riskLevel);
    return limitsIn(answer, limitWordsOf(requestLanguage(request)));
  });
};
