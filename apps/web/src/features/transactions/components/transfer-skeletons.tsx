import { useLingui } from '@lingui/react/macro';
import { LoadingRegion, Skeleton, SkeletonCard, SkeletonDetails } from '@homeward/ui/skeleton';

/** A shape inside a box one line of text tall, so the rows are as tall as the real ones. */
function Line({ box = 'h-6', className }: { box?: 'h-5' | 'h-6'; className: string }) {
  return (
    <span className={`flex items-center ${box}`}>
      <Skeleton className={className} />
    </span>
  );
}

/** One `TransferRow` as shapes: who and when, the two amounts and the status, then the chevron. */
function TransferRowSkeleton({ row }: { row: number }) {
  return (
    <div className="flex min-h-11 items-center gap-3 px-2 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 sm:flex-1">
          <Line className={`h-4 ${row % 2 === 0 ? 'w-36' : 'w-28'}`} />
          <Line box="h-5" className="h-3.5 w-24" />
        </div>
        {/* On phones a long status wraps under the amounts, as the real row's does. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 sm:contents">
          <div className="flex flex-col sm:order-2 sm:min-w-40 sm:items-end">
            <Line className="h-4 w-24" />
            <Line box="h-5" className="h-3.5 w-28" />
          </div>
          <Skeleton className="h-6 w-48 rounded-full sm:order-1 sm:w-40" />
        </div>
      </div>
      <span className="size-5 shrink-0" />
    </div>
  );
}

/** A list of transfers while it loads, row for row as `TransferList` draws them. */
export function TransferRowsSkeleton({ label, count = 5 }: { label: string; count?: number }) {
  return (
    <LoadingRegion label={label}>
      <div className="-mx-2 divide-y divide-line">
        {Array.from({ length: count }, (_, row) => (
          <TransferRowSkeleton key={row} row={row} />
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * The transfer page while it loads: the way back, the heading with the amount and the status,
 * the buttons, the amounts and recipient cards, the details and the status history.
 */
export function TransferPageSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading the transfer`}>
      <div className="space-y-6">
        <div className="flex min-h-11 items-center">
          <Skeleton className="h-4 w-32" />
        </div>
        <div className="space-y-3">
          {/* The amount and the name take two lines on a phone, one from the sm breakpoint. */}
          <div>
            <div className="flex h-8 items-center sm:h-9">
              <Skeleton className="h-6 w-96 max-w-full sm:h-7" />
            </div>
            <div className="flex h-8 items-center sm:hidden">
              <Skeleton className="h-6 w-1/2" />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Skeleton className="h-6 w-40 rounded-full" />
            <Line box="h-5" className="h-4 w-52" />
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Skeleton className="h-11 w-full rounded-field sm:w-36" />
          <Skeleton className="h-11 w-full rounded-field sm:w-44" />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <SkeletonCard>
            <SkeletonDetails rows={6} className="-mt-2" />
          </SkeletonCard>
          <SkeletonCard>
            <SkeletonDetails rows={5} className="-mt-2" />
          </SkeletonCard>
        </div>
        <SkeletonCard>
          <SkeletonDetails rows={4} className="-mt-2" />
        </SkeletonCard>
        <SkeletonCard>
          <div className="space-y-5">
            {['w-40', 'w-48'].map((width) => (
              <div key={width} className="flex gap-3">
                <span className="flex w-4 shrink-0 justify-center">
                  <Skeleton className="mt-1 size-3 rounded-full" />
                </span>
                <div className="flex-1">
                  <Line className={`h-4 ${width}`} />
                  <Line box="h-5" className="h-3.5 w-32" />
                </div>
              </div>
            ))}
          </div>
        </SkeletonCard>
      </div>
    </LoadingRegion>
  );
}
