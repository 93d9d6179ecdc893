import { apiPaths, documentCategoriesSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.deps;

  app.get(
    apiPaths.documentCategories,
    { schema: { response: { 200: documentCategoriesSchema } } },
    async (request) => {
      await app.requireSession(request);
      const catalogue = await documents.catalogue();
      return catalogue.map(({ category, types }) => ({
        id: category.id,
        code: category.code,
        title: category.title,
        description: category.description,
        document_types: types.map((type) => ({
          id: type.id,
          code: type.code,
          title: type.title,
          description: type.description,
          public_upload: type.publicUpload,
          info: type.info,
          document_number_label: type.documentNumberLabel,
          api: type.api,
          min_pages: type.minPages,
          max_pages: type.maxPages,
          page_labels: type.pageLabels ?? [],
        })),
      }));
    },
  );
};
