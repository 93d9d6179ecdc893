import type { AdminCustomer, CustomerSummary } from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const customersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['customers', q],
    queryFn: () =>
      apiClient.get<{ data: CustomerSummary[] }>(`/customers?q=${encodeURIComponent(q)}`),
    enabled: q.trim() !== '',
  });

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['customer', id],
    queryFn: () => apiClient.get<AdminCustomer>(`/customers/${encodeURIComponent(id)}`),
  });

export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string }) =>
      apiClient.post<unknown>(`/customers/${encodeURIComponent(id)}/notes`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer', id] }),
  });
}

/** Blocks or unblocks; the answer is the customer as they now are. */
export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ block, reason }: { block: boolean; reason: string }) =>
      apiClient.post<AdminCustomer>(
        `/customers/${encodeURIComponent(id)}/${block ? 'block' : 'unblock'}`,
        { reason },
      ),
    onSuccess: (customer) => queryClient.setQueryData(['customer', id], customer),
  });
}

/** Support sends the customer a fresh email-verification mail (204). */
export function useResendVerification(id: string) {
  return useMutation({
    mutationFn: () =>
      apiClient.post<undefined>(`/customers/${encodeURIComponent(id)}/resend-verification`),
  });
}
