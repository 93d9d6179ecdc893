import {
  apiPaths,
  type ChangeEmailRequest,
  type Customer,
  type OtpRequest,
  type PendingEmail,
} from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Mails a code to the new address (after step-up, when the sign-in was long ago). */
export function requestEmailChange(body: ChangeEmailRequest): Promise<PendingEmail> {
  return apiClient.post<PendingEmail>(apiPaths.changeEmail, body);
}

/** The code from the new address: it becomes the account's email. */
export function verifyNewEmail(body: OtpRequest): Promise<Customer> {
  return apiClient.post<Customer>(apiPaths.verifyNewEmail, body);
}

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
export const useVerifyNewEmail = () => useMutation({ mutationFn: verifyNewEmail });
