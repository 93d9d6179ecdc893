import type { SessionEndReason } from '@homeward/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { forgetReadsInFlight } from '@/lib/api-client';
import { connectRealtime } from '../lib/connect';
import {
  customerChannel,
  realtimeEvents,
  realtimeQueryKeys as keys,
  type SessionRevoked,
  type TransactionStatusUpdated,
} from '../lib/events';
import { ConnectionIndicator, type RealtimeStatus } from './connection-indicator';

export interface RealtimeProviderProps {
  /** The signed-in customer's id (the profile's `id`); absent while signed out: no connection. */
  customerId: string | null | undefined;
  /** This browser's session (the profile's `session.id`): a SessionRevoked naming it signs out. */
  sessionId: string | null | undefined;
  /**
   * Signs this browser out as a 401 would: forget the customer and go to sign-in, saying why
   * when the session was ended from elsewhere.
   */
  onSessionRevoked: (reason: SessionEndReason | null) => void;
  children?: ReactNode;
}

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

/**
 * Live updates for the signed-in pages (PRODUCT.md "Realtime"). Connects with pusher-js once a
 * customer is known, listens on their private channel and makes the affected queries stale, so
 * the screens on show refetch. Disconnects when unmounted (sign-out leaves the signed-in layout)
 * or when the customer changes, and shows a quiet note while the connection is down.
 */
export function RealtimeProvider({
  customerId,
  sessionId,
  onSessionRevoked,
  children,
}: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RealtimeStatus>('off');
  // The latest callback and session, without reconnecting when they change.
  const revoked = useRef({ onSessionRevoked, sessionId });
  useEffect(() => {
    revoked.current = { onSessionRevoked, sessionId };
  }, [onSessionRevoked, sessionId]);

  useEffect(() => {
    if (!customerId) return;
    let closed = false;
    let disconnect = () => {};
    const refresh = (...queryKeys: QueryKey[]) => {
      // The event says the server changed: a read sent before it is not shared with these.
      forgetReadsInFlight();
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    };

    connectRealtime()
      .then((pusher) => {
        if (!pusher) return;
        if (closed) {
          pusher.disconnect();
          return;
        }
        disconnect = () => pusher.disconnect();
        let connectedBefore = false;
        pusher.connection.bind('state_change', ({ current }: StateChange) => {
          if (closed) return;
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
        });

        const channel = pusher.subscribe(customerChannel(customerId));
        channel.bind(
          realtimeEvents.transactionStatusUpdated,
          (data: Partial<TransactionStatusUpdated> | null) => {
            const id = data?.transaction?.id;
            // The timeline and the lists; a move can free or use up limits and end a task.
            refresh(
              ...(id ? [keys.transaction(id)] : []),
              keys.transactions,
              keys.limits,
              keys.tasks,
            );
          },
        );
        channel.bind(realtimeEvents.documentStatusUpdated, () => {
          // The profile lists the documents with their statuses; an approval can raise the tier.
          refresh(keys.profile, keys.tasks, keys.limits);
        });
        channel.bind(realtimeEvents.customerUpdated, () => {
          // A block or a new tier changes what the customer can send and has to do, too.
          refresh(keys.profile, keys.limits, keys.tasks);
        });
        channel.bind(realtimeEvents.sessionRevoked, (data: Partial<SessionRevoked> | null) => {
          const { sessionId: current, onSessionRevoked: signOut } = revoked.current;
          const target = data?.session_id;
          // null: every session ended (a password change or reset), this one with them.
          if (!target || target === current) {
            closed = true;
            pusher.disconnect();
            setStatus('off');
            signOut(data?.reason ?? null);
            return;
          }
          // Another device of this customer was signed out: the device list changed.
          refresh(keys.accountSecurity);
        });
      })
      .catch((error: unknown) => {
        // The chunk did not load (offline, or a new deployment): the pages still work, by hand.
        console.warn('Live updates are unavailable', error);
      });

    return () => {
      closed = true;
      disconnect();
      setStatus('off');
    };
  }, [customerId, queryClient]);

  return (
    <>
      {children}
      <ConnectionIndicator status={status} />
    </>
  );
}
