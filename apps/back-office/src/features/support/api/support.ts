import type {
  AdminSupportRequest,
  AdminSupportSummary,
  SupportReply,
  SupportStatus,
} from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

export type SupportFilter = SupportStatus | 'all';

/** Customers' requests to support, newest first: the open ones unless told. */
export const supportRequestsQueryOptions = (status: SupportFilter) =>
  queryOptions({
    queryKey: ['support-requests', status],
    queryFn: () => apiClient.get<AdminSupportSummary[]>(`/support-requests?status=${status}`),
  });

export const supportRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['support-request', id],
    queryFn: () =>
      apiClient.get<AdminSupportRequest>(`/support-requests/${encodeURIComponent(id)}`),
  });

/** Replies: emailed to the customer, the request marked answered; the answer is the request. */
export function useReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportReply) =>
      apiClient.post<AdminSupportRequest>(
        `/support-requests/${encodeURIComponent(id)}/replies`,
        body,
      ),
    onSuccess: (answered) => {
      queryClient.setQueryData(['support-request', id], answered);
      void queryClient.invalidateQueries({ queryKey: ['support-requests'] });
    },
    // 409: a colleague replied meanwhile; show the thread as it is now, their reply included.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['support-request', id] });
      }
    },
  });
}
