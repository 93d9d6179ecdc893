import { apiPaths, documentCategoriesSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentDocumentCategory } from './presenter';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.deps;

  app.get(
    apiPaths.documentCategories,
    { schema: { response: { 200: documentCategoriesSchema } } },
    async (request) => {
      await app.requireSession(request);
      const catalogue = await documents.catalogue();
      return catalogue.map(({ category, types }) => presentDocumentCategory(category, types));
    },
  );
};
