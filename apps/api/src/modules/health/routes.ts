import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@homeward/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsFolder } from '../../paths';

/** How many migrations this build ships: ready means the database has at least that many. */
function expectedMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = expectedMigrations();

  app.get(apiPaths.healthLive, async () => ({ status: 'ok' }));

  app.get(apiPaths.healthReady, async (request, reply) => {
    try {
      // Both drivers answer raw SQL with `rows`; drizzle's shared type leaves it unknown.
      const result = (await app.deps.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number }[] };
      const applied = Number(result.rows[0]?.applied ?? 0);
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
