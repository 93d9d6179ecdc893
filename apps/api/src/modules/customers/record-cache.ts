import type { CustomerRecord } from './repository';

/**
 * How long a copy may answer even at an unchanged version. The record also holds reference
 * data no customer's version follows (countries' names, the attribute definitions staff edit);
 * a minute is how late such a change may show on a node.
 */
export const RECORD_COPY_MS = 60_000;
/** Copies one node keeps; past this the oldest stored is dropped first. */
export const RECORD_COPIES = 10_000;

export interface RecordCache {
  /** This node's copy of the customer's record, if it was made at `version` and is fresh. */
  get(customerId: string, version: number): CustomerRecord | undefined;
  set(customerId: string, version: number, record: CustomerRecord): void;
}

/**
 * Each node's copies of customers' records (the Customer answer's parts: five statements with a
 * country), keyed by the customer's data version (migration 0032, decision 0040). Triggers move
 * the version on any write to those parts, on any node or outside the app, and every signed-in
 * request reads it with its session at no extra cost: a copy at an older version is never used,
 * so nothing needs telling when a customer changes.
 */
export function recordCache(
  options: { maxAgeMs?: number; size?: number; now?: () => number } = {},
): RecordCache {
  const { maxAgeMs = RECORD_COPY_MS, size = RECORD_COPIES, now = Date.now } = options;
  const copies = new Map<string, { version: number; at: number; record: CustomerRecord }>();
  return {
    get(customerId, version) {
      const copy = copies.get(customerId);
      if (!copy) return undefined;
      if (copy.version !== version || now() - copy.at > maxAgeMs) {
        copies.delete(customerId);
        return undefined;
      }
      return copy.record;
    },
    set(customerId, version, record) {
      copies.delete(customerId);
      if (copies.size >= size) {
        const oldest = copies.keys().next();
        if (!oldest.done) copies.delete(oldest.value);
      }
      copies.set(customerId, { version, at: now(), record });
    },
  };
}
