import { csvCell } from '../../../lib/csv-cell';
import { Readable, pipeline } from 'node:stream';
import type { FinanceExportKind, ReportPeriod } from '@homeward/contract';
import { stringify } from 'csv-stringify';
import type { Database } from '../../../db/client';
import type { StaffActor } from '../../audit/audit';
import type { AuditRepository } from '../../audit/repository';
import { periodIn } from '../days';
import { financeExports } from './repository';

/** Homeward's books keep Sydney's days: a period is whole days there. */
export const BOOKS_TIME_ZONE = 'Australia/Sydney';

/**
 * Finance's CSV exports (transfers, fees, refunds, ledger journals) of a period. Who exported
 * which period is audited before the first byte goes out; the rows stream page by page.
 */
export function financeExportService(deps: {
  db: Database;
  audit: Pick<AuditRepository, 'append'>;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  onError: (error: Error) => void;
}) {
  return {
    async open(actor: StaffActor, kind: FinanceExportKind, period: ReportPeriod) {
      await deps.transaction((tx) =>
        deps.audit.append(tx, actor, {
          action: 'export.finance',
          targetType: 'finance_export',
          targetId: kind,
          before: null,
          after: { kind, from: period.from, to: period.to, time_zone: BOOKS_TIME_ZONE },
        }),
      );
      const { columns, rows } = financeExports[kind];
      const { start, end } = periodIn(BOOKS_TIME_ZONE, period.from, period.to);
      const source = Readable.from(
        (async function* () {
          for await (const row of rows(deps.db, start, end)) yield row.map(csvCell);
        })(),
      );
      const csv = stringify({ header: true, columns });
      // A failure mid-way ends the download short (never a file that looks whole) and is logged;
      // a download the browser gave up on is no failure of ours.
      pipeline(source, csv, (error) => {
        if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
          deps.onError(error);
      });
      return {
        fileName: `homeward-${kind}-${period.from}-to-${period.to}.csv`,
        stream: csv,
      };
    },
  };
}
export type FinanceExportService = ReturnType<typeof financeExportService>;
