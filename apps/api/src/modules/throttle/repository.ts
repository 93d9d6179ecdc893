import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { throttleBuckets } from '../../db/schema';
import type { ThrottleStore } from './store';

const secondsUntil = (date: Date) => Math.max(0, (date.getTime() - Date.now()) / 1000);

/** The throttle's counters in PostgreSQL: one upsert per hit, correct with several nodes. */
export function postgresThrottleStore(db: Database): ThrottleStore {
  return {
    async hit(key, windowSeconds) {
      const expires = sql`now() + make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(throttleBuckets)
        .values({ key, hits: 1, expiresAt: expires })
        .onConflictDoUpdate({
          target: throttleBuckets.key,
          set: {
            hits: sql`case when ${throttleBuckets.expiresAt} <= now() then 1 else ${throttleBuckets.hits} + 1 end`,
            expiresAt: sql`case when ${throttleBuckets.expiresAt} <= now() then ${expires} else ${throttleBuckets.expiresAt} end`,
          },
        })
        .returning({ hits: throttleBuckets.hits, expiresAt: throttleBuckets.expiresAt });
      if (!row) throw new Error('throttle upsert returned no row');
      return { hits: row.hits, retryAfter: secondsUntil(row.expiresAt) };
    },
    async peek(key) {
      const [row] = await db
        .select({ hits: throttleBuckets.hits, expiresAt: throttleBuckets.expiresAt })
        .from(throttleBuckets)
        .where(sql`${throttleBuckets.key} = ${key} and ${throttleBuckets.expiresAt} > now()`);
      return row
        ? { hits: row.hits, retryAfter: secondsUntil(row.expiresAt) }
        : { hits: 0, retryAfter: 0 };
    },
    async clear(key) {
      await db.delete(throttleBuckets).where(sql`${throttleBuckets.key} = ${key}`);
    },
  };
}
