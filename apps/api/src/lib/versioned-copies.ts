/** How long a copy may answer by default, even at an unchanged version. */
export const COPY_MAX_AGE_MS = 60_000;
/** Copies one node keeps by default; past this the oldest stored is dropped first. */
export const COPIES_KEPT = 10_000;

export interface VersionedCopies<T> {
  /** This node's copy for `customerId`, if it was made at `version` and is fresh. */
  get(customerId: string, version: number): T | undefined;
  set(customerId: string, version: number, value: T): void;
}

/**
 * One node's copies of something read from a customer's data, keyed by the customer's data
 * version (migration 0032, decision 0040). Triggers move the version on any write to what the
 * copies hold, on any node or outside the app, and every signed-in request reads it with its
 * session at no extra cost: a copy at another version is never used, so nothing needs telling
 * when a customer changes. `maxAgeMs` bounds what no version follows (reference data a copy
 * also holds).
 */
export function versionedCopies<T>(
  options: { maxAgeMs?: number; size?: number; now?: () => number } = {},
): VersionedCopies<T> {
  const { maxAgeMs = COPY_MAX_AGE_MS, size = COPIES_KEPT, now = Date.now } = options;
  const copies = new Map<string, { version: number; at: number; value: T }>();
  return {
    get(customerId, version) {
      const copy = copies.get(customerId);
      if (!copy) return undefined;
      if (copy.version !== version || now() - copy.at > maxAgeMs) {
        copies.delete(customerId);
        return undefined;
      }
      return copy.value;
    },
    set(customerId, version, value) {
      copies.delete(customerId);
      if (copies.size >= size) {
        const oldest = copies.keys().next();
        if (!oldest.done) copies.delete(oldest.value);
      }
      copies.set(customerId, { version, at: now(), value });
    },
  };
}
