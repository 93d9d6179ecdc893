import { hmac, safeEqual } from './crypto';

/**
 * APP_KEY and the keys it replaced (APP_PREVIOUS_KEYS), in one place. Everything is written
 * (signed, digested, sealed) under the current key and accepted under any key of the ring,
 * current first, so nodes can move to a new key one by one: a cookie or code one node made
 * under the old key is still good on a node that already has the new one, and the other way
 * round while the old key is still APP_KEY there.
 */
export interface Keyring {
  current: Buffer;
  /** The current key first, then each previous key in the order configured. */
  all: readonly Buffer[];
  /** The HMAC of `value` under the current key: what is written. */
  sign(value: string): string;
  /** Whether `signature` is the HMAC of `value` under any key of the ring. */
  verify(value: string, signature: string): boolean;
  /** The HMAC of `value` under every key, current first: to look up a stored digest. */
  digests(value: string): string[];
  /** The same ring with `label` appended to every key (a key for one purpose only). */
  labelled(label: string): Keyring;
}

export function keyring(current: Buffer, previous: readonly Buffer[] = []): Keyring {
  const all = [current, ...previous];
  return {
    current,
    all,
    sign: (value) => hmac(current, value),
    verify: (value, signature) => all.some((key) => safeEqual(signature, hmac(key, value))),
    digests: (value) => all.map((key) => hmac(key, value)),
    labelled: (label) =>
      keyring(
        Buffer.concat([current, Buffer.from(label)]),
        previous.map((key) => Buffer.concat([key, Buffer.from(label)])),
      ),
  };
}
