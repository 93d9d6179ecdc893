import { apiPaths, type PendingMobileVerification } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The number whose texted code is still waiting, asked as the mobile stage opens: a reload of
 * the code screen comes back to it instead of asking for a code the cool-down refuses. Always
 * asked afresh (a code is entered or expires between two visits).
 */
export function usePendingMobileNumber() {
  return useQuery({
    queryKey: ['pending-mobile-number'],
    queryFn: () => apiClient.get<PendingMobileVerification>(apiPaths.pendingMobileNumber),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
