import {
  apiPaths,
  type Customer,
  type PasskeyAuthenticationOptions,
  type PasskeyAvailability,
} from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { setCustomer } from './get-profile';
import { getPasskeyAssertion } from '@/lib/webauthn';

/** Whether the second step after the password may be one of the customer's passkeys. */
export function mfaPasskeyQueryOptions() {
  return queryOptions({
    queryKey: ['passkeys', 'second-factor'] as const,
    queryFn: () => apiClient.get<PasskeyAvailability>(apiPaths.mfaPasskey),
    staleTime: 60_000,
  });
}

/** The second factor with a passkey instead of a code. */
export async function verifyMfaWithPasskey(): Promise<Customer> {
  const options = await apiClient.post<PasskeyAuthenticationOptions>(apiPaths.mfaPasskeyOptions);
  const credential = await getPasskeyAssertion(options);
  return apiClient.post<Customer>(apiPaths.mfaPasskey, { credential });
}

export function useVerifyMfaWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfaWithPasskey,
    onSuccess: (customer) => setCustomer(queryClient, customer),
  });
}
