import { apiPaths, type Transfer } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * One transfer with its status timeline. The transfer's page, the payment page and the payment's
 * progress read it; making a transfer, paying and cancelling fill it (setQueryData); the live
 * events make it stale.
 */
export const transactionQueryKey = (id: string) => ['transaction', id] as const;

/** One transfer of the customer; 404 when it is not theirs. */
export function getTransaction(id: string): Promise<Transfer> {
  return apiClient.get<Transfer>(apiPaths.transaction(id));
}

export function transactionQueryOptions(id: string) {
  return queryOptions({
    queryKey: transactionQueryKey(id),
    queryFn: () => getTransaction(id),
    // Where the customer's money stands: a page that opens shows what is kept at once and asks
    // again, so a status never waits for a timer to be right.
    staleTime: 0,
  });
}
