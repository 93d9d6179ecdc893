import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  /** One line saying what comes next. */
  note: string;
  children?: ReactNode;
}

/** A screen whose content arrives in a later release: its title, a short note, maybe a link. */
export function PlaceholderPage({ title, note, children }: PlaceholderPageProps) {
  return (
    <section className="rounded-card bg-surface p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-muted">{note}</p>
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
