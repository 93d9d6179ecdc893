import { apiPaths, type SecurityEvent } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const securityEventsQueryKey = ['account-security', 'security-events'] as const;

/** The account's security log, newest first. */
export function getSecurityEvents(): Promise<SecurityEvent[]> {
  return apiClient.get<SecurityEvent[]>(apiPaths.securityEvents);
}

export function securityEventsQueryOptions() {
  return queryOptions({
    queryKey: securityEventsQueryKey,
    queryFn: getSecurityEvents,
    staleTime: 30_000,
  });
}
