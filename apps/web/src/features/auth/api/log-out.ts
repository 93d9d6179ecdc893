import { apiPaths } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { forgetCustomer, markSignedOut } from './get-profile';

export async function logOut(): Promise<void> {
  await apiClient.post<unknown>(apiPaths.logOut);
}

/**
 * Signs out and goes to sign-in. Even when the call fails (an expired session answers 401) the
 * browser forgets the customer: the person asked to leave.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logOut,
    onSettled: async () => {
      markSignedOut(queryClient);
      await navigate(paths.signIn);
      // After leaving, so the signed-in screens do not refetch what is being dropped.
      forgetCustomer(queryClient);
    },
  });
}
