import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Logo } from '@homeward/ui/logo';
import { paths } from '@/lib/paths';

export function NotFoundRoute() {
  return (
    // Banner and main landmarks, like every other page, so screen readers can jump to the message.
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <header>
        <Logo />
      </header>
      <main className="max-w-md rounded-card bg-surface p-8 shadow-card">
        <h1 className="text-2xl font-bold text-ink">Page not found</h1>
        <p className="mt-2 text-muted">The page you were looking for does not exist.</p>
        <Link to={paths.signIn} className={`${buttonClasses('primary')} mt-6`}>
          Go to the start
        </Link>
      </main>
    </div>
  );
}

export { NotFoundRoute as Component };
