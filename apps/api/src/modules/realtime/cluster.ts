import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { EndedSessions } from '../sessions/service';
import type { SessionLink } from './session-links';
import { redisTopic } from './topic';

/**
 * What one node tells every node (itself included) about the built-in server's connections.
 * A socket may be on any node, so everything that reaches sockets goes through here.
 */
export type ClusterMessage =
  /** An event for a channel's subscribers; `data` is sent to them as it is, byte for byte. */
  | { kind: 'event'; channel: string; event: string; data: string; except?: string }
  /** A signed-in session authorised this socket: the socket must end with the session. */
  | { kind: 'linked'; socketId: string; link: SessionLink }
  | { kind: 'sessions-ended'; ended: EndedSessions }
  /** The Pusher HTTP API's terminate_connections: every connection signed in as the user. */
  | { kind: 'terminate-user'; userId: string };

export interface Cluster {
  send(message: ClusterMessage): void;
  close(): Promise<void>;
}

/** One node: messages go straight to this node's server. */
export function localCluster(receive: (message: ClusterMessage) => void): Cluster {
  return { send: receive, close: async () => {} };
}

/**
 * The messages' Redis topic. Versioned: nodes of an older release (which published
 * {channel, event, data} objects) do not share a topic with this format during a rolling deploy.
 */
const TOPIC = 'homeward:realtime:v2';

/**
 * Every node: published to Redis, and each node (this one too) acts on what it hears.
 */
export async function redisCluster(
  receive: (message: ClusterMessage) => void,
  publisher: Redis,
  log: () => FastifyBaseLogger,
): Promise<Cluster> {
  const topic = await redisTopic(
    publisher,
    TOPIC,
    {
      message(text) {
        let message: ClusterMessage;
        try {
          message = JSON.parse(text) as ClusterMessage;
        } catch (error) {
          log().warn({ err: error }, 'unreadable realtime message');
          return;
        }
        receive(message);
      },
    },
    log,
  );
  return {
    send: (message) => topic.publish(JSON.stringify(message)),
    close: () => topic.close(),
  };
}
