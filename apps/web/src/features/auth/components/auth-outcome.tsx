import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The end of a signed-out task ("Check your email", "Device signed out"): an icon, a heading
 * that takes focus so screen readers announce the change, the server's words as a status, and
 * what to do next.
 */
export function AuthOutcome({
  icon: Icon,
  tone = 'brand',
  title,
  message,
  children,
}: {
  icon: LucideIcon;
  tone?: 'brand' | 'success';
  title: string;
  message: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center">
      <span
        className={clsx(
          'mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full',
          tone === 'success' ? 'bg-success-soft text-success' : 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h1>
      <p role="status" className="mt-2 text-muted">
        {message}
      </p>
      {children}
    </div>
  );
}
