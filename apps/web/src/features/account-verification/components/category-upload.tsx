import { SELFIE_CATEGORY } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { documentCategoriesQueryOptions, type CustomerDocument } from '../api/documents';
import { documentsOf, findCategory } from '../lib/categories';
import { isTouchDevice } from '../lib/files';
import { HandOffPanel } from './hand-off-panel';
import { SelfieCapture } from './selfie-capture';
import { selfieTitle, takenLive } from '../lib/selfie';
import { StatusBadge } from './status-badge';
import { TypeChooser } from './type-chooser';
import { UploadForm } from './upload-form';
import { CategoryUploadSkeleton } from './upload-skeletons';

interface CategoryUploadProps {
  /** The category code from the URL. */
  categoryParam: string | undefined;
  documents: CustomerDocument[];
  onUploaded: (document: CustomerDocument, typeTitle: string) => void;
  /** Whether the page should refresh the profile (a phone hand-off is open). */
  onWatchChange: (watching: boolean) => void;
}

function BackLink() {
  return (
    <Link
      to={paths.accountVerification}
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      <Trans>Account verification</Trans>
    </Link>
  );
}

/** /account-verification/upload/:category, signed in: choose a type, add its pages, send. */
export function CategoryUpload({
  categoryParam,
  documents,
  onUploaded,
  onWatchChange,
}: CategoryUploadProps) {
  const { t } = useLingui();
  const categories = useQuery(documentCategoriesQueryOptions());
  const category = categories.data ? findCategory(categories.data, categoryParam) : undefined;
  const [chosen, setChosen] = useState<number | null>(null);
  const types = category?.document_types ?? [];
  const typeId = chosen ?? (types.length === 1 ? (types[0]?.id ?? null) : null);
  const type = types.find((candidate) => candidate.id === typeId);
  const own = category ? documentsOf(documents, category.code) : [];
  const desktop = !isTouchDevice();

  return (
    <div>
      <BackLink />
      <PageHeader
        // The selfie is taken, not uploaded: its page says so, in the dashboard task's words.
        title={category?.code === SELFIE_CATEGORY ? selfieTitle() : t`Upload documents`}
        subtitle={
          category
            ? `${category.title}${category.description ? ` — ${category.description}` : ''}`
            : undefined
        }
      />
      {categories.isPending ? (
        <CategoryUploadSkeleton />
      ) : categories.isError ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load the document types.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void categories.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : !category ? (
        <Alert tone="error" title={t`Unknown document category`}>
          <p>
            <Trans>
              We do not ask for this kind of document.{' '}
              <Link to={paths.accountVerification} className="font-semibold underline">
                See what we need
              </Link>
            </Trans>
          </p>
        </Alert>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section
            aria-label={category.title}
            className="space-y-6 rounded-card bg-surface p-5 shadow-card sm:p-7"
          >
            {types.length === 1 && type ? (
              <div>
                <h2 className="text-base font-semibold text-ink">{type.title}</h2>
                {type.description ? (
                  <p className="mt-0.5 text-sm text-muted">{type.description}</p>
                ) : null}
              </div>
            ) : (
              <TypeChooser types={types} value={typeId} onChange={setChosen} />
            )}
            {type ? (
              takenLive(category, type) ? (
                <SelfieCapture
                  key={type.id}
                  category={category}
                  type={type}
                  onUploaded={(document) => onUploaded(document, type.title)}
                  handOff={
                    type.public_upload && desktop ? (
                      <HandOffPanel
                        autoStart
                        categoryId={category.id}
                        typeId={type.id}
                        typeTitle={type.title}
                        documents={own}
                        onWatchChange={onWatchChange}
                      />
                    ) : undefined
                  }
                />
              ) : (
                <UploadForm
                  key={type.id}
                  category={category}
                  type={type}
                  onUploaded={(document) => onUploaded(document, type.title)}
                />
              )
            ) : null}
          </section>
          <aside className="space-y-4">
            {/* The selfie offers the phone inside its own step, when there is no camera. */}
            {type?.public_upload && desktop && type.api !== 'builtin' ? (
              <HandOffPanel
                key={type.id}
                categoryId={category.id}
                typeId={type.id}
                typeTitle={type.title}
                documents={own}
                onWatchChange={onWatchChange}
              />
            ) : null}
            {own.length > 0 ? (
              <section
                aria-labelledby="sent-heading"
                className="rounded-card bg-surface p-5 shadow-card"
              >
                <h2 id="sent-heading" className="font-semibold text-ink">
                  <Trans>Already sent</Trans>
                </h2>
                <ul className="mt-3 space-y-3">
                  {own.map((document) => (
                    <li
                      key={document.id}
                      className="flex items-start justify-between gap-2 text-sm"
                    >
                      <span>
                        <span className="block font-medium text-ink">
                          {document.document_type.title}
                        </span>
                        <span className="block text-xs text-muted">
                          {formatDateTime(document.created_at)}
                        </span>
                      </span>
                      <StatusBadge status={document.status_code} fallback={document.status_title} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </aside>
        </div>
      )}
    </div>
  );
}
