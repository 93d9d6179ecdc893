import type { Proposal } from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const proposalsQueryOptions = (status: string) =>
  queryOptions({
    queryKey: ['proposals', status],
    queryFn: () =>
      apiClient.get<{ data: Proposal[] }>(`/proposals?status=${encodeURIComponent(status)}`),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['proposals'] });
    void queryClient.invalidateQueries({ queryKey: ['queue'] });
    // An approved release moves a transfer; an approved price changes rates or corridors.
    void queryClient.invalidateQueries({ queryKey: ['transfer'] });
    void queryClient.invalidateQueries({ queryKey: ['pricing'] });
  };
}

export function useApproveProposal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post<Proposal>(`/proposals/${encodeURIComponent(id)}/approve`),
    onSuccess: refresh,
  });
}

export function useRejectProposal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.post<Proposal>(`/proposals/${encodeURIComponent(id)}/reject`, { reason }),
    onSuccess: refresh,
  });
}
