import type Holidays from 'date-holidays';
import { requiredOnFirstUse } from '../../../lib/on-first-use';
import { addDays, weekdayOf } from '../days';

// Its data is 35 MB of memory: read when a deadline is first worked out, not at every start.
const holidaysOf = requiredOnFirstUse<typeof Holidays>('date-holidays');

/**
 * Business days as the AML/CTF Act counts them for IFTI reports: not a Saturday, a Sunday or a
 * national public holiday in Australia. The holidays come from date-holidays (maintained data,
 * substitute days included: Boxing Day on a Saturday is kept on the Monday); state-only holidays
 * are not counted, so a deadline never lands later than the national rule allows.
 */
export function australianBusinessDays(holidays?: Holidays) {
  const byYear = new Map<number, Set<string>>();
  let australian = holidays;
  const publicHolidays = (year: number) => {
    let found = byYear.get(year);
    if (!found) {
      australian ??= new (holidaysOf())('AU');
      found = new Set(
        australian
          .getHolidays(year)
          .filter((holiday) => holiday.type === 'public')
          .map((holiday) => holiday.date.slice(0, 10)),
      );
      byYear.set(year, found);
    }
    return found;
  };

  const isBusinessDay = (day: string) => {
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6) return false;
    return !publicHolidays(Number(day.slice(0, 4))).has(day);
  };

  return {
    isBusinessDay,

    /** The `count`th business day after `day` (`day` itself never counts). */
    addBusinessDays(day: string, count: number): string {
      let current = day;
      for (let counted = 0; counted < count;) {
        current = addDays(current, 1);
        if (isBusinessDay(current)) counted += 1;
      }
      return current;
    },

    /**
     * Business days after `from` up to and including `to`: how many are left between today and
     * a deadline (0 when the deadline is today or no business day comes before it), negative
     * when `to` is already behind.
     */
    between(from: string, to: string): number {
      if (to < from) return -this.between(to, from);
      let count = 0;
      for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
        if (isBusinessDay(day)) count += 1;
      }
      return count;
    },
  };
}
export type BusinessDays = ReturnType<typeof australianBusinessDays>;
