import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Keyring } from './keyring';

/** A sealed value no key of the ring opens: tampered with, or sealed under a key since dropped. */
export class UnreadableSecret extends Error {
  constructor() {
    super('The sealed value cannot be opened with APP_KEY or any of APP_PREVIOUS_KEYS.');
  }
}

const boxKey = (appKey: Buffer) =>
  Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), 'homeward:secret-box', 32));

function openWith(key: Buffer, data: Buffer): string | undefined {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(12, 28));
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    // GCM's tag check: not sealed under this key (or not a sealed value at all).
    return undefined;
  }
}

/**
 * Seals small secrets that must be read back (authenticator seeds) with AES-256-GCM under a key
 * derived from APP_KEY, so a database dump alone does not hand out second factors. Sealed under
 * the current key; opened under whichever key of the ring sealed it (GCM's tag tells which).
 * Format: base64url(iv | tag | ciphertext).
 */
/** What sealed a value: the current key, a previous one (and the value sealed again), none. */
export type SealedUnder =
  | { sealedUnder: 'current' }
  | { sealedUnder: 'previous'; resealed: string }
  | { sealedUnder: 'unreadable' };

export function secretBox(keys: Keyring) {
  const [current, ...previous] = keys.all.map(boxKey) as [Buffer, ...Buffer[]];
  const seal = (plaintext: string): string => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  };
  return {
    seal,
    open(box: string): string {
      const data = Buffer.from(box, 'base64url');
      for (const key of [current, ...previous]) {
        const plaintext = openWith(key, data);
        if (plaintext !== undefined) return plaintext;
      }
      throw new UnreadableSecret();
    },
    /** Which key sealed `box`; under a previous one, the same secret sealed under APP_KEY. */
    inspect(box: string): SealedUnder {
      const data = Buffer.from(box, 'base64url');
      if (openWith(current, data) !== undefined) return { sealedUnder: 'current' };
      for (const key of previous) {
        const plaintext = openWith(key, data);
        if (plaintext !== undefined) return { sealedUnder: 'previous', resealed: seal(plaintext) };
      }
      return { sealedUnder: 'unreadable' };
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
