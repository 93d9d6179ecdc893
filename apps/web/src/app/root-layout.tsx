import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '@homeward/ui/spinner';
import { startProgress } from '@/lib/progress';
import { DocumentTitle } from './document-title';
import { NavigationProgress } from './navigation-progress';
import { RouteFocus } from '@homeward/ui/route-focus';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
      {/* After the page, so that a page placing the focus itself on arrival goes first. */}
      <RouteFocus />
    </>
  );
}

/** Shown while the first page's code and guard load: the bar, and a calm spinner. */
export function InitialLoad() {
  useEffect(() => startProgress(), []);
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}
