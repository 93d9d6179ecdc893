import { randomBytes } from 'node:crypto';
import type PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNode, stopNodes, stopped, type ApiNode } from './support/nodes';
import {
  clientFor,
  connected,
  pause,
  sdkFor,
  subscribed,
  type ClientOptions,
} from './support/pusher-sdk';
import { createTestApp, type TestApp } from './support/test-app';

const redisUrl = process.env.REDIS_URL;
const APP_KEY = `base64:${randomBytes(32).toString('base64')}`;
/** Channels and users of this run only: Redis is shared with other runs. */
const run = randomBytes(4).toString('hex');

/**
 * Issue 15: the Pusher features that cross nodes, with the official SDK on one API process and
 * pusher-js on another, sharing Redis: exclusion, server-to-user, terminate, presence members.
 */
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres' && redisUrl)(
  'the Pusher features across two API processes',
  () => {
    let t: TestApp;
    let a: ApiNode;
    let b: ApiNode;
    // A killed node is found dead after 2 s (30 by default).
    const env = () => ({ APP_KEY, REDIS_URL: redisUrl, REALTIME_NODE_TIMEOUT: '2' });
    const clients: PusherClient[] = [];
    beforeAll(async () => {
      // The test's own app only prepares the shared database and knows the realtime secret.
      t = await createTestApp({ APP_KEY });
      [a, b] = await Promise.all([
        startNode(t.databaseUrl ?? '', env()),
        startNode(t.databaseUrl ?? '', env()),
      ]);
    }, 90_000);
    afterAll(async () => {
      for (const client of clients) client.disconnect();
      await stopNodes([a, b].filter(Boolean));
      await t.close();
    });

    const sdkOn = (node: ApiNode) => sdkFor(t.app.deps.config.realtime, node.port);
    async function clientOn(node: ApiNode, options: ClientOptions = {}) {
      const made = clientFor(sdkOn(node), t.app.deps.config.realtime.key, node.port, options);
      clients.push(made);
      await connected(made);
      return made;
    }
    function hear(client: PusherClient, channel: string, event: string) {
      const heard: unknown[] = [];
      client.channel(channel).bind(event, (data: unknown) => heard.push(data));
      return heard;
    }

    it('trigger with socket_id leaves out a socket on the other node', async () => {
      const channel = `news-${run}`;
      const [onA, onB] = [await clientOn(a), await clientOn(b)];
      for (const c of [onA, onB]) expect((await subscribed(c, channel)).ok).toBe(true);
      const [heardOnA, heardOnB] = [hear(onA, channel, 'posted'), hear(onB, channel, 'posted')];
      await sdkOn(a).trigger(channel, 'posted', { n: 1 }, { socket_id: onB.connection.socket_id });
      await sdkOn(a).trigger(channel, 'posted', { n: 2 }, { socket_id: onA.connection.socket_id });
      await expect.poll(() => heardOnA).toEqual([{ n: 1 }]);
      await expect.poll(() => heardOnB).toEqual([{ n: 2 }]);
      await pause(300);
      expect([heardOnA, heardOnB]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    });

    it('sendToUser through node A reaches the user signed in on node B', async () => {
      const userId = `user-${run}-1`;
      const onB = await clientOn(b, { userId });
      const heard: unknown[] = [];
      onB.user.bind('note', (data: unknown) => heard.push(data));
      onB.signin();
      await onB.user.signinDonePromise;
      await expect.poll(() => onB.user.user_data?.id).toBe(userId);
      await sdkOn(a).sendToUser(userId, 'note', 'across nodes');
      await expect.poll(() => heard).toEqual(['across nodes']);
    });

    it('terminating a user through node A closes their connection on node B', async () => {
      const userId = `user-${run}-2`;
      const onB = await clientOn(b, { userId });
      const bystander = await clientOn(b, { userId: `user-${run}-3` });
      for (const c of [onB, bystander]) c.signin();
      await Promise.all([onB, bystander].map((c) => c.user.signinDonePromise));
      await expect.poll(() => onB.user.user_data?.id).toBe(userId);
      await sdkOn(a).terminateUserConnections(userId);
      await expect.poll(() => onB.connection.state).toBe('disconnected');
      expect(bystander.connection.state).toBe('connected');
    });

    it('presence members on two nodes see each other come and go', async () => {
      const channel = `presence-room-${run}`;
      const ann = await clientOn(a, { member: { user_id: 'ann', user_info: { name: 'Ann' } } });
      expect((await subscribed(ann, channel)).ok).toBe(true);
      const added = hear(ann, channel, 'pusher:member_added');
      const removed = hear(ann, channel, 'pusher:member_removed');
      const bob = await clientOn(b, { member: { user_id: 'bob', user_info: { name: 'Bob' } } });
      expect((await subscribed(bob, channel)).ok).toBe(true);
      const bobsRoom = bob.channel(channel) as unknown as { members: { count: number } };
      expect(bobsRoom.members.count).toBe(2);
      await expect.poll(() => added).toEqual([{ id: 'bob', info: { name: 'Bob' } }]);

      // Either node answers for the whole cluster.
      for (const node of [a, b]) {
        const users = await (await sdkOn(node).get({ path: `/channels/${channel}/users` })).json();
        expect((users as { users: { id: string }[] }).users.map((u) => u.id).sort()).toEqual([
          'ann',
          'bob',
        ]);
        const state = await sdkOn(node).get({
          path: `/channels/${channel}`,
          params: { info: 'user_count,subscription_count' },
        });
        expect(await state.json()).toEqual({
          occupied: true,
          user_count: 2,
          subscription_count: 2,
        });
      }

      bob.disconnect();
      await expect.poll(() => removed).toEqual([{ id: 'bob', info: { name: 'Bob' } }]);
      const after = await sdkOn(a).get({ path: `/channels/${channel}/users` });
      expect(await after.json()).toEqual({ users: [{ id: 'ann' }] });
    });

    it('a node that dies takes its members out of presence channels, announced by another', async () => {
      const c = await startNode(t.databaseUrl ?? '', env());
      const channel = `presence-crash-${run}`;
      const ann = await clientOn(a, { member: { user_id: 'ann' } });
      expect((await subscribed(ann, channel)).ok).toBe(true);
      const removed = hear(ann, channel, 'pusher:member_removed');
      const cat = await clientOn(c, { member: { user_id: 'cat' } });
      expect((await subscribed(cat, channel)).ok).toBe(true);
      const alone = await clientOn(c);
      expect((await subscribed(alone, `crash-public-${run}`)).ok).toBe(true);
      // Not a shutdown: the process is gone before it can leave anything.
      c.child.kill('SIGKILL');
      await stopped(c.child);
      // pusher-js would reconnect to another node; here they stop trying.
      cat.disconnect();
      alone.disconnect();
      await expect.poll(() => removed, { timeout: 15_000 }).toEqual([{ id: 'cat', info: null }]);
      const users = await sdkOn(a).get({ path: `/channels/${channel}/users` });
      expect(await users.json()).toEqual({ users: [{ id: 'ann' }] });
      const left = await sdkOn(b).get({ path: `/channels/crash-public-${run}` });
      expect(await left.json()).toEqual({ occupied: false });
    }, 60_000);
  },
);
