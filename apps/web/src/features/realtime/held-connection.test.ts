import { beforeEach, describe, expect, it } from 'vitest';
import { fakePusher, type FakeClient } from '@/testing/fake-pusher';
import { endRealtime, holdRealtime, RELEASE_AFTER_MS } from './lib/held-connection';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  fakePusher.clients.length = 0;
});

describe('the held live connection', () => {
  it('is one connection for every holder, closed only after the last lets go', async () => {
    const first = holdRealtime('customer-1');
    const second = holdRealtime('customer-1');
    expect(second.connection).toBe(first.connection);
    await first.connection;
    const [client] = fakePusher.clients as FakeClient[];
    first.release();
    await wait(RELEASE_AFTER_MS + 100);
    expect(client?.disconnected).toBe(false);
    second.release();
    expect(client?.disconnected).toBe(false);
    await wait(RELEASE_AFTER_MS + 100);
    expect(client?.disconnected).toBe(true);
    expect(fakePusher.clients).toHaveLength(1);
  });

  it('closes a connection that arrives after it was ended, without subscribing', async () => {
    const hold = holdRealtime('customer-1');
    endRealtime();
    await expect(hold.connection).resolves.toBeNull();
    const [client] = fakePusher.clients as FakeClient[];
    expect(client?.disconnected).toBe(true);
    expect(client?.channels.size).toBe(0);
  });

  it('ends one customer’s connection at once when another customer holds one', async () => {
    const first = holdRealtime('customer-1');
    await first.connection;
    const second = holdRealtime('customer-2');
    expect(fakePusher.clients[0]?.disconnected).toBe(true);
    await second.connection;
    expect([...(fakePusher.clients[1]?.channels.keys() ?? [])]).toEqual([
      'private-App.Models.Customer.customer-2',
    ]);
    endRealtime();
  });
});
