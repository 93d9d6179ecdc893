import type { WorkQueue } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const queueQueryOptions = queryOptions({
  queryKey: ['queue'],
  queryFn: () => apiClient.get<WorkQueue>('/queue'),
  // The queue is the officers' home: keep it fresh while it is open.
  refetchInterval: 60_000,
});
