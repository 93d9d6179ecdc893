import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Transfer, TransferStatus } from '@homeward/contract';
import { ArrowLeft, Clock, FileDown, Repeat, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button, buttonClasses } from '@/components/button';
import { Card } from '@homeward/ui/card';
import { ApiError } from '@/lib/api-client';
import { deliveryEstimate } from '@/lib/delivery';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths, pathTo } from '@/lib/paths';
import { useTransaction } from '../api/get-transaction';
import { transactionReceiptUrl } from '../api/transaction-receipt';
import { CancelTransfer } from '../components/cancel-transfer';
import { type DetailRow, DetailsList } from '../components/details-list';
import { RateWithMidMarket, TotalCost } from '@/components/price-cost';
import { FailurePanel, hasFailed } from '../components/failure-panel';
import { HoldPanel } from '../components/hold-panel';
import { PickupPanel } from '../components/pickup-panel';
import { StatusBadge } from '../components/status-badge';
import { TransferTimeline } from '../components/transfer-timeline';
import { TransferPageSkeleton } from '../components/transfer-skeletons';
import { noticeFor, TransferNotice } from '../components/transfer-notice';
import { cancelDeadline, hasReceipt } from '../lib/transfer-status';
import { payoutMethodName } from '@/lib/payout-methods';
import { purposeName, sourceOfFundsName } from '@/lib/transfer-reasons';
import { statusTitle } from '@/lib/status-title';
import { nameOfCountry } from '@/lib/country-name';

/** Statuses that mean the customer's money arrived with us. */
const paidStatuses: readonly TransferStatus[] = [
  'funds_received',
  'processing',
  'completed',
  'refund_pending',
  'refunded',
];
/**
 * Statuses where delivery is still ahead, so the estimate is a promise we can keep. Held,
 * stopped, refunded or delivered transfers show none: any time there would be false.
 */
const deliveryAhead: readonly TransferStatus[] = [
  'awaiting_payment',
  'payment_processing',
  'funds_received',
  'processing',
];

function totalLabel(transfer: Transfer): string {
  if (transfer.status === 'awaiting_payment') return t`Total to pay`;
  const paid =
    transfer.paid_at !== null ||
    paidStatuses.includes(transfer.status) ||
    transfer.timeline.some((event) => event.status === 'funds_received');
  return paid ? t`Total paid` : t`Total`;
}

function sendAgainPath(transfer: Transfer): string {
  const query = new URLSearchParams({
    recipient: transfer.recipient.id,
    amount: transfer.send_amount.amount,
  });
  return `${paths.dashboard}?${query.toString()}`;
}

interface ViewTransactionRouteProps {
  /** "Repeat" for a transfer that went ahead, composed in (features do not import each other). */
  repeat?: ((transfer: Transfer) => ReactNode) | undefined;
  /** An offer composed in by the app (turning push on), shown once the transfer is paid. */
  prompt?: ReactNode;
}

/** Transfers that never went ahead are not offered for repeating. */
const NOT_REPEATABLE = new Set(['cancelled', 'expired', 'failed', 'refunded', 'refund_pending']);

