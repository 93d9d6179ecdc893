import type { RegulatorReport } from '@homeward/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Button, buttonClasses } from '@/components/button';
import { Cell, Table } from '@/components/table';
import { formatCalendarDate, formatDateTime } from '@/lib/format';
import { reportFileUrl } from '../api/reports';
import { actorName, reportsInOrder } from '../words';
import { ReceiptDialog } from './receipt-dialog';

function Submission({ report }: { report: RegulatorReport }) {
  if (report.status !== 'submitted') return <Badge tone="warning">Not submitted</Badge>;
  return (
    <div className="space-y-0.5">
      <Badge tone="success">Submitted</Badge>
      <p>
        Receipt <span className="font-mono font-semibold">{report.receipt}</span>
      </p>
      <p className="text-xs text-muted">
        {report.submitted_by ? actorName(report.submitted_by) : '—'},{' '}
        {formatDateTime(report.submitted_at)}
      </p>
    </div>
  );
}

/** The period's files: download each for AUSTRAC Online, then record AUSTRAC's receipt. */
export function ReportList({
  reports,
  mayManage,
}: {
  reports: readonly RegulatorReport[];
  mayManage: boolean;
}) {
  const [submitting, setSubmitting] = useState<RegulatorReport | null>(null);
  return (
    <>
      <Table caption="Reports" head={['File', 'Day sent', 'Generated', 'AUSTRAC', 'Actions']}>
        {reportsInOrder(reports).map((report) => (
          <tr key={report.id}>
            <Cell>
              <p className="font-mono text-xs break-all">{report.file_name}</p>
              <p className="text-xs text-muted">
                {report.transfer_count === 1 ? '1 transfer' : `${report.transfer_count} transfers`}
              </p>
            </Cell>
            <Cell className="whitespace-nowrap">{formatCalendarDate(report.day)}</Cell>
            <Cell>
              <p className="whitespace-nowrap">{formatDateTime(report.generated_at)}</p>
              <p className="text-xs text-muted">{actorName(report.generated_by)}</p>
            </Cell>
            <Cell>
              <Submission report={report} />
            </Cell>
            <Cell>
              <div className="flex flex-wrap gap-2">
                <a
                  href={reportFileUrl(report)}
                  download={report.file_name}
                  aria-label={`Download ${report.file_name}`}
                  className={buttonClasses('secondary', 'whitespace-nowrap', 'sm')}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download
                </a>
                {mayManage && report.status === 'generated' ? (
                  <Button
                    size="sm"
                    className="whitespace-nowrap"
                    aria-label={`Mark ${report.file_name} as submitted`}
                    onClick={() => setSubmitting(report)}
                  >
                    Mark as submitted
                  </Button>
                ) : null}
              </div>
            </Cell>
          </tr>
        ))}
      </Table>
      {/* Outlives the report's status: a 409 refreshes the list, and its message must stay. */}
      {submitting ? (
        <ReceiptDialog report={submitting} onDismiss={() => setSubmitting(null)} />
      ) : null}
    </>
  );
}
