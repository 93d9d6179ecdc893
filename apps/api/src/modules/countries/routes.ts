import { apiPaths, countriesQuerySchema, countrySchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentCountry } from '../customers/presenter';

/** Countries for pickers: where customers may live, or what nationality they may have. */
export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { countries, config } = app.deps;
  app.get(
    apiPaths.countries,
    { schema: { querystring: countriesQuerySchema, response: { 200: z.array(countrySchema) } } },
    async (request, reply) => {
      await app.requireSession(request);
      const codes =
        request.query.use === 'residence'
          ? config.countries.residence
          : request.query.use === 'nationality'
            ? config.countries.nationality
            : undefined;
      const rows = await countries.list(codes);
      reply.header('cache-control', 'private, max-age=3600');
      return rows.map((row) => presentCountry(row)).filter((c) => c !== null);
    },
  );
};
