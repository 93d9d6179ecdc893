import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** The page heading of a signed-in page, with an optional line under it. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-ink sm:text-3xl">
        {title}
      </h1>
      {subtitle ? <p className="mt-1.5 wrap-anywhere text-muted">{subtitle}</p> : null}
    </header>
  );
}

interface CardProps {
  /** The section's heading (h2); also names the region. */
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  /** A stable name for the heading's id (`<id>-heading`), for links and tests to find. */
  id?: string;
}

/** A white section of a page, named by its heading so it is a landmark for screen readers. */
export function Card({ title, description, icon, children, className, id }: CardProps) {
  // Not built from the title: a Hindi or Urdu title has no Latin letters, and every card of the
  // page got "-heading", so a screen reader named each region after the first card.
  const generated = useId();
  const headingId = `${id ?? generated}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={clsx('rounded-card bg-surface p-5 shadow-card sm:p-7', className)}
    >
      <div className="mb-5 flex items-start gap-3">
        {icon ? (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            {icon}
          </span>
        ) : null}
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
