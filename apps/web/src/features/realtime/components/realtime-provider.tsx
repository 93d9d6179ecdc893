import type { SessionEndReason } from '@homeward/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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

/**
 * Live updates for the signed-in pages (PRODUCT.md "Realtime"). Once a customer is known, loads
 * lib/live-updates.ts, which holds their pusher-js connection (lib/held-connection.ts), listens
 * on their private channel and makes the affected queries stale. Lets the connection go
 * when unmounted (sign-out leaves the signed-in layout; a change of language mounts the layout
 * again, which takes it back) and closes it at once when the customer is gone or changes, and
 * shows a quiet note while the connection is down.
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
    let closed = false;
    let stop = () => {};
    import('../lib/live-updates')
      .then((live) => {
        if (closed) return;
        // Signed out: nothing may stay subscribed to the customer's channel.
        if (!customerId) return live.endRealtime();
        stop = live.startLiveUpdates(customerId, {
          queryClient,
          setStatus,
          session: () => revoked.current,
        });
      })
      .catch((error: unknown) => {
        // The chunk did not load (offline, or a new deployment): the pages still work, by hand.
        console.warn('Live updates are unavailable', error);
      });
    return () => {
      closed = true;
      stop();
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
