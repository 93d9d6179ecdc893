import type { SessionEndReason } from '@homeward/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { forgetReadsInFlight } from '@/lib/api-client';
import type { RealtimeStatus } from '../components/connection-indicator';
import {
  realtimeEvents,
  realtimeQueryKeys as keys,
  type SessionRevoked,
  type TransactionStatusUpdated,
} from './events';
import { endRealtime, holdRealtime, type LiveConnection } from './held-connection';

/*
 * What the live-updates provider does once a customer is known, in a chunk of its own that the
 * provider loads after the first paint (with pusher-js after it): no signed-in page needs it to
 * draw, and the dashboard's first load is kept within its budget.
 */

export { endRealtime };

interface StateChange {
  previous: string;
  current: string;
}

/** Everything an event can change: refreshed after a reconnection, when events may be lost. */
const catchUpKeys: QueryKey[] = [
  keys.transactions,
  ['transaction'],
  keys.limits,
  keys.tasks,
  keys.profile,
  keys.accountSecurity,
];

export interface LiveUpdatesOptions {
  queryClient: QueryClient;
  setStatus: (status: RealtimeStatus) => void;
  /** The browser's session now, and how to sign it out (read when an event comes). */
  session: () => {
    sessionId: string | null | undefined;
    onSessionRevoked: (reason: SessionEndReason | null) => void;
  };
}

/**
 * Holds the customer's connection (held-connection.ts), listens on their private channel and
 * makes the affected queries stale, so the screens on show refetch. Answers how to stop
 * listening and let the connection go.
 */
export function startLiveUpdates(
  customerId: string,
  { queryClient, setStatus, session }: LiveUpdatesOptions,
): () => void {
  const hold = holdRealtime(customerId);
  let closed = false;
  let stopListening = () => {};
  const refresh = (...queryKeys: QueryKey[]) => {
    // The event says the server changed: a read sent before it is not shared with these.
    forgetReadsInFlight();
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };

  hold.connection
    .then((live) => {
      if (!live || closed) return;
      stopListening = listen(live, {
        connectedBefore: hold.wasConnected(),
        refresh,
        setStatus,
        sessionRevoked(data) {
          const { sessionId: current, onSessionRevoked: signOut } = session();
          const target = data?.session_id;
          // null: every session ended (a password change or reset), this one with them.
          if (target && target !== current) {
            // Another device of this customer was signed out: the device list changed.
            refresh(keys.accountSecurity);
            return;
          }
          closed = true;
          stopListening();
          endRealtime();
          setStatus('off');
          signOut(data?.reason ?? null);
        },
      });
      // Events came while the page was rendered again (a change of language): ask again.
      if (hold.takeMissed()) refresh(...catchUpKeys);
    })
    .catch((error: unknown) => {
      // The chunk did not load (offline, or a new deployment): the pages still work, by hand.
      console.warn('Live updates are unavailable', error);
    });

  return () => {
    closed = true;
    stopListening();
    hold.release();
  };
}

interface Listener {
  /** The connection was connected before this page took it: a new "connected" is a return. */
  connectedBefore: boolean;
  refresh: (...queryKeys: QueryKey[]) => void;
  setStatus: (status: RealtimeStatus) => void;
  sessionRevoked: (data: Partial<SessionRevoked> | null) => void;
}

/**
 * Binds one page's handlers to the held connection and answers how to unbind them: the
 * connection outlives the page when the app is rendered again.
 */
function listen(
  { pusher, channel }: LiveConnection,
  { connectedBefore: wasConnected, refresh, setStatus, sessionRevoked }: Listener,
): () => void {
  let connectedBefore = wasConnected;
  const onStateChange = ({ current }: StateChange) => {
    if (current === 'connected') {
      // Events sent while the socket was away are lost: ask again for what they change.
      if (connectedBefore) refresh(...catchUpKeys);
      connectedBefore = true;
      setStatus('live');
    } else if (current === 'unavailable' && connectedBefore) {
      setStatus('paused');
    } else if (current === 'failed' && connectedBefore) {
      setStatus('failed');
    } else if (current === 'disconnected') {
      setStatus('off');
    }
    // "connecting" keeps the last status: retries must not make the note flicker.
  };
  const onTransaction = (data: Partial<TransactionStatusUpdated> | null) => {
    const id = data?.transaction?.id;
    // The timeline and the lists; a move can free or use up limits and end a task.
    refresh(...(id ? [keys.transaction(id)] : []), keys.transactions, keys.limits, keys.tasks);
  };
  // The profile lists the documents with their statuses; an approval can raise the tier.
  const onDocument = () => refresh(keys.profile, keys.tasks, keys.limits);
  // A block or a new tier changes what the customer can send and has to do, too.
  const onCustomer = () => refresh(keys.profile, keys.limits, keys.tasks);

  const handlers: [string, (data: never) => void][] = [
    [realtimeEvents.transactionStatusUpdated, onTransaction],
    [realtimeEvents.documentStatusUpdated, onDocument],
    [realtimeEvents.customerUpdated, onCustomer],
    [realtimeEvents.sessionRevoked, sessionRevoked],
  ];
  pusher.connection.bind('state_change', onStateChange);
  for (const [event, handler] of handlers) channel.bind(event, handler);
  if (pusher.connection.state === 'connected') setStatus('live');
  return () => {
    pusher.connection.unbind('state_change', onStateChange);
    for (const [event, handler] of handlers) channel.unbind(event, handler);
  };
}
