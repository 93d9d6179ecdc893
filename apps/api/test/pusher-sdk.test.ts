import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type PusherServer from 'pusher';
import type PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientFor,
  connected,
  pause,
  rawSocket,
  sdkFor,
  subscribed,
  type ClientOptions,
} from './support/pusher-sdk';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 15: the built-in server against the official `pusher` server SDK and pusher-js, every
 * Pusher feature the application's back end may use, on one node. The cross-node features
 * (exclusion, terminate, server-to-user, presence members) are in pusher-sdk-nodes.test.ts.
 */
let t: TestApp;
let port: number;
let sdk: PusherServer;
let key: string;
const clients: PusherClient[] = [];
/** The webhooks the application received: their headers and bodies as sent. */
const webhooks: { headers: Record<string, string>; body: string }[] = [];
let receiver: Server;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      webhooks.push({ headers: request.headers as Record<string, string>, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookPort = (receiver.address() as AddressInfo).port;
  t = await createTestApp({ PUSHER_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/pusher/webhook` });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  key = t.app.deps.config.realtime.key;
  sdk = sdkFor(t.app.deps.config.realtime, port);
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function client(options: ClientOptions = {}) {
  const made = clientFor(sdk, key, port, options);
  clients.push(made);
  await connected(made);
  return made;
}

/** What a client hears of one event on a channel. */
function hear(client: PusherClient, channel: string, event: string) {
  const heard: unknown[] = [];
  client.channel(channel).bind(event, (data: unknown) => heard.push(data));
  return heard;
}

const json = async (response: Response | { json(): Promise<unknown> }) => response.json();

describe('trigger with socket_id (Laravel’s toOthers)', () => {
  it('leaves that socket out and reaches the others', async () => {
    const [sender, other] = [await client(), await client()];
    for (const c of [sender, other]) expect((await subscribed(c, 'news')).ok).toBe(true);
    const bySender = hear(sender, 'news', 'posted');
    const byOther = hear(other, 'news', 'posted');
    await sdk.trigger('news', 'posted', { n: 1 }, { socket_id: sender.connection.socket_id });
    await expect.poll(() => byOther).toEqual([{ n: 1 }]);
    await pause(200);
    expect(bySender).toEqual([]);
  });
});

describe('event data', () => {
  it('reaches subscribers byte for byte, as the SDK sent it', async () => {
    const raw = await rawSocket(port, key);
    raw.send('pusher:subscribe', { channel: 'bytes' });
    const js = await client();
    expect((await subscribed(js, 'bytes')).ok).toBe(true);
    const heardByJs = hear(js, 'bytes', 'plain');
    await expect.poll(() => raw.events('pusher_internal:subscription_succeeded').length).toBe(1);

    // A plain string is sent as it is (the SDK does not encode strings), and a JSON text keeps
    // its spacing and its numbers' spelling.
    const texts = ['hello', '{"amount": 1.50,  "tags":[ ]}', '"quoted"', 'ünïcödé ✓'];
    for (const text of texts) await sdk.trigger('bytes', 'plain', text);
    await expect.poll(() => raw.events('plain').length).toBe(texts.length);
    expect(raw.events('plain').map((message) => message.data)).toEqual(texts);
    // pusher-js parses what is JSON, as it would from hosted Pusher.
    await expect
      .poll(() => heardByJs)
      .toEqual(['hello', { amount: 1.5, tags: [] }, 'quoted', 'ünïcödé ✓']);
    raw.socket.close();
  });

  it('published by the application itself still reaches the SPA as JSON', async () => {
    const js = await client();
    expect((await subscribed(js, 'app-events')).ok).toBe(true);
    const heard = hear(js, 'app-events', 'App\\Events\\Hello');
    t.app.deps.broadcaster().publish('app-events', 'App\\Events\\Hello', { hello: 'world' });
    await expect.poll(() => heard).toEqual([{ hello: 'world' }]);
  });
});

describe('batch events', () => {
  it('delivers each event to its channel, with socket_id and info per event', async () => {
    const [one, two] = [await client(), await client()];
    expect((await subscribed(one, 'batch-a')).ok).toBe(true);
    expect((await subscribed(two, 'batch-a')).ok).toBe(true);
    expect((await subscribed(two, 'batch-b')).ok).toBe(true);
    const heardByOne = hear(one, 'batch-a', 'first');
    const heardByTwo = [hear(two, 'batch-a', 'first'), hear(two, 'batch-b', 'second')];
    const answer = await sdk.triggerBatch([
      { channel: 'batch-a', name: 'first', data: { n: 1 }, socket_id: two.connection.socket_id },
      { channel: 'batch-b', name: 'second', data: 'two', info: 'subscription_count' },
    ]);
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ batch: [{}, { subscription_count: 1 }] });
    await expect.poll(() => heardByOne).toEqual([{ n: 1 }]);
    await expect.poll(() => heardByTwo[1]).toEqual(['two']);
    expect(heardByTwo[0]).toEqual([]);
  });

  it('takes at most 10 events', async () => {
    const batch = Array.from({ length: 11 }, (_, i) => ({ channel: 'b', name: 'e', data: `${i}` }));
    await expect(sdk.triggerBatch(batch)).rejects.toMatchObject({ status: 400 });
    const ten = await sdk.triggerBatch(batch.slice(0, 10));
    expect(ten.status).toBe(200);
  });
});

describe('the info parameter on trigger', () => {
  it('answers the channels’ subscription and user counts', async () => {
    const ann = await client({ member: { user_id: 'ann', user_info: { name: 'Ann' } } });
    const bob = await client({ member: { user_id: 'bob' } });
    const annAgain = await client({ member: { user_id: 'ann' } });
    for (const c of [ann, bob, annAgain]) {
      expect((await subscribed(c, 'presence-info')).ok).toBe(true);
    }
    expect((await subscribed(ann, 'info-public')).ok).toBe(true);
    const answer = await sdk.trigger(
      ['presence-info', 'info-public'],
      'counted',
      {},
      {
        info: 'user_count,subscription_count',
      },
    );
    expect(await json(answer)).toEqual({
      channels: {
        'presence-info': { user_count: 2, subscription_count: 3 },
        'info-public': { subscription_count: 1 },
      },
    });
    const plain = await sdk.trigger('info-public', 'counted', {});
    expect(await json(plain)).toEqual({});
    await expect(
      sdk.trigger('info-public', 'counted', {}, { info: 'everything' }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('channel queries', () => {
  it('answer signed JSON: the occupied channels, one channel, a presence channel’s users', async () => {
    const cat = await client({ member: { user_id: 'cat', user_info: { name: 'Cat' } } });
    const dan = await client({ member: { user_id: 'dan' } });
    for (const c of [cat, dan]) expect((await subscribed(c, 'presence-query')).ok).toBe(true);
    expect((await subscribed(cat, 'query-public')).ok).toBe(true);

    const all = await sdk.get({ path: '/channels' });
    expect(all.headers.get('content-type')).toMatch(/^application\/json/);
    const listed = (await json(all)) as { channels: Record<string, object> };
    expect(listed.channels).toMatchObject({ 'presence-query': {}, 'query-public': {} });

    const presence = await sdk.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-query', info: 'user_count' },
    });
    expect(await json(presence)).toEqual({ channels: { 'presence-query': { user_count: 2 } } });

    const one = await sdk.get({
      path: '/channels/presence-query',
      params: { info: 'user_count,subscription_count' },
    });
    expect(await json(one)).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });
    const empty = await sdk.get({ path: '/channels/nobody-here' });
    expect(await json(empty)).toEqual({ occupied: false });

    const users = await sdk.get({ path: '/channels/presence-query/users' });
    const ids = ((await json(users)) as { users: { id: string }[] }).users.map((u) => u.id);
    expect(ids.sort()).toEqual(['cat', 'dan']);
  });

  it('refuse what Pusher refuses, and unsigned requests, in JSON', async () => {
    await expect(
      sdk.get({ path: '/channels/query-public', params: { info: 'user_count' } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(sdk.get({ path: '/channels/query-public/users' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      sdk.get({ path: '/channels', params: { info: 'user_count' } }),
    ).rejects.toMatchObject({ status: 400 });
    const { appId } = t.app.deps.config.realtime;
    for (const path of ['channels', 'channels/news', 'channels/presence-x/users', 'nothing']) {
      const unsigned = await fetch(`http://127.0.0.1:${port}/apps/${appId}/${path}`);
      expect(unsigned.headers.get('content-type')).toMatch(/^application\/json/);
      expect([401, 404]).toContain(unsigned.status);
    }
  });
});

