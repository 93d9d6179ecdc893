import fc from 'fast-check';
import { isCalendarDay, scheduleCadences } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { firstOccurrenceFrom, occurrenceDay } from './dates';

const monthly = (start: string, count: number) =>
  Array.from({ length: count }, (_, n) => occurrenceDay(start, 'monthly', n));

describe('occurrenceDay', () => {
  it('runs a schedule on the 31st on the last day of shorter months, and the 31st again after', () => {
    expect(monthly('2027-01-31', 6)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
  });

  it('runs the 29th on 29 February in a leap year and the 28th otherwise', () => {
    expect(occurrenceDay('2027-12-29', 'monthly', 2)).toBe('2028-02-29');
    expect(occurrenceDay('2026-12-29', 'monthly', 2)).toBe('2027-02-28');
    expect(occurrenceDay('2027-01-30', 'monthly', 1)).toBe('2027-02-28');
    expect(occurrenceDay('2027-01-30', 'monthly', 2)).toBe('2027-03-30');
  });

  it('crosses the year', () => {
    expect(occurrenceDay('2026-11-30', 'monthly', 3)).toBe('2027-02-28');
    expect(occurrenceDay('2026-12-25', 'weekly', 1)).toBe('2027-01-01');
    expect(occurrenceDay('2026-12-25', 'fortnightly', 1)).toBe('2027-01-08');
  });

  it('finds the first occurrence on or after a day', () => {
    expect(firstOccurrenceFrom('2027-01-31', 'monthly', '2027-02-01')).toEqual({
      sequence: 1,
      day: '2027-02-28',
    });
    expect(firstOccurrenceFrom('2027-01-31', 'monthly', '2027-01-31').sequence).toBe(0);
  });
});

/** Any real day from 2000 to 2099. */
const startDay = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('occurrenceDay, for any start', () => {
  it('gives a real day, later each time, in each next month, on the start day or the month’s last', () => {
    fc.assert(
      fc.property(startDay, fc.integer({ min: 0, max: 240 }), (start, n) => {
        const day = occurrenceDay(start, 'monthly', n);
        const next = occurrenceDay(start, 'monthly', n + 1);
        expect(isCalendarDay(day)).toBe(true);
        expect(next > day).toBe(true);
        const [y, m, d] = day.split('-').map(Number) as [number, number, number];
        const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
        expect((y - sy) * 12 + (m - sm)).toBe(n);
        const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
        expect(d).toBe(Math.min(sd, last));
      }),
    );
  });

  it('steps weekly and fortnightly by exactly 7 and 14 days', () => {
    fc.assert(
      fc.property(
        startDay,
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom(...scheduleCadences.filter((c) => c !== 'monthly')),
        (start, n, cadence) => {
          const gap =
            Date.parse(occurrenceDay(start, cadence, n + 1)) -
            Date.parse(occurrenceDay(start, cadence, n));
          expect(gap).toBe((cadence === 'weekly' ? 7 : 14) * 86_400_000);
        },
      ),
    );
  });
});
