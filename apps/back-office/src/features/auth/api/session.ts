import type { StaffInvitation, StaffSession } from '@homeward/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiClient, ApiError, forgetCsrfToken } from '@/lib/api-client';

export const sessionQueryKey = ['staff-session'] as const;

/** Who is signed in, or null. A 401 here is an answer (signed out), so it does not redirect. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<StaffSession | null> => {
    try {
      return await apiClient.get<StaffSession>('/session', { skipAuthRedirect: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: Infinity,
});

export function setSession(queryClient: QueryClient, session: StaffSession | null): void {
  queryClient.setQueryData(sessionQueryKey, session);
}

/** The signed-in staff member's session; only used under the signed-in guard. */
export function useStaffSession(): StaffSession | null {
  return useQuery(sessionQueryOptions).data ?? null;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiClient.post<StaffSession>('/sign-in', body),
    onSuccess: (session) => setSession(queryClient, session),
  });
}

export function useSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string }) => apiClient.post<StaffSession>('/sign-in/code', body),
    onSuccess: (session) => setSession(queryClient, session),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<undefined>('/sign-out'),
    onSettled: () => {
      forgetCsrfToken();
      // Nothing read while signed in may outlive the session.
      queryClient.clear();
      setSession(queryClient, null);
    },
  });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () =>
      apiClient.get<StaffInvitation>(`/invitations/${encodeURIComponent(token)}`, {
        skipAuthRedirect: true,
      }),
  });

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      apiClient.post<StaffSession>(`/invitations/${encodeURIComponent(token)}/accept`, body),
    onSuccess: (session) => setSession(queryClient, session),
  });
}
