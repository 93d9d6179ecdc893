import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { untilRequestsAnswered } from '@homeward/ui/until-requests-answered';
import { AppProvider } from '@/app/provider';
import { connectUnauthorizedToSignIn } from '@/app/router';
import { createRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

const mounted: { queryClient: QueryClient; dispose: () => void }[] = [];

/**
 * Disposes every router renderApp made, once their requests are answered; the test setup calls
 * it after each test, after unmounting and before resetting the handlers.
 */
export async function disposeApps(): Promise<void> {
  const apps = mounted.splice(0);
  await untilRequestsAnswered(apps.map(({ queryClient }) => queryClient));
  for (const { dispose } of apps) dispose();
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
  mounted.push({
    queryClient,
    dispose: () => {
      unsubscribe();
      disconnect();
      router.dispose();
    },
  });
  return {
    ...view,
    router,
    queryClient,
    user,
    path: () => router.state.location.pathname,
    firstTarget: () => targets[0],
    /**
     * For a test whose server never answers a request on purpose: gives up the requests in
     * flight, so the end of the test does not wait for them (disposeApps waits 5 s at most).
     */
    abandonRequests: () => queryClient.cancelQueries(),
  };
}
