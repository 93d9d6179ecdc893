import type { Redis } from 'ioredis';

/** The PostgreSQL store is a repository (its SQL lives there); the Redis one is here. */
export { postgresThrottleStore } from './repository';

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
