import {
  apiPaths,
  IDEMPOTENCY_KEY_HEADER,
  type CreateSupportRequest,
  type SupportRequest,
} from '@homeward/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const supportRequestsQueryKey = ['support-requests'] as const;

/** The customer's own requests to support, newest first, with any answers. */
export const supportRequestsQueryOptions = queryOptions({
  queryKey: supportRequestsQueryKey,
  queryFn: () => apiClient.get<SupportRequest[]>(apiPaths.supportRequests),
});

export function useSupportRequests() {
  return useQuery(supportRequestsQueryOptions);
}

export interface SendSupportRequestInput {
  body: CreateSupportRequest;
  /** One key per filled-in form: a double click or a retry makes one request. */
  idempotencyKey: string;
}

/** Sends the contact form: the server makes one request per key. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SendSupportRequestInput) =>
      apiClient.post<SupportRequest>(apiPaths.supportRequests, body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSuccess: (created) => {
      queryClient.setQueryData<SupportRequest[]>(supportRequestsQueryKey, (list) =>
        list ? [created, ...list.filter((request) => request.id !== created.id)] : [created],
      );
    },
  });
}
