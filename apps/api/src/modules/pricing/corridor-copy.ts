import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisTopic } from '../realtime/topic';
import type { CorridorWithMethods, PricingRepository } from './repository';
import { referenceCopy, type ReferenceCopy } from './reference-copy';

/**
 * The corridors and their payout methods as every price screen and every quote reads them:
 * shared by every request, so frozen (nothing may change a copy in place).
 */
export interface CorridorCatalogue {
  /** Every corridor, open or not, in the order customers see them. */
  all: readonly CorridorWithMethods[];
  /** The corridors customers can send through, with only their enabled methods. */
  open: readonly CorridorWithMethods[];
  byId: ReadonlyMap<number, CorridorWithMethods>;
}

/**
 * How long a node keeps its copy when it hears no change: a backstop only. Changes are heard
 * within milliseconds (the same process at once, other nodes over Redis); this bounds a change
 * whose message was lost without the connection saying so, or one made by a process that could
 * not tell this one. A copy in use is loaded again on a timer before it is this old, so no
 * customer's request waits for the load.
 */
export const CORRIDOR_COPY_MAX_AGE_MS = 60_000;
const REFRESH_CHECK_MS = CORRIDOR_COPY_MAX_AGE_MS / 4;

/** The channel the nodes tell each other on. Versioned, as realtime's is. */
const TOPIC = 'homeward:reference-data:v1';

/** Freezes a freshly loaded entry in place: nothing else holds it yet. */
function frozen(entry: CorridorWithMethods): CorridorWithMethods {
  Object.freeze(entry.corridor);
  Object.freeze(entry.country);
  for (const method of entry.methods) Object.freeze(method);
  Object.freeze(entry.methods);
  return Object.freeze(entry);
}

export function catalogueOf(entries: CorridorWithMethods[]): CorridorCatalogue {
  const all = Object.freeze(entries.map(frozen));
  const open = Object.freeze(
    all
      .filter((entry) => entry.corridor.enabled && entry.methods.some((method) => method.enabled))
      .map((entry) =>
        Object.freeze({
          ...entry,
          methods: Object.freeze(entry.methods.filter((method) => method.enabled)),
        }),
      ) as CorridorWithMethods[],
  );
  return { all, open, byId: new Map(all.map((entry) => [entry.corridor.id, entry])) };
}

/** This node's copy of the corridors, loaded from the pricing tables. */
export function corridorCopy(
  pricing: Pick<PricingRepository, 'corridors'>,
  maxAgeMs = CORRIDOR_COPY_MAX_AGE_MS,
): ReferenceCopy<CorridorCatalogue> {
  return referenceCopy(async () => catalogueOf(await pricing.corridors()), { maxAgeMs });
}

export interface CorridorChanges {
  /** A change to the corridors committed on this node: its copy and every other node's go. */
  changed(): void;
  close(): Promise<void>;
}

/**
 * Keeps this node's copy current: tells every node's copy that the corridors changed, and
 * loads an ageing copy in the background. With Redis, changes go over a topic every node
 * hears; a node whose subscription drops reads through to the database until it is back.
 * Without Redis there is one node (production refuses several without it: process-roles.ts),
 * and its own copy is all there is to tell.
 */
export async function corridorChanges(
  copy: ReferenceCopy<unknown>,
  redis: Redis | undefined,
  log: () => FastifyBaseLogger,
): Promise<CorridorChanges> {
  // Made here, as the app is built: its loads belong to no request (Server-Timing counts none).
  const refreshing = setInterval(() => void copy.refresh(), REFRESH_CHECK_MS);
  refreshing.unref();
  if (!redis) {
    return {
      changed: () => copy.forget(),
      close: async () => clearInterval(refreshing),
    };
  }
  const topic = await redisTopic(
    redis,
    TOPIC,
    {
      message: () => copy.forget(),
      lost: () => copy.distrust(),
      subscribed: () => copy.trust(),
    },
    log,
  );
  // A node starting may have seeded corridors a new release brings: the others load again.
  topic.publish('started');
  return {
    changed() {
      // At once here; the others when they hear it (this node hears it too, and forgets again).
      copy.forget();
      topic.publish('corridors');
    },
    async close() {
      clearInterval(refreshing);
      await topic.close();
    },
  };
}
