import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Draws the row stronger, as a total. */
  emphasis?: boolean;
}

/** Label and value pairs, one per line; values wrap rather than overflow a narrow phone. */
export function DetailsList({ rows, className }: { rows: DetailRow[]; className?: string }) {
  return (
    <dl className={clsx('divide-y divide-line', className)}>
      {rows.map((row) => (
        <div
          key={row.label}
          className={clsx(
            'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5',
            row.emphasis && 'font-semibold text-ink',
          )}
        >
          <dt className={row.emphasis ? 'text-ink' : 'text-muted'}>{row.label}</dt>
          <dd className="min-w-0 text-end font-medium break-words text-ink tabular-nums">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
