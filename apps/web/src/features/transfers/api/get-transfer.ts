import { apiPaths, type Transfer } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const transferQueryKey = (id: string) => ['transaction', id] as const;

/** One transfer with its timeline (404 when it is not the customer's). */
export function getTransfer(id: string): Promise<Transfer> {
  return apiClient.get<Transfer>(apiPaths.transaction(id));
}

export function transferQueryOptions(id: string) {
  return queryOptions({ queryKey: transferQueryKey(id), queryFn: () => getTransfer(id) });
}
