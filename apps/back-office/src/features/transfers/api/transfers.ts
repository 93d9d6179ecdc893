import type { AdminTransfer, AdminTransferSummary, Proposal } from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const transfersQueryOptions = (q: string, status: string) =>
  queryOptions({
    queryKey: ['transfers', q, status],
    queryFn: () => {
      const query = new URLSearchParams();
      if (q) query.set('q', q);
      if (status) query.set('status', status);
      const text = query.toString();
      return apiClient.get<{ data: AdminTransferSummary[] }>(
        text ? `/transfers?${text}` : '/transfers',
      );
    },
  });

export const transferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['transfer', id],
    queryFn: () => apiClient.get<AdminTransfer>(`/transfers/${encodeURIComponent(id)}`),
  });

/** A release is done (200, the transfer) or proposed to a second officer (202, the proposal). */
export type ReleaseOutcome =
  { kind: 'released'; transfer: AdminTransfer } | { kind: 'proposed'; proposal: Proposal };

function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return (transfer?: AdminTransfer) => {
    if (transfer) queryClient.setQueryData(['transfer', id], transfer);
    void queryClient.invalidateQueries({ queryKey: ['transfers'] });
    void queryClient.invalidateQueries({ queryKey: ['queue'] });
  };
}

export function useRelease(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: async (): Promise<ReleaseOutcome> => {
      const answer = await apiClient.postWithStatus<AdminTransfer | { proposal: Proposal }>(
        `/transfers/${encodeURIComponent(id)}/release`,
      );
      if (answer.status === 202 && 'proposal' in answer.body) {
        return { kind: 'proposed', proposal: answer.body.proposal };
      }
      return { kind: 'released', transfer: answer.body as AdminTransfer };
    },
    onSuccess: (outcome) => refresh(outcome.kind === 'released' ? outcome.transfer : undefined),
  });
}

export function useTransferDecision(id: string, action: 'refuse' | 'hold') {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (reason: string) =>
      apiClient.post<AdminTransfer>(`/transfers/${encodeURIComponent(id)}/${action}`, { reason }),
    onSuccess: (transfer) => refresh(transfer),
  });
}

/** Finance asks the provider to send a payment's webhooks again; they arrive as webhooks do. */
export function useRedeliverWebhooks(transferId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiClient.post<{ redelivered: number }>(
        `/payments/${encodeURIComponent(paymentId)}/redeliver`,
      ),
    // The redelivered webhooks land within moments; those already in show at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['transfer', transferId] }),
  });
}
