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
 * The upload page while the document types load: the card with the choice of document (two
 * options) and the form, and beside it, from the lg breakpoint, the phone hand-off panel.
 */
export function CategoryUploadSkeleton() {
  return (
    <LoadingRegion label="Loading document types">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-6 rounded-card bg-surface p-5 shadow-card sm:p-7">
          <div>
            <Skeleton className="mb-4 h-5 w-48" />
            <div className="grid gap-3 sm:grid-cols-2">
              {['w-24', 'w-32'].map((width) => (
                <div key={width} className="flex gap-3 rounded-field border border-line p-4">
                  <Skeleton className="mt-1 size-4 shrink-0 rounded-full" />
                  <div className="flex-1 space-y-2 pt-0.5">
                    <Skeleton className={`h-4 ${width}`} />
                    <Skeleton className="h-3.5 w-4/5" />
                  </div>
                </div>
              ))}
            </div>
          </div>
          <UploadFormSkeleton />
        </div>
        <div className="hidden rounded-card border border-brand-200 bg-brand-50/60 p-5 lg:block">
          <div className="flex items-start gap-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2 pt-0.5">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-3/4" />
            </div>
          </div>
          <Skeleton className="mt-4 h-11 w-full rounded-field" />
        </div>
      </div>
    </LoadingRegion>
  );
}

/** The phone's upload page while its link is checked: what is asked for, then the form. */
export function PublicUploadSkeleton() {
  return (
    <LoadingRegion label="Checking your link">
      <Skeleton className="mt-3 h-4 w-64 max-w-full" />
      <div className="mt-8">
        <UploadFormSkeleton />
      </div>
    </LoadingRegion>
  );
}
