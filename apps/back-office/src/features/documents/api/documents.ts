import type {
  adminDocumentSummarySchema,
  approveDocumentSchema,
  AdminDocument,
} from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type AdminDocumentSummary = z.infer<typeof adminDocumentSummarySchema>;
export type DocumentReading = NonNullable<z.infer<typeof approveDocumentSchema>['reading']>;

/** The review list's default: what still needs a reviewer. */
export const TO_REVIEW = 'pending,in_review';

export const documentsQueryOptions = (status: string) =>
  queryOptions({
    queryKey: ['documents', status],
    queryFn: () =>
      apiClient.get<{ data: AdminDocumentSummary[] }>(
        status ? `/documents?status=${encodeURIComponent(status)}` : '/documents',
      ),
  });

export const documentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['document', id],
    queryFn: () => apiClient.get<AdminDocument>(`/documents/${encodeURIComponent(id)}`),
  });

function useDecision<Body>(id: string, action: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiClient.post<AdminDocument>(`/documents/${encodeURIComponent(id)}/${action}`, body),
    onSuccess: (document) => {
      queryClient.setQueryData(['document', id], document);
      void queryClient.invalidateQueries({ queryKey: ['documents'] });
      void queryClient.invalidateQueries({ queryKey: ['queue'] });
    },
  });
}

export const useApproveDocument = (id: string) =>
  useDecision<{ reading?: DocumentReading }>(id, 'approve');
export const useRejectDocument = (id: string) => useDecision<{ reason: string }>(id, 'reject');
