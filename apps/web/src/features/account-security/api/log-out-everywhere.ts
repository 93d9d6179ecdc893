import { apiPaths } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Ends every session of the account, this browser's too. */
export async function logOutEverywhere(): Promise<void> {
  await apiClient.post<unknown>(apiPaths.logOutEverywhere);
}

export function useLogOutEverywhere() {
  return useMutation({ mutationFn: logOutEverywhere });
}
