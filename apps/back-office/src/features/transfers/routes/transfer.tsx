import { staffMay, type AdminTransfer } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Badge, statusTone } from '@/components/badge';
import { Card, PageHeader } from '@homeward/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Facts, Table } from '@/components/table';
import { useStaffSession } from '@/features/auth/api/session';
import { formatAmount, formatDateTime, humanize } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { transferQueryOptions } from '../api/transfers';
import { RedeliverButton } from '../components/redeliver-button';
import { TransferActions } from '../components/transfer-actions';

function TransferPage({ transfer }: { transfer: AdminTransfer }) {
  const roles = useStaffSession()?.staff.roles ?? [];
  const mayRedeliver = staffMay(roles, 'webhooks.redeliver');
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Transfer ${transfer.tracking_number}`}
        subtitle={
          <span className="inline-flex flex-wrap items-center gap-2">
            <Badge tone={statusTone(transfer.status)}>{humanize(transfer.status)}</Badge>
            {formatAmount(transfer.send_amount, transfer.send_currency)} to{' '}
            {transfer.recipient_name}
          </span>
        }
      />
      {transfer.hold_reason && transfer.status === 'on_hold' ? (
        <Alert tone="info" title="Why it is on hold">
          {transfer.hold_reason}
        </Alert>
      ) : null}
      <TransferActions transfer={transfer} roles={roles} />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <Card title="Details">
          <Facts
            items={[
              [
                'Customer',
                <Link
                  key="customer"
                  to={pathTo('customer', { id: transfer.customer_id })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {transfer.customer_email}
                </Link>,
              ],
              ['Recipient', transfer.recipient_name],
              ['Sends', formatAmount(transfer.send_amount, transfer.send_currency)],
              ['Receives', formatAmount(transfer.receive_amount, transfer.receive_currency)],
              ['Fee', formatAmount(transfer.fee, transfer.send_currency)],
              ['Rate', transfer.rate],
              ['Payout method', humanize(transfer.payout_method)],
              ['Four eyes to release', transfer.release_needs_approval ? 'Yes' : 'No'],
              ['Created', formatDateTime(transfer.created_at)],
              ['Last change', formatDateTime(transfer.updated_at)],
            ]}
          />
        </Card>
        <Card title="Timeline">
          {transfer.events.length === 0 ? (
            <EmptyState title="No events yet" />
          ) : (
            <ol className="space-y-3">
              {transfer.events.map((event, index) => (
                <li key={`${event.at}-${index}`} className="border-l-2 border-brand-200 pl-3">
                  <p className="font-semibold text-ink">{humanize(event.status)}</p>
                  <p className="text-sm text-muted">
                    {event.actor} · {formatDateTime(event.at)}
                  </p>
                  {event.reason ? <p className="text-sm text-ink">{event.reason}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
      <Card title="Payments">
        {transfer.payments.length === 0 ? (
          <EmptyState title="No payments" />
        ) : (
          <Table
            caption="Payments"
            head={[
              'Provider',
              'Status',
              'Amount',
              'Created',
              ...(mayRedeliver ? ['Webhooks'] : []),
            ]}
          >
            {transfer.payments.map((payment) => (
              <tr key={payment.id}>
                <Cell>{payment.provider}</Cell>
                <Cell>
                  <Badge tone={statusTone(payment.status)}>{humanize(payment.status)}</Badge>
                </Cell>
                <Cell className="whitespace-nowrap">
                  {formatAmount(payment.amount, payment.currency)}
                </Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(payment.created_at)}</Cell>
                {mayRedeliver ? (
                  <Cell>
                    <RedeliverButton transferId={transfer.id} paymentId={payment.id} />
                  </Cell>
                ) : null}
              </tr>
            ))}
          </Table>
        )}
      </Card>
      <Card title="Journals">
        {transfer.journals.length === 0 ? (
          <EmptyState title="No journals posted" />
        ) : (
          <div className="space-y-4">
            {transfer.journals.map((journal) => (
              <Table
                key={journal.id}
                caption={`${humanize(journal.kind)}, ${formatDateTime(journal.at)}`}
                head={[`${humanize(journal.kind)} · ${formatDateTime(journal.at)}`, 'Amount']}
              >
                {journal.entries.map((entry, index) => (
                  <tr key={`${entry.account}-${index}`}>
                    <Cell className="font-mono">{entry.account}</Cell>
                    <Cell className="text-right whitespace-nowrap tabular-nums">
                      {formatAmount(entry.amount, entry.currency)}
                    </Cell>
                  </tr>
                ))}
              </Table>
            ))}
          </div>
        )}
      </Card>
      <Card title="Webhooks">
        {transfer.webhooks.length === 0 ? (
          <EmptyState title="No webhooks received" />
        ) : (
          <Table caption="Webhooks" head={['Type', 'Received', 'Outcome']}>
            {transfer.webhooks.map((webhook) => (
              <tr key={webhook.id}>
                <Cell className="font-mono">{webhook.type}</Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(webhook.received_at)}</Cell>
                <Cell>{humanize(webhook.outcome)}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </Card>
    </div>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const transfer = useQuery(transferQueryOptions(id));
  if (transfer.isPending || transfer.isError) {
    return (
      <>
        <PageHeader title="Transfer" />
        {transfer.isError ? (
          <ErrorState error={transfer.error} onRetry={() => void transfer.refetch()} />
        ) : (
          <LoadingState label="Loading the transfer" />
        )}
      </>
    );
  }
  return <TransferPage transfer={transfer.data} />;
}
