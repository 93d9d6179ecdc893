/** Dates, ages and amounts as the officer's browser writes them (Intl). */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12 Mar 2026, 14:05" */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parse(iso);
  return date ? dateTime.format(date) : iso;
}

/** "1 May 1990" from "1990-05-01", without a time zone shifting it. */
export function formatCalendarDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const date = parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return date ? calendarDate.format(date) : isoDate;
}

/** How long ago, short: "just now", "5 min", "2 h", "3 d". */
export function formatAge(iso: string, now = Date.now()): string {
  const date = parse(iso);
  if (!date) return iso;
  const minutes = Math.max(0, Math.floor((now - date.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** "1,250.00 AUD" from the wire's decimal text. */
export function formatAmount(amount: string, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  return `${value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

const ACRONYMS = new Set(['id', 'ip', 'pdf', 'otp', 'mfa', 'ifti', 'totp']);

/** "in_review" → "In review", "national_id" → "National ID". */
export function humanize(code: string): string {
  const words = code
    .replace(/[_.]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
