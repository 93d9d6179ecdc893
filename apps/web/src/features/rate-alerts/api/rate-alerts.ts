import {
  apiPaths,
  type CreateRateAlert,
  type RateAlert,
  type RateAlerts,
} from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const rateAlertsQueryKey = ['rate-alerts'] as const;

/** The customer's alerts, each with today's customer rate beside its target. */
export function rateAlertsQueryOptions() {
  return queryOptions({
    queryKey: rateAlertsQueryKey,
    queryFn: () => apiClient.get<RateAlerts>(apiPaths.rateAlerts),
  });
}

export function useCreateRateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRateAlert) => apiClient.post<RateAlert>(apiPaths.rateAlerts, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateAlertsQueryKey }),
  });
}

/** Removes an alert; 404 when it is already gone. */
export function useDeleteRateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<unknown>(apiPaths.rateAlert(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateAlertsQueryKey }),
  });
}
