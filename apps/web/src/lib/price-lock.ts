import { plural } from '@lingui/core/macro';
/**
 * How long a price stays locked, in the server's minutes (its `QUOTE_TTL_MINUTES`), never a
 * number of the web app's own (issue 18, defect 7). Before a price exists the corridors answer
 * says it (`price_lock_minutes`); a price says it by its own `created_at` and `expires_at`.
 */

/** The minutes a price was locked for, from its own times; null when they do not say. */
export function lockMinutesOf(price: { created_at: string; expires_at: string }): number | null {
  const minutes = Math.round(
    (Date.parse(price.expires_at) - Date.parse(price.created_at)) / 60_000,
  );
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/** "Prices lock for 30 minutes." before a price; empty when the minutes are not known yet. */
export function pricesLockFor(minutes: number | null | undefined): string {
  return minutes
    ? plural(minutes, { one: 'Prices lock for # minute.', other: 'Prices lock for # minutes.' })
    : '';
}

/** "Prices are locked for 30 minutes." once one ran out; empty when its times do not say. */
export function pricesAreLockedFor(minutes: number | null | undefined): string {
  return minutes
    ? plural(minutes, {
        one: 'Prices are locked for # minute.',
        other: 'Prices are locked for # minutes.',
      })
    : '';
}
