import { Outlet } from 'react-router';
import { Logo } from '@homeward/ui/logo';
import { CompanyFooter } from '@/components/company-footer';

/** For pages opened without a session (the phone hand-off): the brand and one card. */
export function PublicLayout() {
  return (
    <div className="min-h-dvh bg-linear-to-b from-brand-100 via-canvas to-canvas">
      <header className="mx-auto flex h-16 max-w-xl items-center px-4">
        <Logo />
      </header>
      <main className="mx-auto w-full max-w-xl px-4 pt-2 pb-10">
        <div className="rounded-card bg-surface p-5 shadow-card sm:p-8">
          <Outlet />
        </div>
      </main>
      <CompanyFooter className="mx-auto w-full max-w-xl px-4 pb-8" />
    </div>
  );
}
