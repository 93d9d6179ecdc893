import { apiPaths, type Customer, type PasskeyAuthenticationOptions } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getCsrfCookie } from './csrf-cookie';
import { setCustomer } from './get-profile';
import { getPasskeyAssertion } from '@/lib/webauthn';

/** Signs in without a password: any passkey of this site, chosen in the browser's prompt. */
export async function signInWithPasskey({ remember }: { remember: boolean }): Promise<Customer> {
  await getCsrfCookie();
  const options = await apiClient.post<PasskeyAuthenticationOptions>(apiPaths.passkeySignInOptions);
  const credential = await getPasskeyAssertion(options);
  return apiClient.post<Customer>(apiPaths.passkeySignIn, { credential, remember });
}

/** The answered customer (both factors proved) becomes the session's customer. */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (customer) => setCustomer(queryClient, customer),
  });
}
