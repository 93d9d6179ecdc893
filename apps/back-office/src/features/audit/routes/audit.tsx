import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { TextField } from '@homeward/ui/text-field';
import { formatDateTime } from '@/lib/format';
import { auditCsvUrl, auditFilters, auditQueryOptions, type AuditFilters } from '../api/audit';

const labels: Record<(typeof auditFilters)[number], string> = {
  staff: 'Staff email',
  action: 'Action',
  target: 'Target',
  from: 'From',
  to: 'To',
};

function change(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(
    auditFilters.flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const entries = useQuery(auditQueryOptions(filters));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const name of auditFilters) {
      const value = draft[name]?.trim();
      if (value) next[name] = value;
    }
    setParams(next);
  };
  return (
    <>
      <PageHeader title="Audit log" subtitle="Every staff action, newest first. Append-only." />
      <form
        onSubmit={onSubmit}
        className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-6 xl:items-end"
      >
        {auditFilters.map((name) => (
          <TextField
            key={name}
            label={labels[name]}
            type={name === 'from' || name === 'to' ? 'date' : 'text'}
            value={draft[name] ?? ''}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        ))}
        <Button type="submit" size="field">
          Filter
        </Button>
      </form>
      <a href={auditCsvUrl(filters)} className={buttonClasses('secondary', 'mb-6')} download>
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </a>
      {entries.isPending ? (
        <LoadingState label="Loading the audit log" />
      ) : entries.isError ? (
        <ErrorState error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data.data.length === 0 ? (
        <EmptyState title="No entries">Nothing matches these filters.</EmptyState>
      ) : (
        <Table
          caption="Audit log"
          head={['When', 'Staff', 'Action', 'Target', 'Before', 'After', 'IP']}
        >
          {entries.data.data.map((entry) => (
            <tr key={entry.id}>
              <Cell className="whitespace-nowrap">{formatDateTime(entry.at)}</Cell>
              <Cell>
                {entry.staff_email}
                <p className="text-xs text-muted">{entry.roles.join(', ')}</p>
              </Cell>
              <Cell className="font-mono text-xs">{entry.action}</Cell>
              <Cell className="text-xs">
                {entry.target_type} <span className="font-mono">{entry.target_id}</span>
              </Cell>
              <Cell className="max-w-48 font-mono text-xs break-words">{change(entry.before)}</Cell>
              <Cell className="max-w-48 font-mono text-xs break-words">{change(entry.after)}</Cell>
              <Cell className="font-mono text-xs">{entry.ip}</Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
