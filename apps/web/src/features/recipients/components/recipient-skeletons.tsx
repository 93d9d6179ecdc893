import {
  LoadingRegion,
  Skeleton,
  SkeletonCard,
  SkeletonField,
  SkeletonIconRows,
} from '@homeward/ui/skeleton';
import { useLingui } from '@lingui/react/macro';

/** The recipients card while it loads: the search box and the rows, each with its initial. */
export function RecipientListSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading your recipients`}>
      <div className="rounded-card bg-surface p-3 shadow-card sm:p-5">
        <div className="p-2 sm:p-0 sm:pb-3">
          <SkeletonField />
        </div>
        <SkeletonIconRows count={3} lines={3} rowClassName="px-3 py-4 sm:px-4" />
      </div>
    </LoadingRegion>
  );
}

/**
 * A recipient's page while it loads: the name and where the money goes, the three buttons,
 * the details card and the card of past transfers.
 */
export function RecipientPageSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading the recipient`}>
      {/* The way back to the list. */}
      <div className="mb-2 flex min-h-11 items-center">
        <Skeleton className="h-4 w-28" />
      </div>
      <div className="mb-6 space-y-2.5">
        <div className="flex h-8 items-center sm:h-9">
          <Skeleton className="h-6 w-56 max-w-full sm:h-7" />
        </div>
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row">
        <Skeleton className="h-11 w-full rounded-field sm:w-64" />
        <Skeleton className="h-11 w-full rounded-field sm:w-24" />
        <Skeleton className="h-11 w-full rounded-field sm:w-28" />
      </div>
      <div className="space-y-6">
        <SkeletonCard>
          <div className="divide-y divide-line">
            {['w-40', 'w-28', 'w-48', 'w-36', 'w-32'].map((width) => (
              <div key={width} className="grid gap-1 py-3 first:pt-0 sm:grid-cols-3 sm:gap-4">
                <span className="flex h-5 items-center sm:h-6">
                  <Skeleton className="h-3.5 w-28" />
                </span>
                <span className="flex h-6 items-center sm:col-span-2">
                  <Skeleton className={`h-4 ${width}`} />
                </span>
              </div>
            ))}
          </div>
        </SkeletonCard>
        <SkeletonCard icon>
          <div className="divide-y divide-line">
            {/* As the transactions feature's rows: who and when, the status, the amounts. */}
            {['w-32', 'w-40'].map((width) => (
              <div key={width} className="flex items-center gap-4 py-3">
                <div className="flex-1 space-y-2">
                  <Skeleton className={`h-4 ${width}`} />
                  <Skeleton className="h-3.5 w-24" />
                </div>
                <Skeleton className="hidden h-6 w-40 rounded-full sm:block" />
                <div className="flex flex-col items-end space-y-2 sm:min-w-40">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-3.5 w-28" />
                </div>
              </div>
            ))}
          </div>
        </SkeletonCard>
      </div>
    </LoadingRegion>
  );
}

/** The picker while the saved recipients load: the question, the choices, and "Add a new recipient". */
export function RecipientPickerSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading your recipients`}>
      <div className="space-y-4">
        <div>
          <Skeleton className="mb-4 h-5 w-40" />
          <div className="space-y-3">
            {['w-40', 'w-32'].map((width) => (
              <div
                key={width}
                className="flex items-start gap-3 rounded-field border border-line p-4"
              >
                <Skeleton className="mt-1 size-4 shrink-0 rounded-full" />
                <div className="flex-1 space-y-2 pt-0.5">
                  <Skeleton className={`h-4 ${width}`} />
                  <Skeleton className="h-3.5 w-3/5" />
                </div>
              </div>
            ))}
          </div>
        </div>
        <Skeleton className="h-11 w-56 rounded-field" />
      </div>
    </LoadingRegion>
  );
}
