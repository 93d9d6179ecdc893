import type { SanctionsList } from '@homeward/contract';
import { Alert } from '@homeward/ui/alert';
import { Card } from '@homeward/ui/card';
import { Badge } from '@/components/badge';
import { Facts } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { ImportForm } from './import-form';

function InForce({ list }: { list: SanctionsList }) {
  if (!list.active) {
    return (
      <p className="text-sm text-ink">
        Not loaded yet: nobody is screened against this list until it is imported.
      </p>
    );
  }
  const { active } = list;
  return (
    <Facts
      items={[
        ['Version', active.version ?? '—'],
        ['Entries', active.entries.toLocaleString()],
        ['Names', active.names.toLocaleString()],
        ['Imported', formatDateTime(active.imported_at)],
        ['Imported by', active.imported_by],
        [
          'From',
          <span key="origin" className="break-all">
            {active.origin}
          </span>,
        ],
      ]}
    />
  );
}

/** One list: the version in force, the last refused import if newer, and a way to import. */
export function ListCard({ list, mayImport }: { list: SanctionsList; mayImport: boolean }) {
  const refused = list.last_rejected;
  return (
    <Card
      id={`list-${list.source}`}
      title={list.title}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          {list.source.toUpperCase()}
          {list.active ? (
            <Badge tone="success">In force</Badge>
          ) : (
            <Badge tone="warning">Not loaded</Badge>
          )}
        </span>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4">
          {refused ? (
            <Alert
              tone="error"
              title={`An import was refused, ${formatDateTime(refused.imported_at)}`}
            >
              <p>{refused.error}</p>
              <p className="mt-1 break-all text-muted">
                {refused.origin}, by {refused.imported_by}
              </p>
            </Alert>
          ) : null}
          <InForce list={list} />
        </div>
        {mayImport ? <ImportForm source={list.source} /> : null}
      </div>
    </Card>
  );
}
