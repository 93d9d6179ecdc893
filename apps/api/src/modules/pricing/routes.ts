import { apiPaths, corridorsSchema, type Corridor } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CorridorWithMethods } from './repository';
import { presentCorridor } from './service';

export const corridorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pricing, config } = app.deps;
  const settings = { priceLockMinutes: config.pricing.quoteTtlMinutes };
  // The open corridors are one shared list until they change (decision 0039): the answer is
  // presented, checked against its schema and written out once per list, not per request.
  let written: { from: readonly CorridorWithMethods[]; json: string } | undefined;
  app.get(
    apiPaths.corridors,
    { schema: { response: { 200: corridorsSchema } } },
    async (request, reply) => {
      await app.requireSession(request);
      const open = await pricing.openCorridors();
      if (written?.from !== open) {
        const answer = corridorsSchema.parse(open.map((entry) => presentCorridor(entry, settings)));
        written = { from: open, json: JSON.stringify(answer) };
      }
      // A string is sent as it is (Fastify serialises only objects); the type provider only
      // knows the answer's object form, which this text is, checked above.
      const text = written.json as unknown as Corridor[];
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );
};
