import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { connectRealtime } from './connect';
import { customerChannel } from './events';

/**
 * How long a connection nobody holds stays open. A change of language renders the app again
 * from the top (app/provider.tsx): the live-updates provider unmounts and mounts again in the
 * same commit. Closing the socket there and opening another cost a reconnection on every
 * signed-in load in a language other than English, and pusher-js could send on the socket it
 * was closing (Chromium logs "WebSocket is already in CLOSING or CLOSED state").
 */
export const RELEASE_AFTER_MS = 1000;

/** The customer's open connection and their private channel on it. */
export interface LiveConnection {
  pusher: Pusher;
  channel: Channel;
}

interface Entry {
  customerId: string;
  connection: Promise<LiveConnection | null>;
  /** The connection once it is made, to close it at once when it must end. */
  live: LiveConnection | null;
  holders: number;
  releaseTimer: ReturnType<typeof setTimeout> | undefined;
  /** An event arrived while nobody held the connection: its holder must ask again. */
  missed: boolean;
  /** It has been connected: a later "connected" is a reconnection that may have lost events. */
  everConnected: boolean;
  ended: boolean;
}

/** The one connection of this tab: one customer is signed in at a time. */
let current: Entry | undefined;

export interface RealtimeHold {
  /** The connection, or null when the deployment has live updates switched off. */
  connection: Promise<LiveConnection | null>;
  /** Whether the connection has been connected before the holder took it. */
  wasConnected(): boolean;
  /** True, once, when events arrived while nobody listened: ask again for what they change. */
  takeMissed(): boolean;
  /** Lets go; the connection closes unless someone holds it again within RELEASE_AFTER_MS. */
  release(): void;
}

/**
 * Holds the customer's live connection, opening it if nobody else has. A connection of another
 * customer ends at once: the new one must never hear the old one's channel.
 */
export function holdRealtime(customerId: string): RealtimeHold {
  if (current?.customerId !== customerId) {
    endRealtime();
    current = open(customerId);
  }
  const entry = current;
  clearTimeout(entry.releaseTimer);
  entry.releaseTimer = undefined;
  entry.holders += 1;
  let released = false;
  return {
    connection: entry.connection,
    wasConnected: () => entry.everConnected,
    takeMissed() {
      const missed = entry.missed;
      entry.missed = false;
      return missed;
    },
    release() {
      if (released) return;
      released = true;
      entry.holders -= 1;
      if (entry.holders === 0 && !entry.ended) {
        entry.releaseTimer = setTimeout(() => end(entry), RELEASE_AFTER_MS);
      }
    },
  };
}

/** Closes the connection now: the session ended, or nobody is signed in any more. */
export function endRealtime(): void {
  if (current) end(current);
}

function open(customerId: string): Entry {
  const entry: Entry = {
    customerId,
    connection: Promise.resolve(null),
    live: null,
    holders: 0,
    releaseTimer: undefined,
    missed: false,
    everConnected: false,
    ended: false,
  };
  entry.connection = connectRealtime().then(
    (pusher) => {
      if (!pusher) return null;
      if (entry.ended) {
        pusher.disconnect();
        return null;
      }
      pusher.connection.bind('state_change', ({ current: state }: { current: string }) => {
        if (state === 'connected') entry.everConnected = true;
      });
      const channel = pusher.subscribe(customerChannel(customerId));
      channel.bind_global((event: string) => {
        if (entry.holders === 0 && !event.startsWith('pusher:')) entry.missed = true;
      });
      entry.live = { pusher, channel };
      return entry.live;
    },
    (error: unknown) => {
      // pusher-js's chunk did not load: the next holder tries again.
      if (current === entry) current = undefined;
      throw error;
    },
  );
  return entry;
}

function end(entry: Entry): void {
  entry.ended = true;
  clearTimeout(entry.releaseTimer);
  if (current === entry) current = undefined;
  entry.live?.pusher.disconnect();
}
