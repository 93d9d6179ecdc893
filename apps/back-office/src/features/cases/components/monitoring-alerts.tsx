import type { MonitoringAlert } from '@homeward/contract';
import { Link } from 'react-router';
import { Card } from '@homeward/ui/card';
import { Badge, statusTone } from '@/components/badge';
import { Cell, Table } from '@/components/table';
import { formatAmount, formatDateTime, humanize } from '@/lib/format';
import { pathTo } from '@/lib/paths';

/** One alert: the rule, what it found in words, and the transfers that made the pattern. */
function AlertCard({ alert }: { alert: MonitoringAlert }) {
  return (
    <Card title={alert.rule_title} id={`alert-${alert.id}`}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={alert.action === 'hold' ? 'warning' : 'info'}>
            {alert.action === 'hold' ? 'Holds the payout' : 'Alert only'}
          </Badge>
          <span className="text-sm text-muted">Raised {formatDateTime(alert.raised_at)}</span>
        </div>
        <p className="font-semibold text-ink">{alert.explanation}</p>
        <Table
          caption={`Transfers behind: ${alert.explanation}`}
          head={['Tracking number', 'Status', 'Sends', 'Created']}
        >
          {alert.transfers.map((transfer) => (
            <tr key={transfer.id}>
              <Cell>
                <Link
                  to={pathTo('transfer', { id: transfer.id })}
                  className="font-mono font-semibold text-brand-700 hover:underline"
                >
                  {transfer.tracking_number}
                </Link>
                {transfer.id === alert.transfer_id ? (
                  <span className="ml-2 text-xs text-muted">raised it</span>
                ) : null}
              </Cell>
              <Cell>
                <Badge tone={statusTone(transfer.status)}>{humanize(transfer.status)}</Badge>
              </Cell>
              <Cell className="whitespace-nowrap">
                {formatAmount(transfer.send.amount, transfer.send.currency)}
              </Cell>
              <Cell className="whitespace-nowrap">{formatDateTime(transfer.created_at)}</Cell>
            </tr>
          ))}
        </Table>
      </div>
    </Card>
  );
}

/** A monitoring case's alerts, oldest first. */
export function MonitoringAlerts({ alerts }: { alerts: MonitoringAlert[] }) {
  return (
    <section aria-label="Monitoring alerts" className="space-y-6">
      {alerts.map((alert) => (
        <AlertCard key={alert.id} alert={alert} />
      ))}
    </section>
  );
}
