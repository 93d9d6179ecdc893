import { apiPaths, type MessageAnswer, type ResetPasswordRequest } from '@homeward/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getCsrfCookie } from './csrf-cookie';

/** Sets a new password with the (already base64-decoded) token of the emailed link. */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageAnswer> {
  await getCsrfCookie();
  return apiClient.post<MessageAnswer>(apiPaths.resetPassword, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/**
 * Whether the link can still be used, asked once as its page opens, so that a used or expired
 * link says so before the customer types two passwords. A 422 is the answer "it cannot"; the
 * token goes in the body, never in a URL the server might log.
 */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: async () => {
      await getCsrfCookie();
      return apiClient.post<MessageAnswer>(apiPaths.checkResetLink, { token });
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
