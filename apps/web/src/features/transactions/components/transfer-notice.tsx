import { t } from '@lingui/core/macro';
import type { Transfer } from '@homeward/contract';
import { clsx } from 'clsx';
import { CircleCheck, RotateCcw, Undo2, type LucideIcon } from 'lucide-react';
import { useId, type Ref } from 'react';
import { formatDate, formatMoney } from '@/lib/format';
import { right } from '@/lib/rights';
import { latestEventOf, refundStory } from '../lib/timeline';
import { paymentMayBeUnderWay } from '../lib/transfer-status';
import { hasFailed } from './failure-panel';
import { statusTitle } from '@/lib/status-title';

interface Notice {
  title: string;
  lines: string[];
  icon: LucideIcon;
  className: string;
}

const green = 'bg-success-soft text-success focus-visible:ring-success';
const blue = 'border border-info/30 bg-info-soft text-info focus-visible:ring-info';

/**
 * What the top of the transfer's page says about where the money is, from the transfer as it is
 * now (the page follows it live): the cancellation the customer just made here, and any refund,
 * with the server's reason for it. Null when there is nothing to say. A failed payout's refund
 * is the failure panel's to tell.
 */
export function noticeFor(transfer: Transfer, cancelledHere: boolean): Notice | null {
  const total = formatMoney(transfer.total_to_pay);
  if (transfer.status === 'refund_pending' || transfer.status === 'refunded') {
    if (hasFailed(transfer)) return null;
    const { why, update } = refundStory(transfer.timeline);
    // The badge's word for the status, from the same table: the two never disagree.
    const title = statusTitle(transfer.status);
    if (transfer.status === 'refund_pending') {
      return {
        title,
        // News about the refund (the card could not take it) replaces the promise about the
        // card, and its time frame with it.
        lines: [
          ...(why ? [why] : []),
          ...(update
            ? [update]
            : [
                t`We refund ${total}, fee included, to the card you paid with.`,
                right('refundTimeFrame'),
              ]),
        ],
        icon: RotateCcw,
        className: blue,
      };
    }
    const refundedAt = latestEventOf(transfer.timeline, 'refunded')?.at ?? transfer.updated_at;
    const date = formatDate(refundedAt);
    return {
      title,
      lines: [
        ...(why ? [why] : []),
        t`We refunded ${total}, fee included, on ${date}.`,
        right('refundTimeFrame'),
      ],
      icon: Undo2,
      className: blue,
    };
  }
  if (cancelledHere && transfer.status === 'cancelled') {
    return {
      title: t`Transfer cancelled`,
      lines: [
        paymentMayBeUnderWay(transfer)
          ? t`No payment has reached us, so nothing is refunded. If you paid a moment ago, we refund it in full when it arrives.`
          : t`Nothing has been paid, so nothing is refunded.`,
      ],
      icon: CircleCheck,
      className: green,
    };
  }
  return null;
}

/**
 * The notice itself: a status region, so a change (the refund starting, then done) is read
 * out as it happens, and focusable, so the page can move focus to it after a cancellation.
 */
export function TransferNotice({ notice, ref }: { notice: Notice; ref?: Ref<HTMLDivElement> }) {
  const titleId = useId();
  const Icon = notice.icon;
  return (
    <div
      ref={ref}
      role="status"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={clsx(
        'flex gap-3 rounded-field px-4 py-3 text-sm outline-none focus-visible:ring-2',
        notice.className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 id={titleId} className="font-semibold">
          {notice.title}
        </h2>
        {notice.lines.map((line) => (
          <p key={line} className="mt-0.5 text-ink">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
