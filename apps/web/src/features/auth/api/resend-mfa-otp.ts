import { apiPaths } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Emails a new sign-in code; 429 (with Retry-After) within a minute of the last one. */
export async function resendMfaOtp(): Promise<void> {
  await apiClient.post<unknown>(apiPaths.resendMfaOtp);
}

export function useResendMfaOtp() {
  return useMutation({ mutationFn: resendMfaOtp });
}
