import { apiPaths, type Customer } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Sets the country of residence; the answer lists that country's attributes, still empty. */
export function updateCountry(body: { country_id: number }): Promise<Customer> {
  return apiClient.post<Customer>(apiPaths.updateCountry, body);
}

export function useUpdateCountry() {
  return useMutation({ mutationFn: updateCountry });
}
