import { apiPaths, type Transfer } from '@homeward/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const transactionQueryKey = (id: string) => ['transaction', id] as const;

/** One transfer with its status timeline; a 404 when it is not the customer's. */
export function getTransaction(id: string): Promise<Transfer> {
  return apiClient.get<Transfer>(apiPaths.transaction(id));
}

export function transactionQueryOptions(id: string) {
  return queryOptions({
    queryKey: transactionQueryKey(id),
    queryFn: () => getTransaction(id),
    staleTime: 30_000,
  });
}

export function useTransaction(id: string) {
  return useQuery(transactionQueryOptions(id));
}
