import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createTestApp } from './support/test-app';

/**
 * Issue 22 item 6: the PostgreSQL pool's settings reach every connection. A statement past the
 * statement timeout is cancelled with PostgreSQL's own reason; migrations are exempt.
 */
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('the database pool', () => {
  it('cancels a statement past the timeout; a migration run leaves the pool’s timeout as it was', async () => {
    // A database of its own, migrated by the test app.
    const t = await createTestApp();
    const database = await openDatabase({
      url: t.databaseUrl,
      pool: {
        max: 2,
        connectTimeoutMs: 2000,
        idleTimeoutMs: 5000,
        statementTimeoutMs: 300,
        idleInTransactionTimeoutMs: 1000,
      },
    });
    try {
      const shown = (await database.db.execute(sql`show statement_timeout`)) as unknown as {
        rows: { statement_timeout: string }[];
      };
      expect(shown.rows[0]?.statement_timeout).toBe('300ms');
      const slow = await database.db.execute(sql`select pg_sleep(1)`).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(String((slow?.cause as Error | undefined)?.message)).toMatch(
        /canceling statement due to statement timeout/,
      );
      // Every migration is applied already; the run itself may take longer than the timeout.
      await expect(database.migrate()).resolves.toBeUndefined();
      const after = (await database.db.execute(sql`show statement_timeout`)) as unknown as {
        rows: { statement_timeout: string }[];
      };
      expect(after.rows[0]?.statement_timeout).toBe('300ms');
    } finally {
      await database.close();
      await t.close();
    }
  });
});
