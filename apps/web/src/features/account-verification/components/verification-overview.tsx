import type { DocumentCategory } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, CircleCheck, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button, buttonClasses } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { LoadingRegion, Skeleton } from '@homeward/ui/skeleton';
import { inSentence, formatDateTime } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { documentCategoriesQueryOptions, type CustomerDocument } from '../api/documents';
import { categoryState, documentsOf, uploadLabel } from '../lib/categories';
import { StatusBadge } from './status-badge';

interface VerificationOverviewProps {
  documents: CustomerDocument[];
  /** A one-off message, such as "we received your document". */
  notice?: string | undefined;
}

/** /account-verification: each category, what the customer sent for it, and where it stands. */
export function VerificationOverview({ documents, notice }: VerificationOverviewProps) {
  const categories = useQuery(documentCategoriesQueryOptions());
  return (
    <div>
      <PageHeader
        title="Account verification"
        subtitle="We check who you are and where you live before you send money. It usually takes less than a day."
      />
      {notice ? (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-field border border-success/30 bg-success-soft p-4 text-sm text-ink"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <p>{notice}</p>
        </div>
      ) : null}
      {categories.isPending ? (
        <CategoriesSkeleton />
      ) : categories.isError ? (
        <Alert tone="error">
          <p>We could not load the documents we need.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void categories.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Document categories">
          {categories.data.map((category) => (
            <li key={category.id} className="flex">
              <CategoryCard category={category} documents={documents} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The category cards while they load: title and badge, what it is for, and the button. */
function CategoriesSkeleton() {
  return (
    <LoadingRegion label="Loading document categories">
      <div className="grid gap-4 md:grid-cols-2">
        {['w-40', 'w-48', 'w-36', 'w-44'].map((width) => (
          <div key={width} className="rounded-card bg-surface p-5 shadow-card sm:p-6">
            <div className="flex h-7 items-center justify-between gap-2">
              <Skeleton className={`h-5 ${width}`} />
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
            <div className="mt-2 space-y-2">
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-2/3" />
            </div>
            <Skeleton className="mt-6 h-11 w-full rounded-field sm:w-32" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

const stateBadge = {
  provided: { text: 'Provided', className: 'bg-success-soft text-success' },
  needed: { text: 'Required', className: 'bg-accent-300/40 text-ink' },
  optional: { text: 'Optional — for higher limits', className: 'bg-canvas text-muted' },
};

function CategoryCard({
  category,
  documents,
}: {
  category: DocumentCategory;
  documents: CustomerDocument[];
}) {
  const own = documentsOf(documents, category.code);
  const state = categoryState(category.code, documents);
  const headingId = `category-${category.code}`;
  const label = uploadLabel(own);
  return (
    <section
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-card bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {category.title}
        </h2>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${stateBadge[state].className}`}
        >
          {stateBadge[state].text}
        </span>
      </div>
      {category.description ? (
        <p className="mt-1 text-sm text-muted">{category.description}</p>
      ) : null}
      {own.length > 0 ? (
        <ul aria-label={`Your ${inSentence(category.title)} documents`} className="mt-4 space-y-2">
          {own.map((document) => (
            <li key={document.id} className="rounded-field border border-line p-3">
              <div className="flex items-start gap-3">
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-subtle" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{document.document_type.title}</p>
                  <p className="text-xs text-muted">Sent {formatDateTime(document.created_at)}</p>
                </div>
                <StatusBadge status={document.status_code} fallback={document.status_title} />
              </div>
              {document.status_code === 'rejected' && document.rejection_reason ? (
                <p className="mt-2 rounded-field bg-danger-soft px-3 py-2 text-sm text-ink">
                  <span className="font-semibold text-danger">Why: </span>
                  {document.rejection_reason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-5">
        <Link
          to={pathTo('categoryView', { category: category.code })}
          aria-label={`${label}: ${category.title}`}
          className={buttonClasses(
            state === 'provided' && label === 'Upload' ? 'secondary' : 'primary',
            'w-full sm:w-auto',
          )}
        >
          {label}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
