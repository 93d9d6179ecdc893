import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface SkeletonProps {
  /** Size and shape, as utility classes: "h-4 w-32" for a line of text, "h-2.5 w-full" for a bar. */
  className?: string;
}

/**
 * A grey shape where content will be, pulsing gently (still when the customer asks for less
 * motion). It is drawn for sighted readers only: the region that is loading says so once, with
 * `LoadingRegion`, rather than every shape announcing itself.
 */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx('block rounded bg-line motion-safe:animate-pulse', className)}
      data-testid="skeleton"
    />
  );
}

interface LoadingRegionProps {
  /** What is loading, in words: "Loading your limits". */
  label: string;
  children: ReactNode;
}

/** The skeleton of a region, announced once to screen readers by its label. */
export function LoadingRegion({ label, children }: LoadingRegionProps) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

interface SkeletonRowsProps {
  /** What is loading, in words: "Loading your transfers". */
  label: string;
  /** How many rows to draw: about as many as usually arrive. */
  count?: number;
}

/** A list's rows while it loads: a title line and a shorter line under it, each divided. */
export function SkeletonRows({ label, count = 3 }: SkeletonRowsProps) {
  return (
    <LoadingRegion label={label}>
      <div className="divide-y divide-line">
        {Array.from({ length: count }, (_, row) => (
          <div key={row} className="space-y-2 py-3">
            <Skeleton className={row % 2 === 0 ? 'h-5 w-3/5' : 'h-5 w-1/2'} />
            <Skeleton className="h-4 w-4/5" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/** A form field while it loads: its label and its input, as tall as the real input. */
export function SkeletonField({ input = 'h-12' }: { input?: 'h-12' | 'h-14' }) {
  return (
    <div className="space-y-2">
      <Skeleton className="h-5 w-28" />
      <Skeleton className={clsx(input, 'w-full rounded-field')} />
    </div>
  );
}
