import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '@homeward/ui/logo';
import { CompanyFooter } from '@/components/company-footer';
import { paths } from '@/lib/paths';
import { NavList } from './nav-list';
import { SignOutButton, type SignOutProps } from './sign-out-button';

interface CustomerLayoutProps extends SignOutProps {
  /** Shown as "signed in as"; absent while unknown. */
  email?: string | undefined;
}

/**
 * The frame of the signed-in pages. Phones get a header with a menu button that opens the
 * navigation as a panel; from the lg breakpoint the navigation is a fixed side column.
 */
export function CustomerLayout({ email, onSignOut, signingOut }: CustomerLayoutProps) {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <div className="min-h-dvh lg:flex">
      <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b border-line bg-surface/95 px-4 backdrop-blur lg:hidden">
        <Link to={paths.dashboard} aria-label={t`Homeward dashboard`}>
          <Logo />
        </Link>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="customer-nav"
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-11 items-center justify-center rounded-field text-ink hover:bg-canvas"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </header>

      <nav
        id="customer-nav"
        aria-label={t`Main`}
        className={`${menuOpen ? 'flex' : 'hidden'} fixed inset-x-0 top-16 bottom-0 z-10 flex-col border-e border-line bg-surface p-4 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0`}
      >
        <Link
          to={paths.dashboard}
          aria-label={t`Homeward dashboard`}
          className="mb-8 hidden px-3 pt-2 lg:block"
        >
          <Logo />
        </Link>
        <NavList onNavigate={close} />
        <div className="mt-auto border-t border-line pt-4">
          {email ? (
            <p className="truncate px-3 pb-2 text-xs text-muted">
              <Trans>
                Signed in as{' '}
                <bdi translate="no" title={email} className="font-medium text-ink">
                  {email}
                </bdi>
              </Trans>
            </p>
          ) : null}
          <SignOutButton onSignOut={onSignOut} signingOut={signingOut} className="w-full" />
        </div>
      </nav>

      <div className="flex min-w-0 flex-1 flex-col">
        <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <Outlet />
        </main>
        <CompanyFooter
          withHelpLink
          className="mx-auto w-full max-w-5xl border-t border-line px-4 py-6 sm:px-6 lg:px-10"
        />
      </div>
    </div>
  );
}
