import { apiPaths, type TransferPage } from '@homeward/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { corridorsQueryOptions } from '@/api/corridors';
import { limitsQueryOptions } from '@/api/limits';
import { apiClient } from '@/lib/api-client';

/*
 * What the Help page's answers and the contact form read, from the same endpoints (and cache
 * keys) as the dashboard and the transfers list: the answers quote the real fees, delivery
 * times and limits, never a copy of them.
 */

/** The customer's latest transfers, for the form's "which transfer" picker. */
export const recentTransfersQueryOptions = queryOptions({
  queryKey: ['transactions', 'help-picker'],
  queryFn: () => apiClient.get<TransferPage>(`${apiPaths.transactions}?limit=50`),
});

export const useCorridors = () => useQuery(corridorsQueryOptions());
export const useLimits = () => useQuery(limitsQueryOptions());
export const useRecentTransfers = () => useQuery(recentTransfersQueryOptions);
