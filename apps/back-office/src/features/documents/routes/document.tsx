import type { AdminDocument } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Badge, statusTone } from '@/components/badge';
import { Card, PageHeader } from '@homeward/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Facts } from '@/components/table';
import { useStaffSession } from '@/features/auth/api/session';
import { staffMay } from '@homeward/contract';
import { formatCalendarDate, formatDateTime, humanize } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { documentQueryOptions } from '../api/documents';
import { PageViewer } from '../components/page-viewer';
import { ReviewForm } from '../components/review-form';

const OPEN = ['pending', 'in_review'];

function Decision({ document }: { document: AdminDocument }) {
  const reviewer = useStaffSession()?.staff.roles ?? [];
  if (OPEN.includes(document.status) && staffMay(reviewer, 'documents.review')) {
    return <ReviewForm key={document.id} document={document} />;
  }
  return (
    <div className="space-y-4">
      {document.status === 'rejected' && document.rejection_reason ? (
        <Alert tone="info" title="Rejected">
          {document.rejection_reason}
        </Alert>
      ) : null}
      {document.reading ? (
        <Facts
          items={[
            ['Given names', document.reading.given_names],
            ['Surname', document.reading.surname],
            ['Birth date', formatCalendarDate(document.reading.birth_date)],
            ['Document number', document.reading.document_number],
            ['Expiry date', formatCalendarDate(document.reading.expires_on)],
          ]}
        />
      ) : (
        <p className="text-sm text-muted">Nothing was read from this document.</p>
      )}
    </div>
  );
}

function Review({ document }: { document: AdminDocument }) {
  return (
    <>
      <PageHeader
        title={`${humanize(document.type)} — ${document.customer_name || document.customer_email}`}
        subtitle={
          <span className="inline-flex min-w-0 flex-wrap items-center gap-2">
            <Badge tone={statusTone(document.status)}>{humanize(document.status)}</Badge>
            {humanize(document.category)} · uploaded {formatDateTime(document.created_at)} ·
            <Link
              to={pathTo('customer', { id: document.customer_id })}
              className="min-w-0 font-semibold wrap-anywhere text-brand-700 hover:underline"
            >
              {document.customer_email}
            </Link>
          </span>
        }
      />
      {/* Side by side on a desktop, the pages first on a phone. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title="Pages">
          <PageViewer pages={document.pages} />
        </Card>
        <div className="space-y-6 lg:sticky lg:top-6">
          <Card title="What the document says">
            <Decision document={document} />
          </Card>
          <Card title="History">
            {document.history.length === 0 ? (
              <EmptyState title="No history yet" />
            ) : (
              <ol className="space-y-3">
                {document.history.map((entry, index) => (
                  <li key={`${entry.at}-${index}`} className="border-l-2 border-brand-200 pl-3">
                    <p className="font-semibold text-ink">{humanize(entry.status)}</p>
                    <p className="text-sm text-muted">
                      {entry.actor} · {formatDateTime(entry.at)}
                    </p>
                    {entry.reason ? <p className="text-sm text-ink">{entry.reason}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const document = useQuery(documentQueryOptions(id));
  if (document.isPending || document.isError) {
    return (
      <>
        <PageHeader title="Document review" />
        {document.isError ? (
          <ErrorState error={document.error} onRetry={() => void document.refetch()} />
        ) : (
          <LoadingState label="Loading the document" />
        )}
      </>
    );
  }
  return <Review document={document.data} />;
}
