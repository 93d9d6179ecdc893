import { apiPaths, type Limits } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The customer's limits, with what each tier unlocks. The dashboard's key, so one answer
 * serves both and a new transfer or decision refreshes both (features may not import each other).
 */
export const limitsQueryOptions = queryOptions({
  queryKey: ['limits'],
  queryFn: () => apiClient.get<Limits>(apiPaths.limits),
  staleTime: 30_000,
});
