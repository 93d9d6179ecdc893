import { apiPaths, documentCategoriesSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '../../i18n/translate';
import { requestLanguage } from '../../lib/request-language';
import { presentDocumentCategory } from './presenter';
import { documentWordsIn } from './words';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.deps;

  app.get(
    apiPaths.documentCategories,
    { schema: { response: { 200: documentCategoriesSchema } } },
    async (request) => {
      await app.requireSession(request);
      const catalogue = await documents.catalogue();
      const say = documentWordsIn(translatorFor(requestLanguage(request)));
      return catalogue.map(({ category, types }) => presentDocumentCategory(category, types, say));
    },
  );
};
