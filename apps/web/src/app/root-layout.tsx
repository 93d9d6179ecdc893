import { Outlet, ScrollRestoration } from 'react-router';
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
