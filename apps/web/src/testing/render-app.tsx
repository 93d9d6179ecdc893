import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { connectUnauthorizedToSignIn } from '@/app/router';
import { createRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

const mounted: { queryClient: QueryClient; dispose: () => void }[] = [];

/**
 * Disposes every router renderApp made, once their requests are answered (5 s at most); the test
 * setup calls it after each test, after unmounting and before resetting the handlers. MSW 3
 * matches a request to the handlers in place when it arrives, a moment after it was sent, so a
 * request still on its way would meet the next test's handlers and fail that test.
 */
export async function disposeApps(): Promise<void> {
  const apps = mounted.splice(0);
  const busy = () =>
    apps.some(({ queryClient }) => queryClient.isFetching() + queryClient.isMutating() > 0);
  for (const deadline = Date.now() + 5_000; busy() && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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
  };
}
