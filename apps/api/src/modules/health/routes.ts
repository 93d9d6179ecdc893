import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.get(apiPaths.healthLive, async () => ({ status: 'ok' }));

  app.get(apiPaths.healthReady, async (request, reply) => {
    try {
      const applied = await database.appliedMigrations();
      if (applied < expected) {
        return reply.code(503).send({ status: 'migrations pending', applied, expected });
      }
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
};
