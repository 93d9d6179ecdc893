import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { connectUnauthorizedToSignIn } from '@/app/router';
import { createRoutes } from '@/app/routes';
import { BASE_PATH, withinConsole } from '@/lib/paths';
import { createQueryClient } from '@/lib/query-client';

const mounted: (() => void)[] = [];

/** Disposes every router renderApp made; the test setup calls it after each test. */
export function disposeApps(): void {
  for (const dispose of mounted.splice(0)) dispose();
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
  mounted.push(() => {
    disconnect();
    router.dispose();
  });
  return {
    ...view,
    router,
    queryClient,
    user,
    path: () => withinConsole(router.state.location.pathname),
  };
}
