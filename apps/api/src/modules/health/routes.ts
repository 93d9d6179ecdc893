import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsFolder } from '../../paths';
import { healthRepository } from './repository';

/** How many migrations this build ships: ready means the database has at least that many. */
function expectedMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = expectedMigrations();
  const database = healthRepository(app.deps.db);

  const ok = z.object({ status: z.literal('ok') });
  app.get(apiPaths.healthLive, { schema: { response: { 200: ok } } }, async () => ({
    status: 'ok' as const,
  }));

  const notReady = z.object({
    status: z.enum(['migrations pending', 'database unreachable']),
    applied: z.number().int().optional(),
    expected: z.number().int().optional(),
  });
  app.get(
    apiPaths.healthReady,
    { schema: { response: { 200: ok, 503: notReady } } },
    async (request, reply) => {
      try {
        const applied = await database.appliedMigrations();
        if (applied < expected) {
          return reply.code(503).send({ status: 'migrations pending' as const, applied, expected });
        }
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'database unreachable' as const });
      }
    },
  );
};
