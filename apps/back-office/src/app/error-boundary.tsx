import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Logo } from '@homeward/ui/logo';
import { paths } from '@/lib/paths';
import { DocumentTitle } from './document-title';

function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404)
    return { title: 'Page not found', text: 'There is no such page in the back office.' };
  if (isRouteErrorResponse(error) && error.status === 403)
    return { title: 'Not for your roles', text: 'Your roles do not give access to this page.' };
  return {
    title: 'Something went wrong',
    text: 'This page could not be shown. Try again in a moment.',
  };
}

/** Inside the console's frame: a page that failed, with the navigation still there. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { title, text } = describe(error);
  if (!isRouteErrorResponse(error)) console.warn('Unhandled route error', error);
  return (
    <div className="max-w-xl rounded-card bg-surface p-8 shadow-card">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <Link to={paths.queue} className={buttonClasses('secondary', 'mt-6')}>
        Go to the work queue
      </Link>
    </div>
  );
}

/** The last line of defence, outside the console's frame. */
export function AppErrorBoundary() {
  const error = useRouteError();
  const { title, text } = describe(error);
  if (!isRouteErrorResponse(error)) console.warn('Unhandled route error', error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <DocumentTitle />
      <header>
        <Logo />
      </header>
      <main className="max-w-md rounded-card bg-surface p-8 shadow-card">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-2 text-muted">{text}</p>
        <Link to={paths.queue} className={buttonClasses('primary', 'mt-6')}>
          Go to the work queue
        </Link>
      </main>
    </div>
  );
}
