import {
  apiPaths,
  type ConfirmScheduleRequest,
  type CreateScheduleRequest,
  type Schedule,
  type ScheduleList,
  type ScheduleReview,
  type Transfer,
  type UpdateScheduleRequest,
} from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const schedulesQueryKey = ['schedules'] as const;
export const scheduleReviewQueryKey = (id: string) => ['schedules', id, 'review'] as const;

export function schedulesQueryOptions() {
  return queryOptions({
    queryKey: schedulesQueryKey,
    queryFn: () => apiClient.get<ScheduleList>(apiPaths.schedules),
    staleTime: 30_000,
  });
}

/** The prepared transfer: a fresh price each time it is opened after the last one expired. */
export function scheduleReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: scheduleReviewQueryKey(id),
    queryFn: () => apiClient.get<ScheduleReview>(`${apiPaths.schedule(id)}/review`),
    staleTime: 0,
    retry: false,
  });
}

/** "Repeat": one Idempotency-Key per form, so a double tap makes one schedule. */
export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateScheduleRequest; key: string }) =>
      apiClient.post<Schedule>(apiPaths.schedules, body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
  });
}

type Action = { kind: 'skip' } | { kind: 'stop' } | { kind: 'update'; body: UpdateScheduleRequest };

/** Skip the next one, stop, or change the amount: the answer is the schedule as it now is. */
export function useScheduleAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) =>
      action.kind === 'update'
        ? apiClient.patch<Schedule>(apiPaths.schedule(id), action.body)
        : apiClient.post<Schedule>(`${apiPaths.schedule(id)}/${action.kind}`),
    onSuccess: (schedule) => {
      queryClient.setQueryData<ScheduleList>(schedulesQueryKey, (list) =>
        list ? { data: list.data.map((s) => (s.id === schedule.id ? schedule : s)) } : list,
      );
    },
  });
}

export function useConfirmSchedule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ConfirmScheduleRequest; key: string }) =>
      apiClient.post<Transfer>(`${apiPaths.schedule(id)}/confirm`, body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
  });
}
