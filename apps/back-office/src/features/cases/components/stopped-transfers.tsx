import type { ComplianceCase } from '@homeward/contract';
import { Link } from 'react-router';
import { Card } from '@homeward/ui/card';
import { Badge, statusTone } from '@/components/badge';
import { EmptyState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { formatAmount, formatDateTime, humanize } from '@/lib/format';
import { pathTo } from '@/lib/paths';

/** The transfers the case stops before payout, each linking to its page. */
export function StoppedTransfers({ transfers }: { transfers: ComplianceCase['transfers'] }) {
  return (
    <Card title="Transfers this case stops">
      {transfers.length === 0 ? (
        <EmptyState title="No transfers waiting on this case" />
      ) : (
        <Table
          caption="Transfers this case stops"
          head={['Tracking number', 'Status', 'Sends', 'Created']}
        >
          {transfers.map((transfer) => (
            <tr key={transfer.id}>
              <Cell>
                <Link
                  to={pathTo('transfer', { id: transfer.id })}
                  className="font-mono font-semibold text-brand-700 hover:underline"
                >
                  {transfer.tracking_number}
                </Link>
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
      )}
    </Card>
  );
}
