import { apiPaths } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Emails a new verification code; 429 (with Retry-After) within a minute of the last one. */
export async function resendEmailVerification(): Promise<void> {
  await apiClient.post<unknown>(apiPaths.resendEmailVerification);
}

export function useResendEmailVerification() {
  return useMutation({ mutationFn: resendEmailVerification });
}
