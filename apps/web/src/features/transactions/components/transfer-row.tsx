import { Trans } from '@lingui/react/macro';
import type { TransferSummary } from '@homeward/contract';
import { ArrowRight, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { StatusBadge } from './status-badge';

/**
 * One transfer in a list, a link to its page: who, when (date and time in the customer's own
 * zone) and the tracking number support asks for, the amounts and the status. Phones stack it
 * (who and when, then the amounts and the status); from the sm breakpoint it is one line.
 */
export function TransferRow({ transfer }: { transfer: TransferSummary }) {
  return (
    <Link
      to={pathTo('viewTransaction', { transactionId: transfer.id })}
      className="flex min-h-11 items-center gap-3 rounded-field px-2 py-3 hover:bg-canvas"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <span className="min-w-0 sm:flex-1">
          <span translate="no" className="block truncate font-semibold text-ink">
            {transfer.recipient.full_name}
          </span>
          <span className="flex flex-wrap gap-x-2 text-sm text-muted">
            <time dateTime={transfer.created_at}>{formatDateTime(transfer.created_at)}</time>
            <span className="font-mono text-xs leading-5 tracking-wide">
              <span className="sr-only">
                <Trans>Tracking number</Trans>{' '}
              </span>
              <span translate="no">{transfer.tracking_number}</span>
            </span>
          </span>
        </span>
        <span className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 sm:contents">
          <span className="sm:order-2 sm:min-w-40 sm:text-end">
            <span className="block font-semibold text-ink tabular-nums">
              <span className="sr-only">
                <Trans>You send</Trans>{' '}
              </span>
              {formatMoney(transfer.send_amount)}
            </span>
            <span className="flex items-center gap-1 text-sm text-muted tabular-nums sm:justify-end">
              <ArrowRight aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
              <span className="sr-only">
                <Trans>Recipient gets</Trans>{' '}
              </span>
              {formatMoney(transfer.receive_amount)}
            </span>
          </span>
          <StatusBadge status={transfer.status} className="sm:order-1" />
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-subtle rtl:-scale-x-100" />
    </Link>
  );
}
