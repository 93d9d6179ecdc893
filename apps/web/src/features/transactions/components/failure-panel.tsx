import { Trans, useLingui } from '@lingui/react/macro';
import type { Transfer } from '@homeward/contract';
import { CircleX } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { right } from '@/lib/rights';
import { latestEventOf } from '../lib/timeline';

/** Whether the payout failed: the transfer is failed now, or was before its refund began. */
export function hasFailed(transfer: Transfer): boolean {
  return (
    transfer.status === 'failed' ||
    ((transfer.status === 'refund_pending' || transfer.status === 'refunded') &&
      transfer.timeline.some((event) => event.status === 'failed'))
  );
}

function RefundedOn({ at }: { at: string }) {
  const date = formatDate(at);
  return (
    <Trans>
      Refunded on <time dateTime={at}>{date}</time>.
    </Trans>
  );
}

/**
 * A payout that failed: why, and where the customer's money is. A failed transfer is refunded
 * on its own (failed → refund_pending → refunded), so the panel stays through the refund.
 */
export function FailurePanel({ transfer }: { transfer: Transfer }) {
  const { t } = useLingui();
  const reason = latestEventOf(transfer.timeline, 'failed')?.reason;
  const refunded =
    transfer.status === 'refunded' ? latestEventOf(transfer.timeline, 'refunded') : undefined;
  const refundedAt = refunded?.at ?? (transfer.status === 'refunded' ? transfer.updated_at : null);
  return (
    <section
      aria-labelledby="failure-heading"
      className="rounded-card border border-danger/30 bg-danger-soft p-5 sm:p-6"
    >
      <h2 id="failure-heading" className="flex items-center gap-2 font-semibold text-ink">
        <CircleX aria-hidden="true" className="size-5 shrink-0 text-danger" />
        <Trans>This transfer failed</Trans>
      </h2>
      <p className="mt-1 text-ink">
        {reason ?? t`We could not deliver the money to the recipient.`}
      </p>
      <p className="mt-2 font-semibold text-ink">
        {refundedAt ? <RefundedOn at={refundedAt} /> : t`Your money is being refunded.`}
      </p>
      <p className="mt-1 text-ink">{right('refundTimeFrame')}</p>
    </section>
  );
}
