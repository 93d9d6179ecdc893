import { createHash } from 'node:crypto';
import type { RegulatorReport, ReportingDay, ReportPeriod } from '@homeward/contract';
import type { Database } from '../../db/client';
import { Conflict, NotFound, ValidationFailed } from '../../lib/domain-errors';
import { actorName, type StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import { addDays, dayIn, periodIn } from './days';
import type { RegulatorReportFormat } from './format';
import type { ReportRepository, ReportRow, SentTransfer } from './repository';

/** Who made a report: a staff member, or the daily job. */
export type ReportAuthor = StaffActor | 'system';

/**
 * How far back the daily job and the overdue check look for transfers not yet reported: a
 * quarter, well past any deadline, so a day forgotten is generated late and alerted on every
 * run until submitted, never dropped.
 */
export const LOOKBACK_DAYS = 92;
/** Unsubmitted transfers this many business days or fewer before their deadline raise an alert. */
export const ALERT_DAYS_LEFT = 2;

export type Generated =
  | { created: true; report: RegulatorReport }
  | { created: false; why: 'none_sent' | 'all_reported'; reports: string[] };

export const presentReport = (row: ReportRow): RegulatorReport => ({
  id: row.id,
  format: row.format,
  day: row.day,
  sequence: row.sequence,
  status: row.status === 'submitted' ? 'submitted' : 'generated',
  file_name: row.fileName,
  sha256: row.sha256,
  transfer_count: row.transferCount,
  generated_at: row.generatedAt.toISOString(),
  generated_by: row.generatedBy,
  submitted_at: row.submittedAt?.toISOString() ?? null,
  submitted_by: row.submittedBy,
  receipt: row.receipt,
});

/**
 * The regulator's reports of transfers sent: which days have transfers to report and by when,
 * generating a day's file (each transfer in one report only), handing the file out, and
 * recording that it was lodged. Staff actions are audited in their own transaction.
 */
export function regulatorReportService(deps: {
  reports: ReportRepository;
  audit: Pick<AuditRepository, 'append'>;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  alert: (message: string, details: Record<string, unknown>) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { reports } = deps;

  const sentOn = async (
    format: RegulatorReportFormat,
    from: string,
    to: string,
    tx?: Database,
  ): Promise<(SentTransfer & { day: string })[]> => {
    const { start, end } = periodIn(format.timeZone, from, to);
    const sent = await reports.sentBetween(format.id, start, end, tx);
    return sent
      .filter((transfer) => format.reportable(transfer))
      .map((transfer) => ({ ...transfer, day: dayIn(format.timeZone, transfer.sentAt) }));
  };

  function days(format: RegulatorReportFormat, sent: (SentTransfer & { day: string })[]) {
    const today = dayIn(format.timeZone, now());
    const byDay = new Map<string, ReportingDay>();
    for (const transfer of sent) {
      let row = byDay.get(transfer.day);
      if (!row) {
        const deadline = format.deadline(transfer.day);
        row = {
          day: transfer.day,
          transfers: 0,
          reported: 0,
          submitted: 0,
          deadline,
          business_days_left: format.daysLeft(today, deadline),
          overdue: false,
        };
        byDay.set(transfer.day, row);
      }
      row.transfers += 1;
      if (transfer.reportId) row.reported += 1;
      if (transfer.reportStatus === 'submitted') row.submitted += 1;
    }
    return [...byDay.values()]
      .map((row) => ({ ...row, overdue: row.submitted < row.transfers && today > row.deadline }))
      .sort((a, b) => b.day.localeCompare(a.day));
  }

  async function generate(
    format: RegulatorReportFormat,
    day: string,
    by: ReportAuthor,
  ): Promise<Generated> {
    const today = dayIn(format.timeZone, now());
    if (day >= today) {
      throw new ValidationFailed({
        day: [
          `${day} is not over yet in ${format.timeZone}: its report can be made from the day after.`,
        ],
      });
    }
    return deps.transaction(async (tx) => {
      await reports.lockFormat(tx, format.id);
      const sent = await sentOn(format, day, day, tx);
      const pending = sent.filter((transfer) => !transfer.reportId);
      if (pending.length === 0) {
        const reportIds = [...new Set(sent.flatMap((t) => (t.reportId ? [t.reportId] : [])))];
        return {
          created: false as const,
          why: sent.length === 0 ? ('none_sent' as const) : ('all_reported' as const),
          reports: reportIds,
        };
      }
      const sequence = await reports.nextSequence(tx, format.id, day);
      const fileName = format.fileName({ day, sequence });
      const transfers = await reports.details(
        pending.map((transfer) => transfer.transferId),
        tx,
      );
      const content = format.content({ day, sequence, fileName, transfers });
      const row = await reports.insert(
        tx,
        {
          format: format.id,
          day,
          sequence,
          fileName,
          contentType: format.contentType,
          content,
          sha256: createHash('sha256').update(content).digest('hex'),
          transferCount: transfers.length,
          generatedBy: by === 'system' ? 'system' : actorName(by),
        },
        transfers.map((transfer) => transfer.id),
      );
      const report = presentReport(row);
      if (by !== 'system') {
        await deps.audit.append(tx, by, {
          action: 'report.generate',
          targetType: 'regulator_report',
          targetId: row.id,
          before: null,
          after: { ...report, transfer_ids: transfers.map((transfer) => transfer.id) },
        });
      }
      return { created: true as const, report };
    });
  }

  return {
    async overview(format: RegulatorReportFormat, period: ReportPeriod) {
      const sent = await sentOn(format, period.from, period.to);
      const rows = await reports.list(format.id, period.from, period.to);
      return { days: days(format, sent), reports: rows.map(presentReport) };
    },

    generate,

    /**
     * Every past day of the lookback with transfers not yet in a report gets its report:
     * the daily job's work, which also catches up weekends, holidays and a missed run.
     */
    async generatePending(format: RegulatorReportFormat): Promise<RegulatorReport[]> {
      const today = dayIn(format.timeZone, now());
      const sent = await sentOn(format, addDays(today, -LOOKBACK_DAYS), addDays(today, -1));
      const open = [...new Set(sent.filter((t) => !t.reportId).map((t) => t.day))].sort();
      const made: RegulatorReport[] = [];
      for (const day of open) {
        const outcome = await generate(format, day, 'system');
        if (outcome.created) made.push(outcome.report);
      }
      return made;
    },

    /**
     * Days whose transfers are not all in a submitted report with at most ALERT_DAYS_LEFT
     * business days to go (or past their deadline): each raises an alert for compliance.
     */
    async checkOverdue(format: RegulatorReportFormat): Promise<ReportingDay[]> {
      const today = dayIn(format.timeZone, now());
      const sent = await sentOn(format, addDays(today, -LOOKBACK_DAYS), today);
      const late = days(format, sent).filter(
        (day) => day.submitted < day.transfers && day.business_days_left <= ALERT_DAYS_LEFT,
      );
      for (const day of late) {
        deps.alert(
          `${format.regulator} report of ${day.day} not submitted: ${day.transfers - day.submitted} transfer(s), deadline ${day.deadline}${day.overdue ? ' (overdue)' : ''}`,
          { format: format.id, ...day },
        );
      }
      return late;
    },

    /** The file as generated, for lodging with the regulator; who took it is audited. */
    async file(actor: StaffActor, id: string) {
      const row = await reports.find(id);
      if (!row) throw new NotFound(`No report ${id}.`);
      await deps.transaction((tx) =>
        deps.audit.append(tx, actor, {
          action: 'report.download',
          targetType: 'regulator_report',
          targetId: id,
          before: null,
          after: { file_name: row.fileName, sha256: row.sha256 },
        }),
      );
      return row;
    },

    async markSubmitted(actor: StaffActor, id: string, receipt: string): Promise<RegulatorReport> {
      return deps.transaction(async (tx) => {
        const before = await reports.find(id, tx);
        if (!before) throw new NotFound(`No report ${id}.`);
        const after = await reports.markSubmitted(tx, id, {
          by: actorName(actor),
          receipt,
          at: now(),
        });
        if (!after) {
          // Another request marked it first: say who, as it now stands.
          const marked = (await reports.find(id, tx)) ?? before;
          throw new Conflict(
            `${marked.fileName} was already marked submitted by ${marked.submittedBy ?? 'someone else'}${marked.receipt ? ` (receipt ${marked.receipt})` : ''}.`,
          );
        }
        await deps.audit.append(tx, actor, {
          action: 'report.submitted',
          targetType: 'regulator_report',
          targetId: id,
          before: presentReport(before),
          after: presentReport(after),
        });
        return presentReport(after);
      });
    },
  };
}
export type RegulatorReportService = ReturnType<typeof regulatorReportService>;
