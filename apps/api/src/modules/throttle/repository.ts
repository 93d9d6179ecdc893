import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { throttleBuckets } from '../../db/schema';
import { throttleOf, type Throttles } from './throttle';

/**
 * Attempt counters in PostgreSQL (or the embedded database): one upsert per attempt, so they
 * are right with several nodes. An expired row is reset by its next attempt; the library's own
 * timer that deletes old rows is off, as it would outlive a closed database in tests and logs
 * through console.
 */
export const postgresThrottles =
  (db: Database): Throttles =>
  (name, limit) =>
    throttleOf(
      new RateLimiterDrizzle({
        storeClient: db,
        schema: throttleBuckets,
        keyPrefix: name,
        points: limit.attempts,
        duration: limit.windowSeconds,
        clearExpiredByTimeout: false,
      }),
    );
