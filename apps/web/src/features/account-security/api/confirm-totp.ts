import { apiPaths, type OtpRequest, type RecoveryCodes } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Finishes enrolment with a code from the app; answers the recovery codes, shown once. */
export function confirmTotp(body: OtpRequest): Promise<RecoveryCodes> {
  return apiClient.post<RecoveryCodes>(apiPaths.totpConfirm, body);
}

export function useConfirmTotp() {
  return useMutation({ mutationFn: confirmTotp });
}