describe('server-to-user messages (sendToUser)', () => {
  it('reach every connection signed in as the user, and no one else', async () => {
    const [first, second, other] = [
      await client({ userId: 'user-eve' }),
      await client({ userId: 'user-eve' }),
      await client({ userId: 'user-fay' }),
    ];
    const heard = [first, second, other].map((c) => {
      const list: unknown[] = [];
      c.user.bind('note', (data: unknown) => list.push(data));
      c.signin();
      return list;
    });
    await Promise.all([first, second, other].map((c) => c.user.signinDonePromise));
    await expect
      .poll(() => [first, second].map((c) => c.user.user_data?.id))
      .toEqual(['user-eve', 'user-eve']);
    await sdk.sendToUser('user-eve', 'note', { text: 'for Eve' });
    await expect
      .poll(() => heard.slice(0, 2))
      .toEqual([[{ text: 'for Eve' }], [{ text: 'for Eve' }]]);
    await pause(200);
    expect(heard[2]).toEqual([]);
  });

  it('are refused a subscription to another user’s channel', async () => {
    const raw = await rawSocket(port, key);
    raw.send('pusher:subscribe', { channel: '#server-to-user-user-eve', auth: '' });
    await expect.poll(() => raw.events('pusher:subscription_error').length).toBe(1);
    raw.socket.close();
  });
});

