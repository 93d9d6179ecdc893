import { apiPaths, corridorsSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentCorridor } from './service';

export const corridorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pricing, config } = app.deps;
  const settings = { priceLockMinutes: config.pricing.quoteTtlMinutes };
  app.get(
    apiPaths.corridors,
    { schema: { response: { 200: corridorsSchema } } },
    async (request) => {
      await app.requireSession(request);
      return (await pricing.openCorridors()).map((entry) => presentCorridor(entry, settings));
    },
  );
};
