import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** What readiness asks the database: whether it answers, and how far it is migrated. */
export function healthRepository(db: Database) {
  return {
    /** How many migrations the database has applied (throws when it cannot be reached). */
    async appliedMigrations(): Promise<number> {
      // Both drivers answer raw SQL with `rows`; drizzle's shared type leaves it unknown.
      const result = (await db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number }[] };
      return Number(result.rows[0]?.applied ?? 0);
    },
  };
}
export type HealthRepository = ReturnType<typeof healthRepository>;
