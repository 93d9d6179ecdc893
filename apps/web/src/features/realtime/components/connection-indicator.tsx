/**
 * How live updates are doing: `off` before the first connection (or when the deployment has
 * none), `live` while connected, `paused` when a connection that worked was lost and pusher-js is
 * reconnecting, `failed` when it gave up.
 */
export type RealtimeStatus = 'off' | 'live' | 'paused' | 'failed';

const messages: Partial<Record<RealtimeStatus, string>> = {
  paused: 'Live updates paused. Reconnecting…',
  failed: 'Live updates are off. Refresh the page to see the latest.',
};

/**
 * A quiet note at the bottom of the screen while live updates are down. The status region is
 * always in the page, so screen readers announce the note when it appears; it never takes
 * clicks, so it cannot cover a button.
 */
export function ConnectionIndicator({ status }: { status: RealtimeStatus }) {
  const message = messages[status];
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex justify-center px-4"
    >
      {message ? (
        <p className="inline-flex max-w-full items-center gap-2 rounded-full border border-line bg-surface/95 px-3 py-1.5 text-xs text-muted shadow-sm backdrop-blur">
          <span
            aria-hidden="true"
            className="size-2 shrink-0 rounded-full bg-accent-500 motion-safe:animate-pulse"
          />
          {message}
        </p>
      ) : null}
    </div>
  );
}
