import {
  apiPaths,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const notificationPreferencesQueryKey = ['notifications', 'preferences'] as const;

/** Every kind × channel Homeward sends, with the customer's choice. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: () => apiClient.get<NotificationPreferences>(apiPaths.notificationPreferences),
  });
}

/** Saves changes; the answer (every preference) replaces what the screen shows. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferences) =>
      apiClient.put<NotificationPreferences>(apiPaths.notificationPreferences, body),
    onSuccess: (answer) => queryClient.setQueryData(notificationPreferencesQueryKey, answer),
  });
}
