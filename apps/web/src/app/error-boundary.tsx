import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Logo } from '@homeward/ui/logo';
import { paths } from '@/lib/paths';
import { DocumentTitle } from './document-title';

/** The last line of defence: any error a page or loader throws ends here, not in a blank page. */
export function AppErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.warn('Unhandled route error', error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <DocumentTitle />
      {/* Banner and main landmarks, like every other page. */}
      <header>
        <Logo />
      </header>
      <main className="max-w-md rounded-card bg-surface p-8 shadow-card">
        <h1 className="text-2xl font-bold text-ink">
          {notFound ? 'Page not found' : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-muted">
          {notFound
            ? 'The page you were looking for does not exist.'
            : 'Sorry, we could not show this page. Please try again in a moment.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {notFound ? null : (
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={buttonClasses('primary')}
            >
              Try again
            </button>
          )}
          <Link to={paths.signIn} className={buttonClasses(notFound ? 'primary' : 'secondary')}>
            Go to the start
          </Link>
        </div>
      </main>
    </div>
  );
}
