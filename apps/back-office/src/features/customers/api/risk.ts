import type { CustomerRisk, RiskOverride } from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const riskPath = (id: string) => `/customers/${encodeURIComponent(id)}/risk`;

export const customerRiskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['customer', id, 'risk'],
    queryFn: () => apiClient.get<CustomerRisk>(riskPath(id)),
  });

/** An officer's rating with its reason; the answer is the rating as it now stands. */
export function useOverrideRisk(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiskOverride) => apiClient.post<CustomerRisk>(riskPath(id), body),
    onSuccess: (risk) => {
      queryClient.setQueryData(['customer', id, 'risk'], risk);
      // The limits on the customer's page follow the rating.
      void queryClient.invalidateQueries({ queryKey: ['customer', id], exact: true });
    },
  });
}
