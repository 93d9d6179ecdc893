import { apiPaths, type Transfer } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limitsQueryKey } from '@/api/limits';
import { ApiError, apiClient } from '@/lib/api-client';
import { transactionQueryKey } from '@/api/transaction';
import { transactionsQueryKey } from './get-transactions';

/**
 * Cancels a transfer while the server still allows it: the answer is the transfer cancelled, or
 * on its way to a refund when it was paid. 409 with the reason once it is too late.
 */
export function cancelTransaction(id: string): Promise<Transfer> {
  return apiClient.post<Transfer>(`${apiPaths.transaction(id)}/cancel`);
}

export function useCancelTransaction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTransaction(id),
    // A poll already on its way would answer with the transfer from before: drop it.
    onMutate: () => queryClient.cancelQueries({ queryKey: transactionQueryKey(id) }),
    onSuccess: (transfer) => {
      queryClient.setQueryData(transactionQueryKey(id), transfer);
      void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
      // Limits count transfers in flight: cancelling one gives its amount back to the customer.
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
    },
    // Refused (too late) or failed: the transfer may have moved on, so show where it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      void queryClient.invalidateQueries({ queryKey: transactionQueryKey(id) });
    },
  });
}
