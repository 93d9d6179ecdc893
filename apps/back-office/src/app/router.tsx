import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type createMemoryRouter } from 'react-router';
import { setSession } from '@/features/auth/api/session';
import { onUnauthorized } from '@/lib/api-client';
import { BASE_PATH, paths, signInReturningTo, withinConsole } from '@/lib/paths';
import { createRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/** A 401 from any call: the session is gone; forget what was read and go to sign-in. */
export function connectUnauthorizedToSignIn(router: Router, queryClient: QueryClient): () => void {
  return onUnauthorized(() => {
    const { pathname, search } = router.state.location;
    const onSignIn = withinConsole(pathname) === paths.signIn;
    if (!onSignIn) queryClient.clear();
    setSession(queryClient, null);
    if (!onSignIn) void router.navigate(signInReturningTo(`${pathname}${search}`));
  });
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createRoutes(queryClient), { basename: BASE_PATH });
  connectUnauthorizedToSignIn(router, queryClient);
  return router;
}
