import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import { addDays, dayIn, startOfDayIn } from './days';
import type { RegulatorReportFormat } from './format';
import type { RegulatorReportService } from './service';

export const DAILY_REPORTS_JOB = 'reports.daily';

/**
 * Each working day of a regulator, at a set hour of its own time: the reports of past days'
 * transfers not yet reported are generated, then days near or past their deadline without a
 * submitted report raise an alert. One job per format and day (the key), each scheduling the
 * next before it works, as the daily reconciliation does: any number of nodes starting, or a
 * run retried after a crash, keeps one chain.
 */
export function dailyReports(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  reports: Pick<RegulatorReportService, 'generatePending' | 'checkOverdue'>;
  formats: RegulatorReportFormat[];
  /** The hour (0–23, in each regulator's time zone) the day's run starts. */
  hour: number;
  log: () => Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const byId = new Map(deps.formats.map((format) => [format.id, format]));
  const keyOf = (format: string, day: string) => `${DAILY_REPORTS_JOB}:${format}:${day}`;

  const schedule = (format: RegulatorReportFormat, day: string) =>
    deps.jobs.enqueue(
      DAILY_REPORTS_JOB,
      { format: format.id, day },
      undefined,
      startOfDayIn(format.timeZone, day, deps.hour),
      keyOf(format.id, day),
    );

  deps.jobs.register(DAILY_REPORTS_JOB, async (payload) => {
    const { format: id, day } = payload as { format: string; day: string };
    const format = byId.get(id);
    if (!format) throw new Error(`no regulator report format ${id}`);
    // Tomorrow by the clock, never this run's own day again (that key exists: the chain would end).
    const tomorrow = addDays(dayIn(format.timeZone, now()), 1);
    await schedule(format, [tomorrow, addDays(day, 1)].sort().at(-1) ?? tomorrow);
    if (!format.isWorkingDay(day)) return;
    const made = await deps.reports.generatePending(format);
    for (const report of made) {
      deps
        .log()
        .info(
          { format: id, report: report.id, day: report.day, transfers: report.transfer_count },
          `${format.regulator} report ${report.file_name} generated: submit it`,
        );
    }
    await deps.reports.checkOverdue(format);
  });

  return {
    /** Today's run for each format, unless it is scheduled (or done): every node calls this. */
    scheduleToday: async () => {
      for (const format of deps.formats) await schedule(format, dayIn(format.timeZone, now()));
    },
  };
}
export type DailyReports = ReturnType<typeof dailyReports>;
