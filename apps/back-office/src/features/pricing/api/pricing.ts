import type {
  adminRateSchema,
  proposeSchema,
  rateHistoryEntrySchema,
  AdminCorridor,
  Proposal,
} from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type AdminRate = z.infer<typeof adminRateSchema>;
export type RateHistoryEntry = z.infer<typeof rateHistoryEntrySchema>;
export type ProposeBody = z.input<typeof proposeSchema>;

export const ratesQueryOptions = queryOptions({
  queryKey: ['pricing', 'rates'],
  queryFn: () => apiClient.get<{ data: AdminRate[] }>('/rates'),
});

export const rateHistoryQueryOptions = (base: string, quote: string) =>
  queryOptions({
    queryKey: ['pricing', 'rate-history', base, quote],
    queryFn: () =>
      apiClient.get<{ data: RateHistoryEntry[] }>(
        `/rates/history?base=${encodeURIComponent(base)}&quote=${encodeURIComponent(quote)}`,
      ),
  });

export const corridorsQueryOptions = queryOptions({
  queryKey: ['pricing', 'corridors'],
  queryFn: () => apiClient.get<{ data: AdminCorridor[] }>('/corridors'),
});

/** Price changes are proposals: they take effect when a second finance officer approves. */
export function usePropose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeBody) => apiClient.post<Proposal>('/proposals', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['proposals'] });
      void queryClient.invalidateQueries({ queryKey: ['queue'] });
    },
  });
}
