import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { connectUnauthorizedToSignIn } from '@/app/router';
import { createRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

const mounted: (() => void)[] = [];

/** Disposes every router renderApp made; the test setup calls it after each test. */
export function disposeApps(): void {
  for (const dispose of mounted.splice(0)) dispose();
}

/**
 * Renders the real route table (guards, lazy pages, layouts) at a URL, with a fresh query cache.
 * Returns the router so tests can check where the app went.
 */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const disconnect = connectUnauthorizedToSignIn(router, queryClient);
  // Where each navigation was headed, before guards redirected it: tells the screen's own
  // decision apart from a guard's.
  const targets: string[] = [];
  const unsubscribe = router.subscribe((state) => {
    const target = state.navigation.location?.pathname;
    if (target && targets.at(-1) !== target) targets.push(target);
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  mounted.push(() => {
    unsubscribe();
    disconnect();
    router.dispose();
  });
  return {
    ...view,
    router,
    queryClient,
    user,
    path: () => router.state.location.pathname,
    firstTarget: () => targets[0],
  };
}
