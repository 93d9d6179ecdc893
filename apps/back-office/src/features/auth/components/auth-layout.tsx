import type { ReactNode } from 'react';
import { Logo } from '@homeward/ui/logo';

/** The signed-out screens: the brand and one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-100 via-canvas to-canvas">
      <header className="flex flex-col items-center px-4 pt-10 pb-6 text-center sm:pt-14">
        <Logo />
        <p className="mt-2 text-sm font-semibold tracking-wide text-brand-900 uppercase">
          Back office
        </p>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-10">
        <div className="rounded-card bg-surface p-6 shadow-card sm:p-8">{children}</div>
      </main>
    </div>
  );
}

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {subtitle ? <p className="mt-1.5 text-muted">{subtitle}</p> : null}
    </div>
  );
}
