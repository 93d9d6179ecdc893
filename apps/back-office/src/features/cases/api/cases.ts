import type { CaseStatus, ComplianceCase, CaseSummary, SmrDraft } from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

export const casesQueryOptions = (status: CaseStatus) =>
  queryOptions({
    queryKey: ['cases', status],
    queryFn: () => apiClient.get<{ data: CaseSummary[] }>(`/cases?status=${status}`),
  });

export const caseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['case', id],
    queryFn: () => apiClient.get<ComplianceCase>(`/cases/${encodeURIComponent(id)}`),
  });

export type CaseDecision = 'clear' | 'confirm';

/** Clears or confirms the case with the officer's note; the answer is the decided case. */
export function useDecideCase(id: string, decision: CaseDecision) {
  const queryClient = useQueryClient();
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: ['cases'] });
    void queryClient.invalidateQueries({ queryKey: ['queue'] });
  };
  return useMutation({
    mutationFn: (note: string) =>
      apiClient.post<ComplianceCase>(`/cases/${encodeURIComponent(id)}/${decision}`, { note }),
    onSuccess: (decided) => {
      queryClient.setQueryData(['case', id], decided);
      void queryClient.invalidateQueries({ queryKey: ['transfers'] });
      refreshLists();
    },
    onError: (error) => {
      // Another officer decided first: show the page as it now stands behind the message.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['case', id] });
        refreshLists();
      }
    },
  });
}

/** A confirmed case's suspicious matter report, drafted by the API for the officer to lodge. */
export const smrDraftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['case', id, 'smr-draft'],
    queryFn: () => apiClient.get<SmrDraft>(`/cases/${encodeURIComponent(id)}/smr-draft`),
  });
