import type {
  MonitoringRule,
  MonitoringRuleChange,
  MonitoringRuleCode,
  MonitoringRuleVersion,
} from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const rulesQueryOptions = queryOptions({
  queryKey: ['monitoring-rules'],
  queryFn: () => apiClient.get<{ data: MonitoringRule[] }>('/monitoring/rules'),
});

export const ruleHistoryQueryOptions = (code: MonitoringRuleCode) =>
  queryOptions({
    queryKey: ['monitoring-rules', code, 'history'],
    queryFn: () =>
      apiClient.get<{ data: MonitoringRuleVersion[] }>(`/monitoring/rules/${code}/history`),
  });

/** Saves a rule's settings; the list and the rule's history are read again. */
export function useChangeRule(code: MonitoringRuleCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MonitoringRuleChange) =>
      apiClient.put<MonitoringRule>(`/monitoring/rules/${code}`, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['monitoring-rules'] }),
  });
}