describe('terminating a user’s connections', () => {
  it('closes every connection signed in as the user, for good, and only those', async () => {
    const gus = [await client({ userId: 'user-gus' }), await client({ userId: 'user-gus' })];
    const hal = await client({ userId: 'user-hal' });
    for (const c of [...gus, hal]) c.signin();
    await Promise.all([...gus, hal].map((c) => c.user.signinDonePromise));
    await expect.poll(() => gus.map((c) => c.user.user_data?.id)).toEqual(['user-gus', 'user-gus']);
    const answer = await sdk.terminateUserConnections('user-gus');
    expect(await json(answer)).toEqual({});
    await expect
      .poll(() => gus.map((c) => c.connection.state))
      .toEqual(['disconnected', 'disconnected']);
    // 4009: pusher-js does not come back by itself.
    await pause(500);
    expect(gus.map((c) => c.connection.state)).toEqual(['disconnected', 'disconnected']);
    expect(hal.connection.state).toBe('connected');
  });
});

describe('the protocol version', () => {
  it('closes a client of an unsupported version with 4007, one of none with 4008', async () => {
    const old = await rawSocket(port, key, 'protocol=3');
    expect(await old.closed).toBe(4007);
    expect(old.events('pusher:error')[0]?.data).toMatchObject({ code: 4007 });
    const future = await rawSocket(port, key, 'protocol=8');
    expect(await future.closed).toBe(4007);
    const none = await rawSocket(port, key, 'client=js');
    expect(await none.closed).toBe(4008);
    // pusher-js (protocol 7) connects.
    expect(await connected(await client())).toMatch(/^\d+\.\d+$/);
  });
});

describe('Pusher’s documented limits', () => {
  it('refuse a channel name over 164 characters, at the socket and the HTTP API', async () => {
    const long = `c${'x'.repeat(164)}`;
    const raw = await rawSocket(port, key);
    raw.send('pusher:subscribe', { channel: long });
    raw.send('pusher:subscribe', { channel: long.slice(1) });
    await expect.poll(() => raw.texts.length).toBe(3);
    expect(raw.events('pusher:subscription_error')[0]).toMatchObject({ channel: long });
    expect(raw.events('pusher_internal:subscription_succeeded')).toHaveLength(1);
    raw.socket.close();
    await expect(sdk.trigger(long, 'e', {})).rejects.toMatchObject({ status: 400 });
    expect((await sdk.trigger(long.slice(1), 'e', {})).status).toBe(200);
  });

  it('answer 413 to event data over 10 kB', async () => {
    await expect(sdk.trigger('big', 'e', 'x'.repeat(10_241))).rejects.toMatchObject({
      status: 413,
    });
    // In bytes: 5,121 two-byte characters are over too.
    await expect(sdk.trigger('big', 'e', 'é'.repeat(5_121))).rejects.toMatchObject({
      status: 413,
    });
    expect((await sdk.trigger('big', 'e', 'x'.repeat(10_240))).status).toBe(200);
  });

  it('refuse more than 100 channels in one trigger, and event names over 200', async () => {
    // The SDK checks these itself; its signed post() sends what it is given, as another
    // server library might.
    const post = (body: object) => sdk.post({ path: '/events', body: body as unknown as string });
    const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
    await expect(post({ name: 'e', data: '{}', channels })).rejects.toMatchObject({ status: 400 });
    await expect(post({ name: 'e'.repeat(201), data: '{}', channel: 'c' })).rejects.toMatchObject({
      status: 400,
    });
    expect(
      (await post({ name: 'e'.repeat(200), data: '{}', channels: channels.slice(1) })).status,
    ).toBe(200);
  });
});

