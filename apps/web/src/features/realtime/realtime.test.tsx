import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@/testing/render';
import { http, HttpResponse } from 'msw';
import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler } from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { url } from '@/testing/handlers';
import { fakePusher, type FakeClient } from '@/testing/fake-pusher';
import { server } from '@/testing/server';
import { RealtimeProvider, type RealtimeProviderProps } from './components/realtime-provider';
import { RELEASE_AFTER_MS } from './lib/held-connection';

const fake = fakePusher;

const customerId = '0190a6d4-0000-7000-8000-000000000001';
const channelName = `private-App.Models.Customer.${customerId}`;
const events = {
  transaction: 'App\\Events\\TransactionStatusUpdated',
  document: 'App\\Events\\DocumentStatusUpdated',
  customer: 'App\\Events\\CustomerUpdated',
  revoked: 'App\\Events\\SessionRevoked',
};

/** The cached queries an event can change: asked again when events may have been lost. */
const eventKeys = [
  ['transaction', 't1'],
  ['transaction', 't2'],
  ['transactions', { status: ['awaiting_payment'] }],
  ['limits'],
  ['tasks'],
  ['customer', 'profile'],
  ['account-security', 'devices'],
];

/** The queries the signed-in pages hold, as their features key them. */
const cachedKeys = [...eventKeys, ['corridors'], ['recipients', 'used']];

function renderProvider(props: Partial<RealtimeProviderProps> = {}) {
  const queryClient = createQueryClient();
  for (const key of cachedKeys) queryClient.setQueryData(key, { cached: true });
  const onSessionRevoked = vi.fn();
  // `language` keys the provider as app/provider.tsx keys the app: a new one mounts.
  const ui = (next: Partial<RealtimeProviderProps>, language = 'en-AU') => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider
        key={language}
        customerId={customerId}
        sessionId="s1"
        onSessionRevoked={onSessionRevoked}
        {...props}
        {...next}
      >
        <p>The page</p>
      </RealtimeProvider>
    </QueryClientProvider>
  );
  const view = render(ui({}));
  return {
    ...view,
    queryClient,
    onSessionRevoked,
    rerender: (next: Partial<RealtimeProviderProps>, language?: string) =>
      view.rerender(ui(next, language)),
  };
}

/** The stale queries, as JSON, sorted. */
function invalidated(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
}

const keys = (...list: unknown[][]) => list.map((key) => JSON.stringify(key)).sort();

const everythingEventsChange = () => keys(...eventKeys);

async function nthClient(count = 1): Promise<FakeClient> {
  await waitFor(() => expect(fake.clients).toHaveLength(count));
  return fake.clients[count - 1] as FakeClient;
}

async function connectedClient(): Promise<FakeClient> {
  const client = await nthClient();
  act(() => client.connection.change('connected'));
  return client;
}

function channelOf(client: FakeClient) {
  const channel = client.channels.get(channelName);
  if (!channel) throw new Error(`not subscribed to ${channelName}`);
  return channel;
}

function play(client: FakeClient, event: string, data: unknown) {
  act(() => channelOf(client).emit(event, data));
}

beforeEach(() => {
  fake.clients.length = 0;
});

afterEach(() => {
  document.getElementById('runtime-config')?.remove();
});

describe('channel authorisation', () => {
  function authorize(client: FakeClient, channel: string) {
    const handler = (
      client.options.channelAuthorization as { customHandler: ChannelAuthorizationHandler }
    ).customHandler;
    return new Promise<{ error: Error | null; data: Parameters<ChannelAuthorizationCallback>[1] }>(
      (resolve) =>
        handler({ socketId: '123.456', channelName: channel }, (error, data) =>
          resolve({ error, data }),
        ),
    );
  }

  it('posts the socket and channel with the session cookie and XSRF echo', async () => {
    let seen: { body: unknown; xsrf: string | null } | null = null;
    server.use(
      http.post(url('/broadcasting/auth'), async ({ request }) => {
        seen = { body: await request.json(), xsrf: request.headers.get('X-XSRF-TOKEN') };
        return HttpResponse.json({ auth: 'homeward-key:signature' });
      }),
    );
    document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
    renderProvider();
    const client = await nthClient();
    const answer = await authorize(client, channelName);
    expect(seen).toEqual({
      body: { socket_id: '123.456', channel_name: channelName },
      xsrf: 'xsrf-1',
    });
    expect(answer).toEqual({ error: null, data: { auth: 'homeward-key:signature' } });
  });

  it('hands a refusal back to pusher-js as an error', async () => {
    server.use(
      http.post(url('/broadcasting/auth'), () =>
        HttpResponse.json({ message: 'You may only listen to your own channel.' }, { status: 403 }),
      ),
    );
    renderProvider();
    const client = await nthClient();
    const answer = await authorize(client, 'private-App.Models.Customer.someone-else');
    expect(answer.data).toBeNull();
    expect(answer.error).toBeInstanceOf(ApiError);
    expect(answer.error).toMatchObject({ status: 403 });
  });
});

