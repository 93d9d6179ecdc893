import { reportPeriodSchema, type ReportPeriod } from '@homeward/contract';

/**
 * Periods of whole days for the regulator's reports and finance's exports. The API counts days
 * in Sydney (AUSTRAC's days, and finance's), so "today" here is Sydney's too, wherever the
 * officer's browser is.
 */
const REPORTING_ZONE = 'Australia/Sydney';

/** Today's date in Sydney, as YYYY-MM-DD. */
export function reportingToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: REPORTING_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The last 30 days, today included. */
export function last30Days(now = new Date()): ReportPeriod {
  const to = reportingToday(now);
  return { from: shiftDay(to, -29), to };
}

/** This month so far: its first day to today. */
export function monthToDate(now = new Date()): ReportPeriod {
  const to = reportingToday(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

export type PeriodErrors = Partial<Record<keyof ReportPeriod, string>>;

/**
 * The period's problems, with the messages the API itself gives (it validates with the same
 * contract schema); none when the API would take it.
 */
export function periodErrors(period: ReportPeriod): PeriodErrors {
  const checked = reportPeriodSchema.safeParse(period);
  if (checked.success) return {};
  const errors: PeriodErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** `?from=…&to=…` */
export function periodQuery(period: ReportPeriod): string {
  return `?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
}
