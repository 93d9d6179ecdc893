import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresThrottles } from '../src/modules/throttle/repository';
import { redisThrottles, type Throttles } from '../src/modules/throttle/store';
import { createTestApp, type TestApp } from './support/test-app';

/** The same behaviour from both stores: the API uses Redis when REDIS_URL is set. */
function behavesAsThrottle(name: string, throttles: () => Throttles) {
  const limited = (attempts: number, windowSeconds = 60) =>
    throttles()(`test:${randomUUID()}`, { attempts, windowSeconds });

  describe(name, () => {
    it('allows the limit, then refuses and says when the window resets', async () => {
      const throttle = limited(2);
      expect(await throttle.attempt('k')).toEqual({ allowed: true, retryAfter: 0 });
      expect((await throttle.attempt('k')).allowed).toBe(true);
      const refused = await throttle.attempt('k');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfter).toBeGreaterThan(55);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
      expect((await throttle.attempt('other')).allowed).toBe(true);
    });

    it('starts a new window once the old one is over', async () => {
      const throttle = limited(1, 1);
      await throttle.attempt('k');
      expect((await throttle.attempt('k')).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await throttle.attempt('k')).allowed).toBe(true);
    });

    it('allows exactly the limit of attempts made all at once', async () => {
      const throttle = limited(5);
      const answers = await Promise.all(Array.from({ length: 20 }, () => throttle.attempt('k')));
      expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    });

    it('takes back a refunded attempt, and forgets a cleared key', async () => {
      const throttle = limited(1);
      await throttle.attempt('k');
      await throttle.refund('k');
      expect((await throttle.attempt('k')).allowed).toBe(true);
      expect((await throttle.attempt('k')).allowed).toBe(false);
      await throttle.clear('k');
      expect((await throttle.attempt('k')).allowed).toBe(true);
    });
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
behavesAsThrottle('PostgreSQL throttle store', () => postgresThrottles(t.database.db));

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('with REDIS_URL', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(() => redis.disconnect());
  behavesAsThrottle('Redis throttle store', () => redisThrottles(redis));
});
