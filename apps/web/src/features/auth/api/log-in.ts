import { apiPaths, type Customer } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getCsrfCookie } from './csrf-cookie';
import { setCustomer } from './get-profile';

export interface LogInBody {
  email: string;
  password: string;
  /** "Remember me": keep this browser signed in for 30 days (docs: product decision). */
  remember: boolean;
}

export async function logIn(body: LogInBody): Promise<Customer> {
  await getCsrfCookie();
  return apiClient.post<Customer>(apiPaths.logIn, body);
}

/** Logs in; the answered customer becomes the session's customer. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (customer) => setCustomer(queryClient, customer),
  });
}