/** /transaction/{id}: where a transfer stands, what it cost, who gets it and what happened. */
export function ViewTransactionRoute({ repeat, prompt }: ViewTransactionRouteProps = {}) {
  const { t } = useLingui();
  const { transactionId = '' } = useParams();
  const transfer = useTransaction(transactionId);

  // A failed refresh while the page polls keeps what is on screen; the next one may succeed.
  if (transfer.data) {
    return (
      <TransferDetails
        key={transfer.data.id}
        transfer={transfer.data}
        repeat={repeat}
        prompt={prompt}
      />
    );
  }
  if (transfer.isPending) return <TransferPageSkeleton />;
  const { error } = transfer;
  // A malformed id gets the same answer as someone else's transfer: nothing to show.
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
    return <TransferNotFound />;
  }
  return (
    <Alert tone="error" title={t`We could not load this transfer.`}>
      <p>
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <Button variant="secondary" className="mt-3" onClick={() => void transfer.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}

function TransferDetails({
  transfer,
  repeat,
  prompt,
}: {
  transfer: Transfer;
} & ViewTransactionRouteProps) {
  const { t } = useLingui();
  const awaitingPayment = transfer.status === 'awaiting_payment';
  const { recipient } = transfer;
  // Set when the customer cancels on this page; what the notice says follows the transfer.
  const [cancelledHere, setCancelledHere] = useState(false);
  const notice = noticeFor(transfer, cancelledHere);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);

  // The button that opened the dialog has gone with the cancellation: focus goes to the news,
  // once the page shows the cancelled transfer (the answer reaches it a moment later).
  const focusNotice = useRef(false);
  const hasNotice = notice !== null;
  useEffect(() => {
    if (!hasNotice || !focusNotice.current) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  }, [hasNotice, cancelledHere]);

  const deadline =
    transfer.can_cancel && transfer.paid_at ? cancelDeadline(transfer.paid_at) : null;
  const deadlineText = deadline ? formatDateTime(deadline) : '';
  const sendAmount = formatMoney(transfer.send_amount);
  const recipientName = recipient.full_name;
  const payBy = formatDateTime(transfer.pay_by);
  const totalToPay = formatMoney(transfer.total_to_pay);

  const amounts: DetailRow[] = [
    { label: t`You send`, value: formatMoney(transfer.send_amount) },
    { label: t`Fee`, value: formatMoney(transfer.fee) },
    { label: totalLabel(transfer), value: formatMoney(transfer.total_to_pay), emphasis: true },
    { label: t`Exchange rate`, value: <RateWithMidMarket price={transfer} /> },
    { label: t`Total cost`, value: <TotalCost price={transfer} /> },
    {
      label: t`Recipient gets`,
      value: formatMoney(transfer.receive_amount),
      emphasis: true,
    },
  ];
  if (deliveryAhead.includes(transfer.status)) {
    amounts.push({
      label: t`Delivery`,
      value: (
        <time dateTime={transfer.available_by}>{deliveryEstimate(transfer.available_by)}</time>
      ),
    });
  }

  return (
    <div className="space-y-6">
      <Link
        to={paths.transactions}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-field text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>All transactions</Trans>
      </Link>

      <header className="space-y-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight break-words text-ink outline-none sm:text-3xl"
        >
          <Trans>
            {sendAmount} to <bdi translate="no">{recipientName}</bdi>
          </Trans>
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {/* The page follows the transfer as it moves: a new status is read out when it comes. */}
          <span aria-live="polite" className="inline-flex">
            <StatusBadge status={transfer.status} />
          </span>
          <p className="text-sm text-muted">
            <Trans>Tracking number</Trans>{' '}
            <span translate="no" className="font-mono font-semibold text-ink">
              {transfer.tracking_number}
            </span>
          </p>
        </div>
      </header>

      {notice ? <TransferNotice ref={noticeRef} notice={notice} /> : null}

      {/* After the payment, while they wait for the money to arrive; paying comes first. */}
      {awaitingPayment ? null : prompt}

      {transfer.status === 'on_hold' ? <HoldPanel transfer={transfer} /> : null}
      {hasFailed(transfer) ? <FailurePanel transfer={transfer} /> : null}
      {transfer.pickup ? <PickupPanel pickup={transfer.pickup} /> : null}

      {awaitingPayment ? (
        <section
          aria-labelledby="pay-heading"
          className="rounded-card border border-accent-400 bg-accent-300/15 p-5 sm:p-6"
        >
          <h2 id="pay-heading" className="flex items-center gap-2 font-semibold text-ink">
            <Clock aria-hidden="true" className="size-5 shrink-0" />
            {statusTitle('awaiting_payment')}
          </h2>
          <p className="mt-1 text-ink">
            <Trans>
              Pay by <time dateTime={transfer.pay_by}>{payBy}</time>, or this transfer expires and
              nothing is sent.
            </Trans>
          </p>
          <Link
            to={pathTo('makePayment', { transactionId: transfer.id })}
            className={buttonClasses('primary', 'mt-4 w-full sm:w-auto')}
          >
            <Trans>Pay {totalToPay}</Trans>
          </Link>
        </section>
      ) : null}

      <div className="space-y-2">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link
            to={sendAgainPath(transfer)}
            className={buttonClasses('secondary', 'w-full sm:w-auto')}
          >
            <Repeat aria-hidden="true" className="size-4" />
            <Trans>Send again</Trans>
          </Link>
          {hasReceipt(transfer.status) ? (
            // A plain link: the API answers with the PDF as an attachment, cookies included.
            <a
              href={transactionReceiptUrl(transfer.id)}
              className={buttonClasses('secondary', 'w-full sm:w-auto')}
            >
              <FileDown aria-hidden="true" className="size-4" />
              <Trans>Download receipt (PDF)</Trans>
            </a>
          ) : null}
          <CancelTransfer
            transfer={transfer}
            onCancelled={() => {
              focusNotice.current = true;
              setCancelledHere(true);
            }}
            onFocusLost={focusHeading}
          />
        </div>
        {deadline ? (
          <p className="text-sm text-muted">
            <Trans>
              You can cancel for a full refund until <time dateTime={deadline}>{deadlineText}</time>
              .
            </Trans>
          </p>
        ) : null}
      </div>

      {/* Where the money is and when it arrives: what the customer opened the page to see. */}
      <Card title={t`Progress`}>
        <TransferTimeline transfer={transfer} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t`Amounts`}>
          <DetailsList rows={amounts} className="-mt-2" />
        </Card>

        <Card title={t`Recipient`}>
          <DetailsList
            className="-mt-2"
            rows={[
              { label: t`Country`, value: nameOfCountry(recipient.country) },
              { label: t`Receives by`, value: payoutMethodName(recipient.payout_method) },
              // The details as the transfer recorded them, labelled by the API.
              ...recipient.display,
            ]}
          />
        </Card>
      </div>

      <Card title={t`About this transfer`}>
        <DetailsList
          className="-mt-2"
          rows={[
            {
              label: t`Purpose`,
              value: purposeName(transfer.purpose),
            },
            {
              label: t`Source of funds`,
              value: sourceOfFundsName(transfer.source_of_funds),
            },
            {
              label: t`Reference`,
              value: transfer.reference ? (
                <span translate="no">{transfer.reference}</span>
              ) : (
                t`None`
              ),
            },
            {
              label: t`Created`,
              value: (
                <time dateTime={transfer.created_at}>{formatDateTime(transfer.created_at)}</time>
              ),
            },
          ]}
        />
      </Card>
      {repeat && !NOT_REPEATABLE.has(transfer.status) ? repeat(transfer) : null}
    </div>
  );
}

function TransferNotFound() {
  return (
    <section className="flex flex-col items-center rounded-card bg-surface p-8 text-center shadow-card">
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        <Trans>Transfer not found</Trans>
      </h1>
      <p className="mt-2 max-w-md text-muted">
        <Trans>
          We could not find this transfer. The link may be wrong, or the transfer may belong to
          another account.
        </Trans>
      </p>
      <Link to={paths.transactions} className={buttonClasses('primary', 'mt-6')}>
        <Trans>See your transfers</Trans>
      </Link>
    </section>
  );
}

export { ViewTransactionRoute as Component };
