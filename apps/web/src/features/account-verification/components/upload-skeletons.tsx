import { useLingui } from '@lingui/react/macro';
import { LoadingRegion, Skeleton, SkeletonField } from '@homeward/ui/skeleton';

/** `UploadForm` as shapes: the document number, two page slots side by side, and Submit. */
function UploadFormSkeleton() {
  return (
    <div className="space-y-5">
      <div className="max-w-sm">
        <SkeletonField />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {['front', 'back'].map((page) => (
          <div key={page}>
            <Skeleton className="mb-2.5 h-4 w-24" />
            <Skeleton className="h-32 w-full rounded-field" />
          </div>
        ))}
      </div>
      <Skeleton className="h-11 w-full rounded-field sm:w-28" />
    </div>
  );
}

/**
 * The upload page while the document types load: the category's line under the heading, and
 * the card with the choice of document. Which form follows, and whether the phone hand-off or
 * the documents already sent stand beside it, depends on what loads, so neither is drawn.
 */
export function CategoryUploadSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading document types`}>
      {/* Where the page header's subtitle will be, between the heading and the card. */}
      <div className="-mt-[1.125rem] mb-6">
        <div className="flex h-6 items-center">
          <Skeleton className="h-4 w-96 max-w-full" />
        </div>
        <div className="flex h-6 items-center sm:hidden">
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="rounded-card bg-surface p-5 shadow-card sm:p-7">
          <Skeleton className="mb-4 h-5 w-64 max-w-full" />
          <div className="grid gap-3 sm:grid-cols-2">
            {['w-24', 'w-32', 'w-28'].map((width) => (
              <div key={width} className="flex gap-3 rounded-field border border-line p-4">
                <Skeleton className="mt-1 size-4 shrink-0 rounded-full" />
                <div className="flex-1">
                  <span className="flex h-6 items-center">
                    <Skeleton className={`h-4 ${width}`} />
                  </span>
                  <span className="mt-0.5 flex h-5 items-center">
                    <Skeleton className="h-3.5 w-4/5" />
                  </span>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}

/** The phone's upload page while its link is checked: what is asked for, then the form. */
export function PublicUploadSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Checking your link`}>
      <Skeleton className="mt-3 h-4 w-64 max-w-full" />
      <div className="mt-8">
        <UploadFormSkeleton />
      </div>
    </LoadingRegion>
  );
}

/** /account-verification while the categories load: the progress line and three step cards. */
export function StepsSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading the verification steps`}>
      <Skeleton className="mb-2 h-4 w-40" />
      <Skeleton className="mb-5 h-2 w-full rounded-full" />
      <div className="space-y-4">
        {['w-40', 'w-32', 'w-48'].map((width) => (
          <div key={width} className="flex gap-4 rounded-card bg-surface p-5 shadow-card sm:p-6">
            <Skeleton className="size-9 shrink-0 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-3 w-28" />
              <Skeleton className={`mt-2 h-5 ${width}`} />
              <Skeleton className="mt-2 h-3.5 w-full" />
              <Skeleton className="mt-4 h-11 w-full rounded-field sm:w-40" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
