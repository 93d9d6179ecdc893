import { apiPaths, corridorsSchema, type Corridor } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CorridorWithMethods } from './repository';
import { presentCorridor } from './service';

export const corridorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pricing, config } = app.deps;
  const settings = { priceLockMinutes: config.pricing.quoteTtlMinutes };
  // The open corridors are one shared list until they change: presented once per list.
  let presented: { from: readonly CorridorWithMethods[]; answer: Corridor[] } | undefined;
  app.get(
    apiPaths.corridors,
    { schema: { response: { 200: corridorsSchema } } },
    async (request) => {
      await app.requireSession(request);
      const open = await pricing.openCorridors();
      if (presented?.from !== open) {
        presented = { from: open, answer: open.map((entry) => presentCorridor(entry, settings)) };
      }
      return presented.answer;
    },
  );
};
