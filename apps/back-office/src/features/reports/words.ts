import type { RegulatorReport, ReportingDay } from '@homeward/contract';
import type { BadgeTone } from '@/components/badge';

/** Days with this many business days left, or fewer, are due soon: the daily job alerts from then too. */
export const DUE_SOON_DAYS = 2;

export function isDone(day: ReportingDay): boolean {
  return day.submitted >= day.transfers;
}

/** Where a day stands against its deadline, in the officer's words. */
export function dayStanding(day: ReportingDay): { tone: BadgeTone; label: string } {
  if (isDone(day)) return { tone: 'success', label: 'Submitted' };
  if (day.overdue) return { tone: 'danger', label: 'Overdue' };
  const left = day.business_days_left;
  if (left <= 0) return { tone: 'danger', label: 'Due today' };
  const label = left === 1 ? '1 business day left' : `${left} business days left`;
  return { tone: left <= DUE_SOON_DAYS ? 'warning' : 'neutral', label };
}

/**
 * What is due first comes first: days not yet all submitted by their deadline (overdue ones,
 * the most overdue first), then the days done, newest first.
 */
export function byUrgency(days: readonly ReportingDay[]): ReportingDay[] {
  return [...days].sort((a, b) => {
    if (isDone(a) !== isDone(b)) return isDone(a) ? 1 : -1;
    if (!isDone(a) && a.business_days_left !== b.business_days_left) {
      return a.business_days_left - b.business_days_left;
    }
    return b.day.localeCompare(a.day);
  });
}

/** Reports still to lodge first, then by day (newest first) and the day's files in order. */
export function reportsInOrder(reports: readonly RegulatorReport[]): RegulatorReport[] {
  return [...reports].sort((a, b) => {
    if (a.status !== b.status) return a.status === 'generated' ? -1 : 1;
    return b.day.localeCompare(a.day) || a.sequence - b.sequence;
  });
}

/** "staff:ana@homeward.test" → "ana@homeward.test"; "system" → "the daily job". */
export function actorName(actor: string): string {
  if (actor === 'system') return 'the daily job';
  return actor.startsWith('staff:') ? actor.slice('staff:'.length) : actor;
}
