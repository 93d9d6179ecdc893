import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { TextField } from '@homeward/ui/text-field';
import { formatDateTime } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { customersQueryOptions } from '../api/customers';

export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const customers = useQuery(customersQueryOptions(q));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <>
      <PageHeader
        title="Customers"
        subtitle="Find a customer by email, name, phone or a tracking number."
      />
      <form role="search" onSubmit={onSubmit} className="mb-6 flex max-w-2xl items-end gap-3">
        <TextField
          label="Search customers"
          type="search"
          className="flex-1"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="maria@example.com, +61 4…, HW-…"
        />
        <Button type="submit" size="field">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      {q === '' ? (
        <EmptyState title="Search to begin">Customers appear here as you search.</EmptyState>
      ) : customers.isPending ? (
        <LoadingState label="Searching" />
      ) : customers.isError ? (
        <ErrorState error={customers.error} onRetry={() => void customers.refetch()} />
      ) : customers.data.data.length === 0 ? (
        <EmptyState title="No customer matches">Try another email, name or number.</EmptyState>
      ) : (
        <Table caption="Customers found" head={['Name', 'Email', 'Phone', 'Joined', 'Status']}>
          {customers.data.data.map((customer) => (
            <tr key={customer.id}>
              <Cell>
                <Link
                  to={pathTo('customer', { id: customer.id })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {customer.name || customer.email}
                </Link>
              </Cell>
              <Cell>{customer.email}</Cell>
              <Cell>{customer.phone ?? '—'}</Cell>
              <Cell className="whitespace-nowrap">{formatDateTime(customer.created_at)}</Cell>
              <Cell>
                {customer.blocked ? (
                  <Badge tone="danger">Blocked</Badge>
                ) : (
                  <Badge tone="success">Active</Badge>
                )}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