describe('realtime provider', () => {
  it('subscribes to the customer channel and binds the four events', async () => {
    renderProvider();
    expect(screen.getByText('The page')).toBeInTheDocument();
    const client = await nthClient();
    expect(client.key).toBe('homeward-key');
    expect([...client.channels.keys()]).toEqual([channelName]);
    expect([...channelOf(client).handlers.keys()].sort()).toEqual(Object.values(events).sort());
  });

  it('does not connect without a customer', async () => {
    renderProvider({ customerId: null });
    // Give a dynamic import the time it would take.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fake.clients).toHaveLength(0);
  });

  it('refreshes the transfer, the lists, the limits and the tasks when a transfer moves', async () => {
    const { queryClient } = renderProvider();
    const client = await connectedClient();
    play(client, events.transaction, { transaction: { id: 't1', status: 'paid' } });
    expect(invalidated(queryClient)).toEqual(
      keys(
        ['transaction', 't1'],
        ['transactions', { status: ['awaiting_payment'] }],
        ['limits'],
        ['tasks'],
      ),
    );
  });

  it('refreshes the profile (documents), tasks and limits when a document status changes', async () => {
    const { queryClient } = renderProvider();
    const client = await connectedClient();
    play(client, events.document, { document_id: 'd1', status: 'approved' });
    expect(invalidated(queryClient)).toEqual(keys(['customer', 'profile'], ['tasks'], ['limits']));
  });

  it('refreshes the profile when the customer changes', async () => {
    const { queryClient } = renderProvider();
    const client = await connectedClient();
    play(client, events.customer, {});
    expect(invalidated(queryClient)).toEqual(keys(['customer', 'profile'], ['tasks'], ['limits']));
  });

  it('signs this browser out when its session is revoked', async () => {
    const { onSessionRevoked, queryClient } = renderProvider({ sessionId: 's1' });
    const client = await connectedClient();
    play(client, events.revoked, { session_id: 's1' });
    expect(onSessionRevoked).toHaveBeenCalledTimes(1);
    expect(client.disconnected).toBe(true);
    expect(invalidated(queryClient)).toEqual([]);
  });

  it('only refreshes the device list when another session is revoked', async () => {
    const { onSessionRevoked, queryClient } = renderProvider({ sessionId: 's1' });
    const client = await connectedClient();
    play(client, events.revoked, { session_id: 's2' });
    expect(onSessionRevoked).not.toHaveBeenCalled();
    expect(client.disconnected).toBe(false);
    expect(invalidated(queryClient)).toEqual(keys(['account-security', 'devices']));
  });

  it('signs out when every session was revoked (session_id null: a password change)', async () => {
    const { onSessionRevoked } = renderProvider();
    const client = await connectedClient();
    play(client, events.revoked, { session_id: null });
    expect(onSessionRevoked).toHaveBeenCalledTimes(1);
    expect(client.disconnected).toBe(true);
  });

  it('calls the latest sign-out callback without reconnecting', async () => {
    const { rerender, onSessionRevoked } = renderProvider();
    const client = await connectedClient();
    const latest = vi.fn();
    rerender({ onSessionRevoked: latest, sessionId: 's9' });
    play(client, events.revoked, { session_id: 's9' });
    expect(latest).toHaveBeenCalledTimes(1);
    expect(onSessionRevoked).not.toHaveBeenCalled();
    expect(fake.clients).toHaveLength(1);
  });

  it('lets the connection go a moment after it is unmounted', async () => {
    const { unmount } = renderProvider();
    const client = await connectedClient();
    unmount();
    // Held a moment for the page that mounts next (a change of language renders it again).
    expect(client.disconnected).toBe(false);
    await waitFor(() => expect(client.disconnected).toBe(true), {
      timeout: RELEASE_AFTER_MS + 2000,
    });
  });

  it('leaves no connection open when unmounted before it was made', async () => {
    const { unmount } = renderProvider();
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, RELEASE_AFTER_MS + 200)));
    expect(fake.clients.filter((client) => !client.disconnected)).toEqual([]);
  });

  it('keeps one connection when the app is rendered again from the top (a change of language)', async () => {
    const { rerender, queryClient } = renderProvider();
    const client = await connectedClient();
    // app/provider.tsx keys the whole app on the language: the provider unmounts and mounts.
    rerender({}, 'fil');
    await act(() => new Promise((resolve) => setTimeout(resolve, RELEASE_AFTER_MS + 200)));
    expect(fake.clients).toHaveLength(1);
    expect(client.disconnected).toBe(false);
    // The page mounted again listens, once; the one that left does not.
    expect(channelOf(client).bound(events.transaction)).toBe(1);
    expect(client.connection.bound('state_change')).toBe(2);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    play(client, events.customer, {});
    expect(invalidated(queryClient)).toEqual(keys(['customer', 'profile'], ['tasks'], ['limits']));
  });

  it('asks again for what events change when one came while no page listened', async () => {
    const first = renderProvider();
    const client = await connectedClient();
    first.unmount();
    play(client, events.transaction, { transaction: { id: 't1' } });
    const { queryClient } = renderProvider();
    await waitFor(() => expect(invalidated(queryClient)).toEqual(everythingEventsChange()));
    expect(fake.clients).toHaveLength(1);
  });

  it('reconnects on the new channel when the customer changes, and stops when it is gone', async () => {
    const { rerender } = renderProvider();
    const first = await connectedClient();
    rerender({ customerId: 'other-customer' });
    await waitFor(() => expect(first.disconnected).toBe(true));
    const second = await nthClient(2);
    expect([...second.channels.keys()]).toEqual(['private-App.Models.Customer.other-customer']);
    // Sign-out marks the customer null before leaving the layout.
    rerender({ customerId: null });
    await waitFor(() => expect(second.disconnected).toBe(true));
    expect(fake.clients).toHaveLength(2);
  });
});

