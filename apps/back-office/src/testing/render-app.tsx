import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { untilRequestsAnswered } from '@homeward/ui/until-requests-answered';
import { AppProvider } from '@/app/provider';
import { connectUnauthorizedToSignIn } from '@/app/router';
import { createRoutes } from '@/app/routes';
import { BASE_PATH, withinConsole } from '@/lib/paths';
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
 * Renders the real route table (guards, lazy pages, layout) at a URL inside the console (as
 * "/customers"), under the same /back-office base as the browser router, with a fresh cache.
 */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [`${BASE_PATH}${url}`],
    basename: BASE_PATH,
  });
  const disconnect = connectUnauthorizedToSignIn(router, queryClient);
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  mounted.push({
    queryClient,
    dispose: () => {
      disconnect();
      router.dispose();
    },
  });
  return {
    ...view,
    router,
    queryClient,
    user,
    path: () => withinConsole(router.state.location.pathname),
  };
}
