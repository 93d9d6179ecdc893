import { apiPaths, customerLanguageSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The language Homeward writes to the customer in (decision 0037). Set at sign-up from the
 * language the app spoke, changed with the app's language picker while signed in.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers } = app.deps;

  app.get(
    apiPaths.language,
    { schema: { response: { 200: customerLanguageSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      return { language: await customers.language(session.customerId) };
    },
  );

  app.put(
    apiPaths.language,
    {
      schema: { body: customerLanguageSchema, response: { 200: customerLanguageSchema } },
    },
    async (request) => {
      const session = await app.requireSession(request);
      await customers.setLanguage(session.customerId, request.body.language);
      return { language: request.body.language };
    },
  );
};
