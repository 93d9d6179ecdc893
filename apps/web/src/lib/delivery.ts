import { intlLocale } from '@/i18n/intl-locale';
import { isolated } from '@/lib/format';
import { plural, t } from '@lingui/core/macro';
/**
 * The delivery estimate, said one way on every screen (issue 18, defect 7): the calculator, the
 * review before paying, the payment's result and the transfer's page all show the server's
 * `available_by` through this, so the customer never reads "within minutes" in one place and a
 * clock time in another. The server counts it from the payout method's configured delivery
 * time (operations set it per corridor and method).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** Made on first use, as in format.ts: each Intl formatter costs a cheap phone time to make. */
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  let made = formats.get(`${locale}:${key}`);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(`${locale}:${key}`, made);
  }
  return made;
}

/** Midnight of the day a moment falls on, in the browser's time zone. */
function dayOf(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * "1:43 PM today", "9:05 AM tomorrow", or further off (or already past, as for a transfer held
 * for review) "Tue, Dec 3, 1:43 PM": a day the customer can read at a glance, with the year
 * only when it is not this one. The words after "by" wherever a time is promised.
 */
export function byWhen(iso: string, now: number = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const clock = isolated(formatter('time', { timeStyle: 'short' }).format(date));
  const today = dayOf(new Date(now));
  const days = Math.round((dayOf(date) - today) / 86_400_000);
  if (date.getTime() >= now && days === 0) return t`${clock} today`;
  if (date.getTime() >= now && days === 1) return t`${clock} tomorrow`;
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  const day = formatter(sameYear ? 'day' : 'day-year', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
  return `${day}, ${clock}`;
}

/** "Arrives by 1:43 PM today": the server's `available_by`, as every screen says it. */
export function deliveryEstimate(availableBy: string, now: number = Date.now()): string {
  const when = byWhen(availableBy, now);
  return t`Arrives by ${when}`;
}

/**
 * "within 1 hour", "within 2 days": a payout method's delivery time in plain words, for a price
 * list (the Help page), where there is no transfer yet to give a time of arrival.
 */
export function deliveryWords(minutes: number): string {
  if (minutes < 60) return plural(minutes, { one: 'within # minute', other: 'within # minutes' });
  const hours = Math.ceil(minutes / 60);
  if (minutes < 48 * 60) return plural(hours, { one: 'within # hour', other: 'within # hours' });
  const days = Math.ceil(minutes / (24 * 60));
  return plural(days, { one: 'within # day', other: 'within # days' });
}
