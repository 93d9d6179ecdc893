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

interface SkeletonIconRowsProps {
  /**
   * What is loading, in words: "Loading your devices". Left out when the rows are part of a
   * larger skeleton whose own region says it.
   */
  label?: string;
  /** How many rows to draw: about as many as usually arrive. */
  count?: number;
  /** The round icon (or initial) the real row starts with: size-10, or size-9 for a log line. */
  icon?: 'size-9' | 'size-10';
  /** Lines of text beside the icon: the title, then one or two lines of detail. */
  lines?: 2 | 3;
  /** How many buttons end each row (Rename, Remove); under the text on phones, as the real row. */
  actions?: 0 | 1 | 2;
  /** The real row's padding, so the list is as tall as the one that replaces it. */
  rowClassName?: string;
}

/**
 * A list whose rows start with a round icon or initial (devices, passkeys, recipients, the
 * security log) while it loads: the circle, the title and detail lines, and the row's button.
 */
export function SkeletonIconRows({
  label,
  count = 3,
  icon = 'size-10',
  lines = 2,
  actions = 0,
  rowClassName = 'py-4',
}: SkeletonIconRowsProps) {
  const rows = (
    <div className="divide-y divide-line">
      {Array.from({ length: count }, (_, row) => (
        <div
          key={row}
          className={clsx('flex flex-col gap-3 sm:flex-row sm:items-center', rowClassName)}
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <Skeleton className={clsx(icon, 'shrink-0 rounded-full')} />
            {/* Each shape in a box one line of text tall: the rows are as tall as the real ones. */}
            <div className="min-w-0 flex-1">
              <span className="flex h-6 items-center">
                <Skeleton className={clsx('h-4 max-w-60', row % 2 === 0 ? 'w-2/5' : 'w-1/3')} />
              </span>
              <span className="flex h-5 items-center">
                <Skeleton className="h-3.5 w-3/5 max-w-56" />
              </span>
              {lines === 3 ? (
                <span className="flex h-5 items-center">
                  <Skeleton className="h-3.5 w-1/3 max-w-40" />
                </span>
              ) : null}
            </div>
          </div>
          {actions > 0 ? (
            <div className="flex gap-2">
              {Array.from({ length: actions }, (_, button) => (
                <Skeleton key={button} className="h-11 w-28 rounded-field" />
              ))}
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
  return label ? <LoadingRegion label={label}>{rows}</LoadingRegion> : rows;
}

interface SkeletonCardProps {
  /** The card's content while it loads: rows, fields, an amount. */
  children?: ReactNode;
  /** Whether the real card has a round icon beside its title. */
  icon?: boolean;
  /** Whether the real card has a line of description under its title. */
  description?: boolean;
  className?: string;
}

/**
 * A `Card` while it loads: the same white box, padding and title, so the content that replaces
 * it lands where the shapes were. No heading of its own: the region says what is loading.
 */
export function SkeletonCard({
  children,
  icon = false,
  description = false,
  className,
}: SkeletonCardProps) {
  return (
    <div className={clsx('rounded-card bg-surface p-5 shadow-card sm:p-7', className)}>
      <div className="mb-5 flex items-start gap-3">
        {icon ? <Skeleton className="size-10 shrink-0 rounded-full" /> : null}
        <div className="min-w-0 flex-1">
          <div className="flex h-7 items-center">
            <Skeleton className="h-5 w-40 max-w-full" />
          </div>
          {description ? <Skeleton className="mt-1.5 h-4 w-3/4 max-w-md" /> : null}
        </div>
      </div>
      {children}
    </div>
  );
}

interface SkeletonDetailsProps {
  /** How many label and value pairs the real list has. */
  rows: number;
  className?: string;
}

/** A list of labels and values (amounts, a recipient's details) while it loads, row for row. */
export function SkeletonDetails({ rows, className }: SkeletonDetailsProps) {
  return (
    <div className={clsx('divide-y divide-line', className)}>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex h-11 items-center justify-between gap-4">
          <Skeleton className={clsx('h-4', row % 2 === 0 ? 'w-24' : 'w-32')} />
          <Skeleton className={clsx('h-4', row % 3 === 0 ? 'w-28' : 'w-20')} />
        </div>
      ))}
    </div>
  );
}
