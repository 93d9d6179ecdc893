import { apiPaths, type Device } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const devicesQueryKey = ['account-security', 'devices'] as const;

/** Every signed-in session of the account, most recently active first. */
export function getDevices(): Promise<Device[]> {
  return apiClient.get<Device[]>(apiPaths.devices);
}

export function devicesQueryOptions() {
  return queryOptions({ queryKey: devicesQueryKey, queryFn: getDevices, staleTime: 30_000 });
}
