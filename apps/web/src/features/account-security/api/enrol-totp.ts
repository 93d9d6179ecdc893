import { apiPaths, type TotpEnrolment } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Starts authenticator enrolment: a new secret, as text and as a QR code. */
export function enrolTotp(): Promise<TotpEnrolment> {
  return apiClient.post<TotpEnrolment>(apiPaths.totp);
}

export function useEnrolTotp() {
  return useMutation({ mutationFn: enrolTotp });
}
