import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { profileQueryKey } from './get-profile';
import { useForgetCustomerOnLeave } from './log-out';

function layoutWith(queryClient: ReturnType<typeof createQueryClient>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useForgetCustomerOnLeave(), { wrapper });
}

describe('the signed-in layout going away', () => {
  it('after a sign-out, drops what a page asked for again on its way out', () => {
    const queryClient = createQueryClient();
    const layout = layoutWith(queryClient);
    // Signed out and forgotten; then a still-mounted card asked again for its list.
    queryClient.setQueryData(profileQueryKey, null);
    queryClient.setQueryData(['schedules'], { data: [{ id: 's1' }] });
    layout.unmount();
    expect(queryClient.getQueryData(['schedules'])).toBeUndefined();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([profileQueryKey]);
  });

  it('keeps everything when the customer is still signed in (a public page, say)', () => {
    const queryClient = createQueryClient();
    const layout = layoutWith(queryClient);
    queryClient.setQueryData(profileQueryKey, { id: 'c1' });
    queryClient.setQueryData(['schedules'], { data: [] });
    layout.unmount();
    expect(queryClient.getQueryData(['schedules'])).toEqual({ data: [] });
  });
});
