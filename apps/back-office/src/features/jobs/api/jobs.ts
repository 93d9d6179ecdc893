import type { failedJobSchema } from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsQueryOptions = queryOptions({
  queryKey: ['jobs', 'failed'],
  queryFn: () => apiClient.get<{ data: FailedJob[] }>('/jobs?state=failed'),
});

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<undefined>(`/jobs/${encodeURIComponent(id)}/retry`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      void queryClient.invalidateQueries({ queryKey: ['queue'] });
    },
  });
}
