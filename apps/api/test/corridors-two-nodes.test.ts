import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Proposal } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisTopic } from '../src/modules/realtime/topic';
import type { TestBrowser } from './support/browser';
import { headersOf, startNode, stopNodes, type ApiNode } from './support/nodes';
import { corridorTo, sender } from './support/senders';
import { signedInStaff, staffToken, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

const redisUrl = process.env.REDIS_URL;
const APP_KEY = `base64:${randomBytes(32).toString('base64')}`;

interface CorridorAnswer {
  id: number;
  max_send_amount: { amount: string };
  payout_methods: { method: string; fixed_fee: { amount: string } }[];
}

/**
 * Issue 21, decision 0039: each node keeps the corridors in memory, and a change staff make on
 * one node is seen on the others' next reads, told over the Redis topic the nodes share. Node A
 * is this test's own app (on Redis), node B a separate process on the same database and Redis.
 */
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres' && redisUrl)(
  'the corridors in memory on two nodes',
  () => {
    let t: TestApp;
    let b: ApiNode;
    let redis: Redis;
    let customer: TestBrowser;
    let alice: StaffBrowser;
    let bruno: StaffBrowser;
    const statementsOnA: string[] = [];
    beforeAll(async () => {
      redis = new Redis(redisUrl ?? '');
      t = await createTestApp(
        { APP_KEY, SIGNUP_MAX_PER_IP: '1000' },
        { redis, logQuery: (query) => statementsOnA.push(query) },
      );
      b = await startNode(t.databaseUrl ?? '', {
        APP_KEY,
        REDIS_URL: redisUrl,
        SERVER_TIMING: 'true',
      });
      ({ browser: customer } = await sender(t, 2, 'two-node-corridors'));
      alice = await signedInStaff(t, ['finance'], 'alice');
      bruno = await signedInStaff(t, ['finance'], 'bruno');
    }, 90_000);
    afterAll(async () => {
      await stopNodes([b].filter(Boolean));
      await t.close();
      await redis.quit();
    });

    /** Node B's corridors list for the customer, and how many statements it cost there. */
    async function onB() {
      const answer = await fetch(`${b.base}/client/v1/corridors`, { headers: headersOf(customer) });
      expect(answer.status).toBe(200);
      const timing = answer.headers.get('server-timing') ?? '';
      const statements = Number(/statements=(\d+)/.exec(timing)?.[1]);
      return { corridors: (await answer.json()) as CorridorAnswer[], statements };
    }
    const onA = async () => {
      const answer = await customer.get('/client/v1/corridors');
      expect(answer.statusCode).toBe(200);
      return answer.json() as CorridorAnswer[];
    };
    const maxSend = (list: CorridorAnswer[], id: number) =>
      list.find((c) => c.id === id)?.max_send_amount.amount;

    it('a change staff approve on node A is seen on node B, which read it from memory', async () => {
      const id = await corridorTo(customer, 'PH');
      // B answers from memory: the customer's session is its only statement. (Polled: another
      // run sharing this Redis may start a node, which tells every node to load again.)
      await onB();
      await expect.poll(async () => (await onB()).statements).toBe(1);
      expect(maxSend((await onB()).corridors, id)).toBe('50000.00');

      const proposed = await alice.post('proposals', {
        kind: 'corridor',
        change: { corridor_id: id, max_send: '23456' },
      });
      expect(proposed.statusCode, proposed.body).toBe(201);
      const approved = await bruno.post(`proposals/${(proposed.json() as Proposal).id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);

      // Heard over Redis within moments; the copy's backstop age is a minute.
      await expect
        .poll(async () => maxSend((await onB()).corridors, id), { timeout: 5_000 })
        .toBe('23456.00');

      await t.app.deps.pricing.changeCorridor(id, { enabled: false });
      await expect
        .poll(async () => maxSend((await onB()).corridors, id), { timeout: 5_000 })
        .toBeUndefined();
      await t.app.deps.pricing.changeCorridor(id, { enabled: true });
      await expect
        .poll(async () => maxSend((await onB()).corridors, id), { timeout: 5_000 })
        .toBe('23456.00');
    }, 30_000);

    it('a fee staff change through node B’s admin API is seen on node A', async () => {
      const id = await corridorTo(customer, 'VN');
      const [first, second] = [await staffToken(t, ['finance']), await staffToken(t, ['finance'])];
      // A answers from memory too.
      await onA();
      const from = statementsOnA.length;
      const before = await onA();
      expect(statementsOnA.slice(from).filter((q) => /"corridors"/.test(q))).toEqual([]);
      const feeOf = (list: CorridorAnswer[]) =>
        list.find((c) => c.id === id)?.payout_methods.find((m) => m.method === 'bank_account')
          ?.fixed_fee.amount;
      expect(feeOf(before)).not.toBe('6.54');

      const admin = (token: string, path: string, body: unknown) =>
        fetch(`${b.base}/admin/v1/${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const proposed = await admin(first.token, 'proposals', {
        kind: 'fee',
        change: { corridor_id: id, method: 'bank_account', fixed_fee: '6.54' },
      });
      expect(proposed.status, await proposed.clone().text()).toBe(201);
      const { id: proposal } = (await proposed.json()) as Proposal;
      const approved = await admin(second.token, `proposals/${proposal}/approve`, {});
      expect(approved.status, await approved.clone().text()).toBe(200);

      await expect.poll(async () => feeOf(await onA()), { timeout: 5_000 }).toBe('6.54');
    }, 60_000);

    it('a topic tells its listener when messages may have been lost, and when they are heard again', async () => {
      const name = `homeward:test:${randomBytes(4).toString('hex')}`;
      const heard: string[] = [];
      const topic = await redisTopic(
        redis,
        name,
        {
          message: (text) => heard.push(`message ${text}`),
          lost: () => heard.push('lost'),
          subscribed: () => heard.push('subscribed'),
        },
        () => t.app.log,
      );
      try {
        expect(heard).toEqual(['subscribed']);
        topic.publish('one');
        await expect.poll(() => heard).toEqual(['subscribed', 'message one']);
        // Redis drops the subscriber's connection (as a restart or a network fault would).
        const clients = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
        const line = clients.split('\n').find((entry) => entry.includes(`name=${name}:subscriber`));
        const clientId = /\bid=(\d+)/.exec(line ?? '')?.[1];
        expect(clientId).toBeDefined();
        await redis.call('CLIENT', 'KILL', 'ID', clientId ?? '');
        await expect
          .poll(() => heard, { timeout: 5_000 })
          .toEqual(['subscribed', 'message one', 'lost', 'subscribed']);
        topic.publish('two');
        await expect
          .poll(() => heard)
          .toEqual(['subscribed', 'message one', 'lost', 'subscribed', 'message two']);
      } finally {
        await topic.close();
      }
    });
  },
);
