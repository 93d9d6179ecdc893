import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { transfer } from '@/testing/quote-fixtures';
import { server } from '@/testing/server';
import { makeTransfer } from '@/testing/transfer-fixtures';
import { transactionQueryKey, transactionQueryOptions } from './transaction';

describe('one transfer, one definition', () => {
  it('shows what is kept of a transfer at once and asks the server where it stands now', async () => {
    // Kept by the payment page a moment ago; paid since.
    const kept = makeTransfer({ status: 'awaiting_payment' });
    const now = { ...kept, status: 'funds_received' as const };
    server.use(transfer(now));
    const client = createQueryClient();
    client.setQueryData(transactionQueryKey(kept.id), kept);

    const observer = new QueryObserver(client, transactionQueryOptions(kept.id));
    expect(observer.getCurrentResult().data?.status).toBe('awaiting_payment');
    const seen = new Promise<string | undefined>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.isFetching) return;
        stop();
        resolve(result.data?.status);
      });
    });
    await expect(seen).resolves.toBe('funds_received');
  });
});
