import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type createMemoryRouter } from 'react-router';
import { forgetCustomer, markSignedOut } from '@/features/auth/api/get-profile';
import { onUnauthorized } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { createRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/**
 * Lets the api client send the browser to sign-in on any 401 (spec section 4) through the
 * router, keeping the SPA alive instead of reloading the page.
 */
export function connectUnauthorizedToSignIn(router: Router, queryClient: QueryClient): () => void {
  return onUnauthorized(() => {
    markSignedOut(queryClient);
    if (router.state.location.pathname === paths.signIn) {
      forgetCustomer(queryClient);
      return;
    }
    void router.navigate(paths.signIn).then(() => forgetCustomer(queryClient));
  });
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createRoutes(queryClient));
  connectUnauthorizedToSignIn(router, queryClient);
  return router;
}
