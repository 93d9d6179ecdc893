import { apiPaths, type MessageAnswer, type ResetPasswordRequest } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
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
