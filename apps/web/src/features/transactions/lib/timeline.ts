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
