import type {
  createdStaffTokenSchema,
  invitedStaffSchema,
  staffTokenSchema,
  StaffMember,
  StaffRole,
} from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type InvitedStaff = z.infer<typeof invitedStaffSchema>;
export type StaffToken = z.infer<typeof staffTokenSchema>;
export type CreatedStaffToken = z.infer<typeof createdStaffTokenSchema>;

export const staffQueryOptions = queryOptions({
  queryKey: ['staff'],
  queryFn: () => apiClient.get<{ data: StaffMember[] }>('/staff'),
});

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; name: string; roles: StaffRole[] }) =>
      apiClient.post<InvitedStaff>('/staff', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; roles?: StaffRole[]; disabled?: boolean }) =>
      apiClient.patch<StaffMember>(`/staff/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const tokensQueryOptions = queryOptions({
  queryKey: ['tokens'],
  queryFn: () => apiClient.get<{ data: StaffToken[] }>('/tokens'),
});

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) => apiClient.post<CreatedStaffToken>('/tokens', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tokens'] }),
  });
}

export function useDeleteToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<undefined>(`/tokens/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tokens'] }),
  });
}
