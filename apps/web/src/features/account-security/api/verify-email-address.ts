import { apiPaths, type Customer, type OtpRequest } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Confirms the email with the emailed code; answers the customer, now verified. */
export function verifyEmailAddress(body: OtpRequest): Promise<Customer> {
  return apiClient.post<Customer>(apiPaths.verifyEmailAddress, body);
}

export function useVerifyEmailAddress() {
  return useMutation({ mutationFn: verifyEmailAddress });
}
