import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "HW-7Q3K-9P2M": what customers quote to support; random, so it reveals no volumes. */
export function newTrackingNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `HW-${code.slice(0, 4)}-${code.slice(4)}`;
}
