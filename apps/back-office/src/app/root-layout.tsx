import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '@homeward/ui/spinner';
import { DocumentTitle } from './document-title';
import { RouteFocus } from '@homeward/ui/route-focus';

export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
      <RouteFocus />
    </>
  );
}

/** Shown while the first page's code and the session probe load. */
export function InitialLoad() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}
