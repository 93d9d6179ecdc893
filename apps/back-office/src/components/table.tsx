import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A data table that scrolls sideways inside its frame on a phone rather than squeezing its
 * columns; the caption names it for screen readers.
 */
export function Table({
  caption,
  head,
  children,
  className,
}: {
  caption: string;
  head: ReactNode[];
  children: ReactNode;
  className?: string;
}) {
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div
      className={clsx('overflow-x-auto rounded-field border border-line', className)}
      tabIndex={0}
      role="region"
      aria-label={`${caption} table`}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col" className="px-3 py-2.5 whitespace-nowrap">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={clsx('px-3 py-2.5 align-middle', className)}>{children}</td>;
}

/** Label/value pairs, as a description list. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
          <dd className="mt-0.5 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
