import { apiPaths, type Passkey } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const passkeysQueryKey = ['passkeys'] as const;

/** The customer's passkeys, oldest first. */
export function getPasskeys(): Promise<Passkey[]> {
  return apiClient.get<Passkey[]>(apiPaths.passkeys);
}

export function passkeysQueryOptions() {
  return queryOptions({ queryKey: passkeysQueryKey, queryFn: getPasskeys, staleTime: 30_000 });
}
