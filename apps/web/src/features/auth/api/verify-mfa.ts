import { apiPaths, type Customer, type OtpRequest } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { setCustomer } from './get-profile';

/** The second factor: an emailed or authenticator code, or a recovery code (spec section 7). */
export function verifyMfa(body: OtpRequest): Promise<Customer> {
  return apiClient.post<Customer>(apiPaths.mfa, body);
}

/** Passes MFA; the answered customer (is_mfa_completed) becomes the session's customer. */
export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfa,
    onSuccess: (customer) => setCustomer(queryClient, customer),
  });
}
