import { apiPaths } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { apiClient } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { forgetCustomer, markSignedOut, profileQueryKey } from './get-profile';

export async function logOut(): Promise<void> {
  await apiClient.post<unknown>(apiPaths.logOut);
}

/**
 * Forgets the session in this browser and goes to `to` (sign-in by default): after logout, a
 * password change, an MFA lock-out or removing this device. The customer is marked signed out
 * first, so the guards let the browser leave, and forgotten only after leaving, so the signed-in
 * screens do not refetch what is being dropped.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string = paths.signIn, options?: NavigateOptions) => {
      markSignedOut(queryClient);
      await navigate(to, options);
      forgetCustomer(queryClient);
    },
    [navigate, queryClient],
  );
}

/**
 * For the signed-in layout: when it goes away after the browser signed out, forget the customer
 * once more. The navigation resolves before React has swapped the screens, so a page still
 * showing can render again after the cache was emptied and ask again for what it shows (the
 * dashboard's schedules, say); nothing of the customer's may outlive the layout.
 */
export function useForgetCustomerOnLeave() {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      if (queryClient.getQueryData(profileQueryKey) === null) forgetCustomer(queryClient);
    },
    [queryClient],
  );
}

/**
 * Signs out and goes to sign-in. Even when the call fails (an expired session answers 401) the
 * browser forgets the customer: the person asked to leave.
 */
export function useLogOut() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => endSession(),
  });
}
