import { randomInt } from 'node:crypto';

/**
 * The code a cash pickup recipient gives at the counter (decision 0031): ten digits, nine drawn
 * from the CSPRNG and a Damm check digit. Digits only, so it reads aloud the same in any
 * language with no O/0 or I/1 to mix up; ten like Western Union's MTCN, so a counter clerk
 * knows its shape. The first digit is never 0, which a spreadsheet or a clerk might drop.
 */
export const PICKUP_CODE_LENGTH = 10;

/**
 * Damm's quasigroup of order 10 (H. M. Damm, 2004): it catches every single wrong digit and
 * every swap of two neighbours, the two mistakes of a code read over a counter or a phone,
 * where Luhn misses 09↔90. The published table; no maintained package does only this.
 */
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

/** The Damm interim digit of a string of digits: its check digit, or 0 when it has one. */
function dammInterim(digits: string): number {
  let interim = 0;
  for (const digit of digits) interim = DAMM[interim]?.[Number(digit)] ?? 0;
  return interim;
}

export function dammCheckDigit(digits: string): string {
  return String(dammInterim(digits));
}

/** Whether `code` has the pickup code's shape and its check digit agrees. */
export function isPickupCode(code: string): boolean {
  return /^[1-9][0-9]{9}$/.test(code) && dammInterim(code) === 0;
}

/** A new code; unique only with the database's index (payouts.pickup_code) behind it. */
export function newPickupCode(): string {
  const body = String(randomInt(100_000_000, 1_000_000_000));
  return body + dammCheckDigit(body);
}
