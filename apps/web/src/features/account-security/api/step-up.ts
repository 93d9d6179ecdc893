import { apiPaths } from '@homeward/contract';
import { apiClient } from '@/lib/api-client';

/** Mails a confirmation code, for customers whose second factor is email. */
export async function sendStepUpCode(): Promise<void> {
  await apiClient.post<unknown>(apiPaths.stepUpCode);
}

/** Gives the second factor again: the session is covered for sensitive changes for a while. */
export async function stepUp(otp: string): Promise<void> {
  await apiClient.post<unknown>(apiPaths.stepUp, { otp });
}
