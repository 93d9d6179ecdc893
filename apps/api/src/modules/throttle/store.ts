import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { throttleOf, type Throttles } from './throttle';

/** The PostgreSQL throttles are a repository (their table lives there); the Redis ones are here. */
export { postgresThrottles } from './repository';
export type { Attempt, Limit, Throttle, Throttles } from './throttle';

export const redisThrottles =
  (redis: Redis): Throttles =>
  (name, limit) =>
    throttleOf(
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `throttle:${name}`,
        points: limit.attempts,
        duration: limit.windowSeconds,
      }),
    );
