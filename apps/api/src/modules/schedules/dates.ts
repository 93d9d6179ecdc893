import type { ScheduleCadence } from '@homeward/contract';

/**
 * A schedule's days, as calendar days ('YYYY-MM-DD') with no time or zone: the zone is the
 * schedule's (decision 0029), applied only when asking which day it is now.
 */
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const format = (date: Date) => date.toISOString().slice(0, 10);
const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The day of occurrence `sequence` (0 is the start day itself). Always counted from the start
 * day, never from the previous occurrence: a monthly schedule started on the 31st runs on the
 * 30th in April, the 28th or 29th in February, and on the 31st again in May.
 */
export function occurrenceDay(start: string, cadence: ScheduleCadence, sequence: number): string {
  const [year, month, date] = parts(start);
  if (cadence === 'monthly') {
    const monthIndex = month - 1 + sequence;
    const targetYear = year + Math.floor(monthIndex / 12);
    const targetMonth = ((monthIndex % 12) + 12) % 12;
    const day = Math.min(date, daysInMonth(targetYear, targetMonth));
    return format(new Date(Date.UTC(targetYear, targetMonth, day)));
  }
  const step = cadence === 'weekly' ? 7 : 14;
  return format(new Date(Date.UTC(year, month - 1, date + step * sequence)));
}

/** The first occurrence on or after `day`: its sequence and day. */
export function firstOccurrenceFrom(
  start: string,
  cadence: ScheduleCadence,
  day: string,
): { sequence: number; day: string } {
  let sequence = 0;
  while (occurrenceDay(start, cadence, sequence) < day) sequence += 1;
  return { sequence, day: occurrenceDay(start, cadence, sequence) };
}
