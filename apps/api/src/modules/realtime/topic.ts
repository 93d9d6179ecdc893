import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** What a node hears on a topic, and when it may have missed something. */
export interface TopicListener {
  /** A message, as published (this node's own included). */
  message(text: string): void;
  /**
   * The subscription is made, at start and again after every reconnection: from now on every
   * message published reaches `message`.
   */
  subscribed?(): void;
  /**
   * The connection dropped: Redis keeps nothing for a subscriber that is away, so what was
   * published until `subscribed` runs again is lost. A listener that keeps state acts as if
   * anything may have changed.
   */
  lost?(): void;
}

export interface Topic {
  /** Tells every node subscribed, this one included; never throws (a failure is logged). */
  publish(text: string): void;
  close(): Promise<void>;
}

/**
 * A Redis pub/sub topic every node shares: the one way nodes tell each other something
 * (realtime's fan-out, changes to the reference data nodes keep in memory). Publishing uses the
 * node's Redis connection; hearing takes a connection of its own, as Redis requires of a
 * subscriber. Resolves once the first subscription is made.
 */
export async function redisTopic(
  publisher: Redis,
  topic: string,
  listener: TopicListener,
  log: () => FastifyBaseLogger,
): Promise<Topic> {
  // Subscribed by hand at every connection (not ioredis's own resubscribe), so `subscribed`
  // runs when Redis has confirmed the subscription, not when it was merely sent.
  // Named, so an operator's CLIENT LIST shows which connection hears which topic.
  const subscriber = publisher.duplicate({
    autoResubscribe: false,
    connectionName: `${topic}:subscriber`,
  });
  let closing = false;
  let first: ((error?: unknown) => void) | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    first = (error) => (error ? reject(error as Error) : resolve());
  });
  subscriber.on('message', (_topic: string, text: string) => {
    try {
      listener.message(text);
    } catch (error) {
      log().warn({ err: error, topic }, 'a Redis message was not handled');
    }
  });
  subscriber.on('close', () => {
    if (!closing) listener.lost?.();
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(topic).then(
      () => {
        listener.subscribed?.();
        first?.();
        first = undefined;
      },
      (error: unknown) => {
        log().warn({ err: error, topic }, 'Redis subscription failed');
        first?.(error);
        first = undefined;
      },
    );
  });
  await ready;
  return {
    publish(text) {
      publisher
        .publish(topic, text)
        .catch((error: unknown) => log().warn({ err: error, topic }, 'Redis publish failed'));
    },
    async close() {
      closing = true;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
