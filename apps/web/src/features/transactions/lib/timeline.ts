import type { TimelineEvent, TransferStatus } from '@homeward/contract';

/** Oldest first; events at the same moment keep the API's order. */
export function chronological(events: TimelineEvent[]): TimelineEvent[] {
  return events
    .map((event, index) => ({ event, index, time: new Date(event.at).getTime() || 0 }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ event }) => event);
}

/** The newest event of that status, when the transfer went through it. */
export function latestEventOf(
  events: TimelineEvent[],
  status: TransferStatus,
): TimelineEvent | undefined {
  return chronological(events)
    .reverse()
    .find((event) => event.status === status);
}

/**
 * Why the transfer's money is going back, in the server's words: the reason recorded when it
 * last moved to refund_pending (the customer cancelled after paying, a payment arrived after
 * the transfer had stopped, a review refused it…), and the newest later news about that refund
 * (the card could not take it, say), if any.
 */
export function refundStory(events: TimelineEvent[]): {
  why: string | null;
  update: string | null;
} {
  const ordered = chronological(events);
  let moved = -1;
  ordered.forEach((event, index) => {
    if (event.status === 'refund_pending' && ordered[index - 1]?.status !== 'refund_pending') {
      moved = index;
    }
  });
  if (moved < 0) return { why: null, update: null };
  const later = ordered
    .slice(moved + 1)
    .filter((event) => event.status === 'refund_pending' && event.reason);
  return { why: ordered[moved]?.reason ?? null, update: later.at(-1)?.reason ?? null };
}
