import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresThrottleStore } from '../src/modules/throttle/repository';
import { redisThrottleStore, type ThrottleStore } from '../src/modules/throttle/store';
import { createTestApp, type TestApp } from './support/test-app';

/** The same behaviour from both stores: the API uses Redis when REDIS_URL is set. */
function behavesAsThrottle(name: string, store: () => ThrottleStore) {
  describe(name, () => {
    it('counts hits in a window and reports when it resets', async () => {
      const key = `test:${randomUUID()}`;
      expect(await store().peek(key)).toEqual({ hits: 0, retryAfter: 0 });
      expect((await store().hit(key, 60)).hits).toBe(1);
      const second = await store().hit(key, 60);
      expect(second.hits).toBe(2);
      expect(second.retryAfter).toBeGreaterThan(55);
      expect(second.retryAfter).toBeLessThanOrEqual(60);
      expect((await store().peek(key)).hits).toBe(2);
    });

    it('starts a new window once the old one is over', async () => {
      const key = `test:${randomUUID()}`;
      await store().hit(key, 1);
      await store().hit(key, 1);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await store().peek(key)).hits).toBe(0);
      expect((await store().hit(key, 1)).hits).toBe(1);
    });

    it('counts concurrent hits exactly', async () => {
      const key = `test:${randomUUID()}`;
      await Promise.all(Array.from({ length: 20 }, () => store().hit(key, 60)));
      expect((await store().peek(key)).hits).toBe(20);
    });

    it('forgets a key when cleared', async () => {
      const key = `test:${randomUUID()}`;
      await store().hit(key, 60);
      await store().clear(key);
      expect((await store().peek(key)).hits).toBe(0);
    });
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
behavesAsThrottle('PostgreSQL throttle store', () => postgresThrottleStore(t.database.db));

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('with REDIS_URL', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(() => redis.disconnect());
  behavesAsThrottle('Redis throttle store', () =>
    redisThrottleStore(redis, `test:${process.pid}:`),
  );
});
