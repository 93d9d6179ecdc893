import { apiPaths } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Turns the authenticator off (back to emailed codes); the password confirms it is the owner. */
export async function disableTotp(body: { current_password: string }): Promise<void> {
  await apiClient.delete<unknown>(apiPaths.totp, body);
}

export function useDisableTotp() {
  return useMutation({ mutationFn: disableTotp });
}
