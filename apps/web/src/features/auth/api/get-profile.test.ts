import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { forgetCustomer, profileQueryKey } from './get-profile';

afterEach(() => window.sessionStorage.clear());

describe('forgetting the customer', () => {
  it('drops their cached answers and what the tab kept for them (drafts, keys)', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['transactions', {}], { data: [] });
    window.sessionStorage.setItem('homeward.transfer-draft.q1', '{"recipientId":"r1"}');
    window.sessionStorage.setItem('homeward.transfer-key.q1', 'key');
    forgetCustomer(queryClient);
    expect(queryClient.getQueryData(['transactions', {}])).toBeUndefined();
    expect(queryClient.getQueryData(profileQueryKey)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
