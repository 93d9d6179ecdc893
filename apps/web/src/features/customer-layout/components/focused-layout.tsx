import { Outlet } from 'react-router';
import { Logo } from '@homeward/ui/logo';
import { CompanyFooter } from '@/components/company-footer';
import { SignOutButton, type SignOutProps } from './sign-out-button';

/** For onboarding and MFA: nothing to wander off to, just the brand and a way out. */
export function FocusedLayout({ onSignOut, signingOut }: SignOutProps) {
  return (
    <div className="min-h-dvh bg-linear-to-b from-brand-100 via-canvas to-canvas">
      <header className="mx-auto flex h-16 max-w-2xl items-center justify-between px-4">
        <Logo />
        <SignOutButton onSignOut={onSignOut} signingOut={signingOut} />
      </header>
      <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
        <Outlet />
      </main>
      <CompanyFooter className="mx-auto w-full max-w-2xl px-4 pb-8" />
    </div>
  );
}
