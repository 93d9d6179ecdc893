import { supportStatusTitles } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@homeward/ui/card';
import { Badge } from '@/components/badge';
import { SelectField } from '@/components/select-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { supportRequestsQueryOptions, type SupportFilter } from '../api/support';

const filters: Record<SupportFilter, string> = {
  open: 'Open',
  answered: 'Answered',
  all: 'All',
};

const isFilter = (value: string | null): value is SupportFilter =>
  value !== null && value in filters;

/** The Support list: customers' requests, newest first, each linked to its customer and transfer. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: SupportFilter = isFilter(asked) ? asked : 'open';
  const requests = useQuery(supportRequestsQueryOptions(status));
  return (
    <>
      <PageHeader
        title="Support"
        subtitle="Customers’ questions from the Help page, newest first."
      />
      <SelectField
        label="Show"
        className="mb-6 max-w-xs"
        value={status}
        onChange={(event) => setParams({ status: event.target.value })}
      >
        {Object.entries(filters).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {requests.isPending ? (
        <LoadingState label="Loading support requests" />
      ) : requests.isError ? (
        <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <EmptyState title="No requests here">
          {status === 'open' ? 'Every request has been answered.' : 'Nothing to show yet.'}
        </EmptyState>
      ) : (
        <Table
          caption="Support requests"
          head={['Topic', 'Customer', 'Transfer', 'Status', 'Sent']}
        >
          {requests.data.map((request) => (
            <tr key={request.id}>
              <Cell>
                <Link
                  to={pathTo('supportRequest', { id: request.id })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {request.topic_title}
                </Link>
                <p className="max-w-md truncate text-xs text-muted">{request.preview}</p>
              </Cell>
              <Cell>
                <Link
                  to={pathTo('customer', { id: request.customer.id })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {request.customer.name ?? request.customer.email}
                </Link>
                {request.customer.name ? (
                  <p className="text-xs text-muted">{request.customer.email}</p>
                ) : null}
              </Cell>
              <Cell>
                {request.transfer ? (
                  <Link
                    to={pathTo('transfer', { id: request.transfer.id })}
                    className="font-mono font-semibold text-brand-700 hover:underline"
                  >
                    {request.transfer.tracking_number}
                  </Link>
                ) : (
                  '—'
                )}
              </Cell>
              <Cell>
                <Badge tone={request.status === 'open' ? 'warning' : 'success'}>
                  {supportStatusTitles[request.status]}
                </Badge>
              </Cell>
              <Cell className="whitespace-nowrap">{formatDateTime(request.created_at)}</Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
