import { transferStatuses, type TransferStatus } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, statusTone } from '@/components/badge';
import { Button } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { SelectField } from '@/components/select-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { TextField } from '@homeward/ui/text-field';
import { formatAmount, formatDateTime, humanize } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { transfersQueryOptions } from '../api/transfers';

export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const [draft, setDraft] = useState(q);
  const transfers = useQuery(transfersQueryOptions(q, status));
  const update = (next: { q?: string; status?: string }) => {
    const query: Record<string, string> = {};
    const nextQ = next.q ?? q;
    const nextStatus = next.status ?? status;
    if (nextQ) query.q = nextQ;
    if (nextStatus) query.status = nextStatus;
    setParams(query);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };
  return (
    <>
      <PageHeader title="Transfers" subtitle="Search by tracking number, customer email or id." />
      <form
        role="search"
        onSubmit={onSubmit}
        className="mb-6 grid max-w-3xl gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <TextField
          label="Search transfers"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="">Any status</option>
          {transferStatuses.map((value: TransferStatus) => (
            <option key={value} value={value}>
              {humanize(value)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="field">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      {transfers.isPending ? (
        <LoadingState label="Loading transfers" />
      ) : transfers.isError ? (
        <ErrorState error={transfers.error} onRetry={() => void transfers.refetch()} />
      ) : transfers.data.data.length === 0 ? (
        <EmptyState title="No transfers match">Try another search or status.</EmptyState>
      ) : (
        <Table
          caption="Transfers"
          head={['Tracking number', 'Customer', 'Recipient', 'Sends', 'Status', 'Created']}
        >
          {transfers.data.data.map((transfer) => (
            <tr key={transfer.id}>
              <Cell>
                <Link
                  to={pathTo('transfer', { id: transfer.id })}
                  className="font-mono font-semibold text-brand-700 hover:underline"
                >
                  {transfer.tracking_number}
                </Link>
              </Cell>
              <Cell>{transfer.customer_email}</Cell>
              <Cell>{transfer.recipient_name}</Cell>
              <Cell className="whitespace-nowrap">
                {formatAmount(transfer.send_amount, transfer.send_currency)}
              </Cell>
              <Cell>
                <Badge tone={statusTone(transfer.status)}>{humanize(transfer.status)}</Badge>
              </Cell>
              <Cell className="whitespace-nowrap">{formatDateTime(transfer.created_at)}</Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
