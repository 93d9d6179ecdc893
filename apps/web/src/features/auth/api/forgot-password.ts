import { apiPaths, type ForgotPasswordRequest, type MessageAnswer } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getCsrfCookie } from './csrf-cookie';

/**
 * Asks for a reset link. The answer is the same whether or not the account exists (no account
 * enumeration), so the screen shows the server's message as it is.
 */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<MessageAnswer> {
  await getCsrfCookie();
  return apiClient.post<MessageAnswer>(apiPaths.forgotPassword, body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
