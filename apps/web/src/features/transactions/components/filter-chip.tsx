import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A filter as a toggle button (aria-pressed): a tap turns it on or off, and a screen reader
 * hears "pressed". The tick shows the state without relying on colour alone.
 */
export function FilterChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx(
        'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-line bg-surface text-ink hover:border-brand-600 hover:bg-brand-50',
      )}
    >
      {pressed ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
      {children}
    </button>
  );
}
