import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Logo } from '@homeward/ui/logo';
import { LanguagePicker } from '@/components/language-picker';

/**
 * Loaded after the card: it waits for the company's details anyway, and the sign-in route's
 * first load has a budget (scripts/measure-bundle.mjs) the form needs more.
 */
const CompanyFooter = lazy(async () => ({
  default: (await import('@/components/company-footer')).CompanyFooter,
}));

/** The signed-out screens: the brand and tagline above one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-100 via-canvas to-canvas">
      {/* Outside the spec's card: chosen before signing in, so every screen after is read in it. */}
      <div className="flex justify-end px-4 pt-3">
        <LanguagePicker />
      </div>
      <header className="flex flex-col items-center px-4 pt-4 pb-6 text-center sm:pt-8">
        <Logo />
        <p className="mt-3 max-w-sm text-sm font-medium text-brand-900">
          <Trans>Send money home the easy, fun and safe way.</Trans>
        </p>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-10">
        <div className="relative rounded-card bg-surface p-6 shadow-card sm:p-8">{children}</div>
      </main>
      {/* Below the card, outside the spec's screen: who the customer deals with. */}
      <div className="mx-auto w-full max-w-md px-4 pb-6 text-center text-xs text-muted">
        <p className="mb-2">
          <Trans>
            Homeward is a licensed money-transfer service. Your money is protected at every step.
          </Trans>
        </p>
        <Suspense fallback={null}>
          <CompanyFooter />
        </Suspense>
      </div>
    </div>
  );
}

/** The heading and subtitle at the top of an auth card. */
export function AuthHeading({
  title,
  subtitle,
  className,
}: {
  title: string;
  subtitle?: string;
  className?: string;
}) {
  return (
    <div className={className ? `mb-6 ${className}` : 'mb-6'}>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {subtitle ? <p className="mt-1.5 text-muted">{subtitle}</p> : null}
    </div>
  );
}
