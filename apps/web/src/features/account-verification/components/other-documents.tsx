import type { DocumentCategory } from '@homeward/contract';
import { Trans } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { pathTo } from '@/lib/paths';
import type { CustomerDocument } from '../api/documents';
import { documentsOf } from '../lib/categories';
import type { VerificationStep } from '../lib/steps';
import { StatusBadge } from './status-badge';

interface OtherDocumentsProps {
  categories: DocumentCategory[];
  steps: VerificationStep[];
  documents: CustomerDocument[];
}

/** Categories outside the steps (source of funds): sent only when we ask, kept out of the way. */
export function OtherDocuments({ categories, steps, documents }: OtherDocumentsProps) {
  const others = categories.filter(
    (category) => !steps.some((step) => step.category.code === category.code),
  );
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-documents" className="mt-8">
      <h2 id="other-documents" className="text-base font-semibold text-ink">
        <Trans>Other documents</Trans>
      </h2>
      <p className="text-sm text-muted">
        <Trans>Only if we ask for them, or to raise your limits.</Trans>
      </p>
      <ul className="mt-3 divide-y divide-line rounded-card bg-surface shadow-card">
        {others.map((category) => {
          const latest = documentsOf(documents, category.code)[0];
          return (
            <li key={category.code}>
              <Link
                to={pathTo('categoryView', { category: category.code })}
                className="flex min-h-11 items-center gap-3 px-5 py-3 hover:bg-canvas"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{category.title}</span>
                  {category.description ? (
                    <span className="block text-sm text-muted">{category.description}</span>
                  ) : null}
                </span>
                {latest ? (
                  <StatusBadge status={latest.status_code} fallback={latest.status_title} />
                ) : null}
                <ChevronRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-subtle rtl:-scale-x-100"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
