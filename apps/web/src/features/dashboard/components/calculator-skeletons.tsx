import { useLingui } from '@lingui/react/macro';
import { LoadingRegion, Skeleton, SkeletonField } from '@homeward/ui/skeleton';

/** The form's shape while the corridors load: where to, how, the two amounts, the price. */
export function CalculatorSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading the calculator`}>
      <div className="min-h-[37rem] space-y-5">
        <SkeletonField />
        <Skeleton className="h-11 w-full rounded-field" />
        <SkeletonField input="h-14" />
        <SkeletonField input="h-14" />
        <Skeleton className="h-64 w-full rounded-field" />
        <Skeleton className="h-12 w-full rounded-field" />
      </div>
    </LoadingRegion>
  );
}

/** As tall as the price it waits for, so the page does not jump when the price arrives. */
export function PriceSkeleton() {
  const { t } = useLingui();
  return (
    <div className="min-h-72 rounded-field bg-canvas px-4 py-3">
      <LoadingRegion label={t`Getting a price`}>
        {['w-24', 'w-32', 'w-28', 'w-36', 'w-20'].map((width) => (
          <div key={width} className="flex items-center justify-between gap-4 py-2.5">
            <Skeleton className={`h-4 ${width}`} />
            <Skeleton className="h-5 w-24" />
          </div>
        ))}
      </LoadingRegion>
    </div>
  );
}
