import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { throttleBuckets } from '../../db/schema';

/**
 * Fixed-window counters shared by every API node: in Redis when REDIS_URL is set, otherwise in
 * PostgreSQL (one upsert per hit, so it is still correct with several nodes).
 */
export interface ThrottleStore {
  /** Adds one hit; answers the hits in the current window and the seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ hits: number; retryAfter: number }>;
  /** The hits in the current window without adding one. */
  peek(key: string): Promise<{ hits: number; retryAfter: number }>;
  clear(key: string): Promise<void>;
}

const secondsUntil = (date: Date) => Math.max(0, (date.getTime() - Date.now()) / 1000);

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

export function redisThrottleStore(redis: Redis, prefix = 'throttle:'): ThrottleStore {
  return {
    async hit(key, windowSeconds) {
      const name = prefix + key;
      // SET NX starts the window once; INCR and PTTL read it back in the same round trip.
      const results = await redis
        .multi()
        .set(name, 0, 'EX', windowSeconds, 'NX')
        .incr(name)
        .pttl(name)
        .exec();
      const hits = Number(results?.[1]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
      return { hits, retryAfter: Math.max(0, ttl / 1000) };
    },
    async peek(key) {
      const name = prefix + key;
      const [value, ttl] = await Promise.all([redis.get(name), redis.pttl(name)]);
      return { hits: Number(value ?? 0), retryAfter: Math.max(0, ttl / 1000) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