describe('presence channels', () => {
  it('give the members on joining, then member_added and member_removed', async () => {
    const ivy = await client({ member: { user_id: 'ivy', user_info: { name: 'Ivy' } } });
    const joined = await subscribed(ivy, 'presence-room');
    expect(joined.ok).toBe(true);
    const room = ivy.channel('presence-room') as unknown as {
      members: { count: number; me: { id: string; info: unknown } };
    };
    expect(room.members.count).toBe(1);
    expect(room.members.me).toEqual({ id: 'ivy', info: { name: 'Ivy' } });
    const added: unknown[] = [];
    const removed: unknown[] = [];
    ivy.channel('presence-room').bind('pusher:member_added', (m: unknown) => added.push(m));
    ivy.channel('presence-room').bind('pusher:member_removed', (m: unknown) => removed.push(m));

    const jon = await client({ member: { user_id: 'jon', user_info: { name: 'Jon' } } });
    expect((await subscribed(jon, 'presence-room')).ok).toBe(true);
    const jonsRoom = jon.channel('presence-room') as unknown as typeof room;
    expect(jonsRoom.members.count).toBe(2);
    await expect.poll(() => added).toEqual([{ id: 'jon', info: { name: 'Jon' } }]);

    // Jon's second connection is the same member: nobody hears of it.
    const jonAgain = await client({ member: { user_id: 'jon', user_info: { name: 'Jon' } } });
    expect((await subscribed(jonAgain, 'presence-room')).ok).toBe(true);
    jon.disconnect();
    await pause(300);
    expect(added).toHaveLength(1);
    expect(removed).toEqual([]);
    jonAgain.disconnect();
    await expect.poll(() => removed).toEqual([{ id: 'jon', info: { name: 'Jon' } }]);
    expect(room.members.count).toBe(1);
  });

  it('refuse a subscription signed without channel_data, as if it were private', async () => {
    const forger = await client({ member: { user_id: 'kim' }, withoutChannelData: true });
    const refused = await subscribed(forger, 'presence-room');
    expect(refused).toMatchObject({ ok: false, error: { status: 401 } });
    // Nor with no channel_data at all.
    const bare = await rawSocket(port, key);
    bare.send('pusher:subscribe', {
      channel: 'presence-room',
      auth: sdk.authorizeChannel(bare.socketId, 'presence-room').auth,
    });
    await expect.poll(() => bare.events('pusher:subscription_error').length).toBe(1);
    expect(bare.events('pusher_internal:subscription_succeeded')).toEqual([]);
    bare.socket.close();
    // Nor a member other than the one signed.
    const raw = await rawSocket(port, key);
    const signed = sdk.authorizeChannel(raw.socketId, 'presence-room', { user_id: 'kim' });
    raw.send('pusher:subscribe', {
      channel: 'presence-room',
      auth: signed.auth,
      channel_data: JSON.stringify({ user_id: 'admin' }),
    });
    await expect.poll(() => raw.events('pusher:subscription_error').length).toBe(1);
    raw.socket.close();
  });

  it('refuse a channel_data without a user_id even when signed', async () => {
    const raw = await rawSocket(port, key);
    const channelData = JSON.stringify({ user_info: { name: 'nobody' } });
    const { auth } = sdk.authorizeChannel(raw.socketId, 'presence-room', {
      user_info: { name: 'nobody' },
    } as unknown as { user_id: string });
    raw.send('pusher:subscribe', { channel: 'presence-room', auth, channel_data: channelData });
    await expect.poll(() => raw.events('pusher:subscription_error').length).toBe(1);
    raw.socket.close();
  });
});

describe('webhooks to the application', () => {
  it('tell of channels occupied and vacated and members added and removed, signed as Pusher signs', async () => {
    webhooks.length = 0;
    const lea = await client({ member: { user_id: 'lea' } });
    expect((await subscribed(lea, 'presence-hooks')).ok).toBe(true);
    lea.unsubscribe('presence-hooks');
    await pause(200);
    // Delivered by the job queue; every due job, in batches.
    while ((await t.app.deps.jobs.runDue()) > 0);
    const received = webhooks.map((hook) => {
      const webhook = sdk.webhook({ headers: hook.headers, rawBody: hook.body });
      expect(webhook.isValid()).toBe(true);
      return webhook.getEvents() as { channel: string }[];
    });
    // Earlier tests' channels came and went too.
    const ours = received.flat().filter((event) => event.channel === 'presence-hooks');
    expect(ours).toEqual([
      { name: 'channel_occupied', channel: 'presence-hooks' },
      { name: 'member_added', channel: 'presence-hooks', user_id: 'lea' },
      { name: 'member_removed', channel: 'presence-hooks', user_id: 'lea' },
      { name: 'channel_vacated', channel: 'presence-hooks' },
    ]);
    // A webhook signed with another secret is not valid for the SDK.
    const forged = sdkFor({ ...t.app.deps.config.realtime, secret: 'another secret!!' }, port);
    const first = webhooks[0];
    expect(
      forged.webhook({ headers: first?.headers ?? {}, rawBody: first?.body ?? '' }).isValid(),
    ).toBe(false);
  });
});
