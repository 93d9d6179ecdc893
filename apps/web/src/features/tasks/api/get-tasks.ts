import { apiPaths, type Task } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const tasksQueryKey = ['tasks'] as const;

/** What the customer still has to do before (or to keep) sending money. */
export function getTasks(): Promise<Task[]> {
  return apiClient.get<Task[]>(apiPaths.tasks);
}

export function tasksQueryOptions() {
  return queryOptions({ queryKey: tasksQueryKey, queryFn: getTasks, staleTime: 30_000 });
}
