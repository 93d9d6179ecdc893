import type { ReportingDay } from '@homeward/contract';
import { clsx } from 'clsx';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Cell, Table } from '@/components/table';
import { formatCalendarDate } from '@/lib/format';
import { byUrgency, dayStanding } from '../words';

interface ReportingDaysProps {
  days: readonly ReportingDay[];
  /** Offered for days with transfers not yet in a report; absent without reports.manage. */
  onGenerate?: ((day: string) => void) | undefined;
  /** The day being generated, if any. */
  generating?: string | undefined;
}

/** The days transfers were sent, what is due first at the top, overdue ones in red. */
export function ReportingDays({ days, onGenerate, generating }: ReportingDaysProps) {
  return (
    <Table
      caption="Reporting days"
      head={['Day sent', 'Transfers', 'Reported', 'Submitted', 'Deadline', 'Report']}
    >
      {byUrgency(days).map((day) => {
        const standing = dayStanding(day);
        const unreported = day.transfers - day.reported;
        return (
          <tr key={day.day} className={clsx(standing.tone === 'danger' && 'bg-danger-soft/40')}>
            <Cell className="font-semibold whitespace-nowrap">{formatCalendarDate(day.day)}</Cell>
            <Cell>{day.transfers}</Cell>
            <Cell>{day.reported}</Cell>
            <Cell>{day.submitted}</Cell>
            <Cell className="whitespace-nowrap">
              <span className="mr-2">{formatCalendarDate(day.deadline)}</span>
              <Badge tone={standing.tone}>{standing.label}</Badge>
            </Cell>
            <Cell>
              {unreported > 0 && onGenerate ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="whitespace-nowrap"
                  loading={generating === day.day}
                  disabled={generating !== undefined}
                  aria-label={`Generate report for ${formatCalendarDate(day.day)}`}
                  onClick={() => onGenerate(day.day)}
                >
                  Generate report
                </Button>
              ) : unreported > 0 ? (
                <span className="text-muted">{unreported} not in a report</span>
              ) : (
                <span className="text-muted">All in a report</span>
              )}
            </Cell>
          </tr>
        );
      })}
    </Table>
  );
}
