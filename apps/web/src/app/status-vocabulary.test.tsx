import { refundTimeFrame, type TransferStatus } from '@homeward/contract';
import { render, screen } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PaymentResult } from '@/features/transfers/components/payment-result';
import { makeTransfer, timelineOf } from '@/testing/transfer-fixtures';
import { FailurePanel } from '@/features/transactions/components/failure-panel';
import { StatusBadge } from '@/features/transactions/components/status-badge';
import { TransferTimeline } from '@/features/transactions/components/transfer-timeline';
import { noticeFor } from '@/features/transactions/components/transfer-notice';

/**
 * Both features that name a transfer's status (its page, the payment's result), side by side.
 * The app's one table of status names (lib/status-title.ts, the contract's words in the app's
 * language) with other words: whatever it says, every place that names a status says the same (issue 18, defect 7: a "Refunded" badge beside a "Refund on its way" notice).
 */
vi.mock('@/lib/status-title', () => ({
  statusTitle: (status: TransferStatus) => `Word for ${status}`,
}));

const word = (status: TransferStatus) => `Word for ${status}`;

const refundPending = makeTransfer({
  status: 'refund_pending',
  paid_at: '2025-03-12T03:02:00.000Z',
  timeline: timelineOf(['awaiting_payment', 'funds_received', 'refund_pending']),
});
const refunded = makeTransfer({
  status: 'refunded',
  paid_at: '2025-03-12T03:02:00.000Z',
  timeline: timelineOf(['awaiting_payment', 'funds_received', 'refund_pending', 'refunded']),
});

describe('one status vocabulary', () => {
  it('the badge and the notice beside it name a refund with the same word', () => {
    for (const transfer of [refundPending, refunded]) {
      const { unmount } = render(<StatusBadge status={transfer.status} />);
      expect(screen.getByText(word(transfer.status))).toBeInTheDocument();
      expect(noticeFor(transfer, false)?.title).toBe(word(transfer.status));
      unmount();
    }
  });

  it('the timeline names each status with the same word, the steps to come included', () => {
    // Whatever title an entry came with, the screen says the table's word for its status.
    const events = timelineOf(['awaiting_payment', 'funds_received', 'processing']).map(
      (event) => ({ ...event, title: 'Another word' }),
    );
    render(
      <TransferTimeline transfer={makeTransfer({ status: 'processing', timeline: events })} />,
    );
    for (const status of ['funds_received', 'processing', 'completed'] as const) {
      expect(screen.getByText(word(status))).toBeInTheDocument();
    }
    expect(screen.queryByText('Another word')).not.toBeInTheDocument();
  });

  it.each(['funds_received', 'completed', 'refunded', 'expired'] as const)(
    'the payment’s result heads a %s transfer with its word',
    (status) => {
      render(
        <MemoryRouter>
          <PaymentResult
            transfer={makeTransfer({ status, status_title: 'Another word' })}
            outcome={status === 'funds_received' || status === 'completed' ? 'received' : 'other'}
            takingLong={false}
            focusOnShow={false}
          />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(word(status));
    },
  );
});

describe('the refund’s time frame, wherever a refund is', () => {
  it('in the notice, while the refund is on its way and once it is made', () => {
    expect(noticeFor(refundPending, false)?.lines).toContain(refundTimeFrame);
    expect(noticeFor(refunded, false)?.lines).toContain(refundTimeFrame);
  });

  it('not when the card refused the refund: the money comes back another way', () => {
    const refused = makeTransfer({
      ...refundPending,
      timeline: [
        ...refundPending.timeline,
        {
          status: 'refund_pending',
          title: 'Refund on its way',
          at: '2025-03-12T03:05:00.000Z',
          reason: 'Your card could not take the refund. Our team will contact you.',
        },
      ],
    });
    expect(noticeFor(refused, false)?.lines).not.toContain(refundTimeFrame);
  });

  it('in the failed payout’s panel', () => {
    const failed = makeTransfer({
      status: 'refund_pending',
      timeline: timelineOf(['funds_received', 'processing', 'failed', 'refund_pending']),
    });
    render(<FailurePanel transfer={failed} />);
    expect(screen.getByText(refundTimeFrame)).toBeInTheDocument();
  });
});
