import { apiPaths, type Customer } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Confirms the number with the SMS code; answers the customer with the number set. */
export function verifyMobileNumber(body: { otp: string }): Promise<Customer> {
  return apiClient.post<Customer>(apiPaths.verifyMobileNumber, body);
}

export function useVerifyMobileNumber() {
  return useMutation({ mutationFn: verifyMobileNumber });
}
