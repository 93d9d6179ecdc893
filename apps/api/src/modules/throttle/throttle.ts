import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** How many attempts a key may make in a fixed window. */
export interface Limit {
  attempts: number;
  windowSeconds: number;
}

export interface Attempt {
  allowed: boolean;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfter: number;
}

/**
 * Attempt counters shared by every API node (rate-limiter-flexible: in Redis when REDIS_URL is
 * set, otherwise in PostgreSQL). An attempt is counted first and judged after, in one atomic
 * statement, so requests sent all at once cannot get more tries than the limit between a
 * check and a count.
 */
export interface Throttle {
  /** Counts one attempt of `key`, then answers whether it is within the limit. */
  attempt(key: string): Promise<Attempt>;
  /** Takes back an attempt that turned out well (a right password), so it does not count. */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Makes the throttle of one kind of attempt, its keys kept apart from other kinds' by `name`. */
export type Throttles = (name: string, limit: Limit) => Throttle;

export function throttleOf(limiter: RateLimiterAbstract): Throttle {
  return {
    async attempt(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfter: 0 };
      } catch (refusal) {
        // The library rejects with its result when the limit is passed, and with an Error when
        // the store fails; only the first is an answer.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfter: Math.max(1, refusal.msBeforeNext / 1000) };
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}
