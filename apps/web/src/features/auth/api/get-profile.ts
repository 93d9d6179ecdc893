import { apiPaths, type Customer } from '@homeward/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { forgetTabStorage } from '@/lib/tab-storage';

/**
 * The customer session (spec section 4) lives under this key. `null` means "known to be signed
 * out": it lets sign-out and 401 leave the signed-in screens without those screens asking for the
 * profile again on their way out.
 */
export const profileQueryKey = ['customer', 'profile'] as const;

export interface GetProfileOptions {
  /** The signed-out probe: a 401 is an answer here, not a reason to go to sign-in. */
  silent?: boolean;
}

export function getProfile({ silent = false }: GetProfileOptions = {}): Promise<Customer> {
  return apiClient.get<Customer>(apiPaths.profile, { skipAuthRedirect: silent });
}

export function profileQueryOptions(options: GetProfileOptions = {}) {
  return queryOptions<Customer | null>({
    queryKey: profileQueryKey,
    queryFn: () => getProfile(options),
    // Login, sign-up and explicit refreshes replace the customer; no need to poll for it.
    staleTime: 5 * 60_000,
  });
}

/** The signed-in customer; the route guards have loaded it before any signed-in screen renders. */
export function useCustomer() {
  return useQuery(profileQueryOptions()).data ?? null;
}

/** Stores the customer a sign-up, login, MFA or refresh answered with (spec section 4). */
export function setCustomer(queryClient: QueryClient, customer: Customer): void {
  queryClient.setQueryData(profileQueryKey, customer);
}

/** Marks the session as ended, so guards stop treating the browser as signed in. */
export function markSignedOut(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: profileQueryKey });
  queryClient.setQueryData(profileQueryKey, null);
}

/**
 * Drops every cached answer about the customer (spec section 4: logout clears the stored
 * customer). The profile stays as the `null` "signed out" marker, so a screen still on its way out
 * does not ask the server who is signed in.
 */
export function forgetCustomer(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryHash !== JSON.stringify(profileQueryKey),
  });
  forgetTabStorage();
  markSignedOut(queryClient);
}
