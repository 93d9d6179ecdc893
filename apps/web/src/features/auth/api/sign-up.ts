import { apiPaths, type Customer, type SignUpRequest } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getCsrfCookie } from './csrf-cookie';
import { setCustomer } from './get-profile';

export async function signUp(body: SignUpRequest): Promise<Customer> {
  await getCsrfCookie();
  return apiClient.post<Customer>(apiPaths.signUp, body);
}

/** Signs up; the new customer becomes the session's customer. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (customer) => setCustomer(queryClient, customer),
  });
}