describe('connection indicator', () => {
  const note = 'Live updates paused. Reconnecting…';

  it('shows a quiet note only while a connection that worked is down', async () => {
    const { queryClient } = renderProvider();
    const client = await nthClient();
    const status = screen.getByRole('status');
    // Not before the first connection: nothing was lost yet.
    act(() => client.connection.change('unavailable'));
    expect(status).toBeEmptyDOMElement();

    act(() => client.connection.change('connected'));
    expect(status).toBeEmptyDOMElement();

    act(() => client.connection.change('connecting'));
    expect(status).toBeEmptyDOMElement();
    act(() => client.connection.change('unavailable'));
    expect(status).toHaveTextContent(note);
    // pusher-js retries through "connecting": the note stays rather than flickering.
    act(() => client.connection.change('connecting'));
    expect(status).toHaveTextContent(note);

    act(() => client.connection.change('connected'));
    expect(status).toBeEmptyDOMElement();
    // Back online: what the lost events would have changed is asked for again.
    expect(invalidated(queryClient)).toEqual(everythingEventsChange());
  });

  it('says so when pusher-js gives up', async () => {
    renderProvider();
    const client = await connectedClient();
    act(() => client.connection.change('failed'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Live updates are off. Refresh the page to see the latest.',
    );
  });

  it('goes away when the provider disconnects', async () => {
    const { rerender } = renderProvider();
    const client = await connectedClient();
    act(() => client.connection.change('unavailable'));
    expect(screen.getByRole('status')).toHaveTextContent(note);
    rerender({ customerId: null });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
