import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Badge, statusTone } from '@/components/badge';
import { PageHeader } from '@homeward/ui/card';
import { SelectField } from '@/components/select-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { formatAge, formatDateTime, humanize } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { documentsQueryOptions, TO_REVIEW } from '../api/documents';

const filters: [string, string][] = [
  [TO_REVIEW, 'To review'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['expired', 'Expired'],
];

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? TO_REVIEW;
  const documents = useQuery(documentsQueryOptions(status));
  return (
    <>
      <PageHeader title="Documents" subtitle="Identity and address documents, oldest first." />
      <SelectField
        label="Show"
        className="mb-6 max-w-xs"
        value={status}
        onChange={(event) => setParams({ status: event.target.value })}
      >
        {filters.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {documents.isPending ? (
        <LoadingState label="Loading documents" />
      ) : documents.isError ? (
        <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.data.data.length === 0 ? (
        <EmptyState title="No documents here">Nothing matches this filter.</EmptyState>
      ) : (
        <Table caption="Documents" head={['Document', 'Customer', 'Status', 'Uploaded', 'Waiting']}>
          {documents.data.data.map((document) => (
            <tr key={document.id}>
              <Cell>
                <Link
                  to={pathTo('document', { id: document.id })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {humanize(document.type)}
                </Link>
                <p className="text-xs text-muted">{humanize(document.category)}</p>
              </Cell>
              <Cell>{document.customer_email}</Cell>
              <Cell>
                <Badge tone={statusTone(document.status)}>{humanize(document.status)}</Badge>
              </Cell>
              <Cell className="whitespace-nowrap">{formatDateTime(document.created_at)}</Cell>
              <Cell className="whitespace-nowrap">{formatAge(document.created_at)}</Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
