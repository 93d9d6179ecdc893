import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Transfer, TransferStatus } from '@homeward/contract';
import { clsx } from 'clsx';
import { ArrowRight, CircleCheck, CircleX, Info } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { right } from '@/lib/rights';
import { Spinner } from '@homeward/ui/spinner';
import { deliveryEstimate } from '@/lib/delivery';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths, pathTo } from '@/lib/paths';
import type { PaymentOutcome } from '../lib/payment-outcome';
import { statusTitle } from '@/lib/status-title';

const linkClasses =
  'inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

type Tone = 'success' | 'danger' | 'info';

const tones: Record<Tone, { icon: typeof Info; badge: string }> = {
  success: { icon: CircleCheck, badge: 'bg-brand-50 text-brand-700' },
  danger: { icon: CircleX, badge: 'bg-danger-soft text-danger' },
  info: { icon: Info, badge: 'bg-info-soft text-info' },
};

interface PanelProps {
  title: string;
  tone: Tone;
  /** Move focus to the heading when shown: the outcome replaced the waiting state. */
  focusOnShow: boolean;
  children: ReactNode;
}

/** The page's heading, which says where the payment is: it changes as the payment moves. */
const headingClasses =
  'text-2xl font-bold tracking-tight wrap-anywhere text-ink outline-none sm:text-3xl';

/**
 * One outcome, named by the page's heading (its own words: "Payment received", "Delivered"…),
 * which takes focus when it replaces the waiting state. The heading is a polite live region:
 * a transfer that moves on while the page is open (sent, then delivered) is read out.
 */
function Panel({ title, tone, focusOnShow, children }: PanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const { icon: Icon, badge } = tones[tone];
  return (
    <section aria-labelledby={headingId}>
      <header className="mb-6 flex items-center gap-3">
        <span
          className={clsx(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
            badge,
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1
          id={headingId}
          ref={heading}
          tabIndex={-1}
          aria-live="polite"
          className={headingClasses}
        >
          {title}
        </h1>
      </header>
      <div className="space-y-4 rounded-card bg-surface p-5 text-ink shadow-card sm:p-7">
        {children}
      </div>
    </section>
  );
}

/** The heading while nothing is settled yet (and while the transfer loads). */
export function ProcessingHeading({ title }: { title?: string }) {
  const { t } = useLingui();
  return (
    <header className="mb-6">
      <h1 className={headingClasses}>{title ?? t`Processing your payment`}</h1>
    </header>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">{children}</div>;
}

const transferPath = (transfer: Transfer) =>
  pathTo('viewTransaction', { transactionId: transfer.id });

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold tabular-nums sm:text-end">{children}</dd>
    </div>
  );
}

/** While the server waits for the provider's word: calm, and read out as it changes. */
function Waiting({ transfer, takingLong }: { transfer: Transfer; takingLong: boolean }) {
  const { t } = useLingui();
  // The page's heading ("Processing your payment") is the route's, kept from the first load.
  return (
    <section
      aria-label={t`Payment status`}
      className="rounded-card bg-surface p-6 text-center shadow-card sm:p-8"
    >
      <Spinner className="mx-auto size-9 text-brand-700" />
      <div role="status" aria-live="polite" className="mt-4 space-y-2">
        <p className="text-lg font-semibold text-ink">
          <Trans>Confirming your payment with your bank…</Trans>
        </p>
        <p className="text-muted">
          <Trans>This usually takes a few seconds.</Trans>
        </p>
        {takingLong ? (
          <p className="text-ink">
            <Trans>
              This is taking longer than usual. You can leave this page: we’ll email you when the
              payment is confirmed.
            </Trans>
          </p>
        ) : null}
      </div>
      {takingLong ? (
        <Link to={transferPath(transfer)} className={clsx(linkClasses, 'mt-4')}>
          <Trans>View your transfer</Trans>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </section>
  );
}

function Received({ transfer, focusOnShow }: { transfer: Transfer; focusOnShow: boolean }) {
  const { t } = useLingui();
  const payment = transfer.latest_payment;
  const paid = payment?.status === 'succeeded' ? payment.amount : transfer.total_to_pay;
  const name = transfer.recipient.full_name;
  const delivered = transfer.status === 'completed';
  return (
    // Paid, sending or delivered: the status's own word, as its badge says it.
    <Panel title={statusTitle(transfer.status)} tone="success" focusOnShow={focusOnShow}>
      <dl className="divide-y divide-line">
        <Row term={t`You paid`}>{formatMoney(paid)}</Row>
        <Row term={t`${name} gets`}>{formatMoney(transfer.receive_amount)}</Row>
        {delivered ? null : <Row term={t`Delivery`}>{deliveryEstimate(transfer.available_by)}</Row>}
      </dl>
      <div>
        <h2 className="font-semibold">
          <Trans>What happens next</Trans>
        </h2>
        {delivered ? (
          <p className="mt-1 text-muted">
            <Trans>
              The money has reached <bdi translate="no">{name}</bdi>.
            </Trans>
          </p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 ps-5 text-muted">
            <li>
              <Trans>
                We’re sending the money to <bdi translate="no">{name}</bdi>.
              </Trans>
            </li>
            <li>
              <Trans>We’ll email you when it arrives.</Trans>
            </li>
            <li>
              <Trans>You can follow every step on your transfer’s page.</Trans>
            </li>
          </ul>
        )}
      </div>
      <Actions>
        <Link to={transferPath(transfer)} className={buttonClasses('primary', 'w-full sm:w-auto')}>
          <Trans>View your transfer</Trans>
        </Link>
        <Link to={paths.dashboard} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      </Actions>
    </Panel>
  );
}

function Declined({ transfer, focusOnShow }: { transfer: Transfer; focusOnShow: boolean }) {
  const { t } = useLingui();
  const reason = transfer.latest_payment?.failure_reason;
  const payBy = formatDateTime(transfer.pay_by);
  return (
    <Panel title={t`Your payment was declined`} tone="danger" focusOnShow={focusOnShow}>
      <p>{reason ?? t`Your bank or card issuer did not approve the payment.`}</p>
      <p className="text-muted">
        <Trans>
          Your transfer is saved and waits for payment until {payBy}. You can try again, with the
          same card or another one.
        </Trans>
      </p>
      <Actions>
        <Link
          to={pathTo('makePayment', { transactionId: transfer.id })}
          className={buttonClasses('primary', 'w-full sm:w-auto')}
        >
          <Trans>Try again</Trans>
        </Link>
        <Link
          to={transferPath(transfer)}
          className={buttonClasses('secondary', 'w-full sm:w-auto')}
        >
          <Trans>View your transfer</Trans>
        </Link>
      </Actions>
    </Panel>
  );
}

function Unpaid({ transfer, focusOnShow }: { transfer: Transfer; focusOnShow: boolean }) {
  const payBy = formatDateTime(transfer.pay_by);
  return (
    <Panel title={statusTitle(transfer.status)} tone="info" focusOnShow={focusOnShow}>
      <p>
        <Trans>
          We have not received a payment for this transfer yet. Pay by {payBy} to send it.
        </Trans>
      </p>
      <Actions>
        <Link
          to={pathTo('makePayment', { transactionId: transfer.id })}
          className={buttonClasses('primary', 'w-full sm:w-auto')}
        >
          <Trans>Pay for this transfer</Trans>
        </Link>
        <Link
          to={transferPath(transfer)}
          className={buttonClasses('secondary', 'w-full sm:w-auto')}
        >
          <Trans>View your transfer</Trans>
        </Link>
      </Actions>
    </Panel>
  );
}

/** A line for each side road; the transfer's page has the whole story. */
const sideRoads: Partial<Record<TransferStatus, MessageDescriptor>> = {
  on_hold: msg`We need to check something before we can send this. Your transfer’s page says what happens next.`,
  cancelled: msg`This transfer was cancelled.`,
  refund_pending: msg`Your money is on its way back to you.`,
  refunded: msg`Your money was returned to you.`,
  failed: msg`We could not complete this transfer. Your transfer’s page says what happens next.`,
  expired: msg`No payment reached us before the time to pay ran out. Get a new price on your dashboard to send again.`,
};

/**
 * The server's words for where the transfer is: the reason of its latest entry, and for a
 * refunded transfer, why the refund began (a payment that came after the cancel, say).
 */
function reasonFor(transfer: Transfer): string | null {
  const { timeline } = transfer;
  const last = timeline.at(-1);
  if (last?.status === transfer.status && last.reason) return last.reason;
  if (transfer.status !== 'refunded') return null;
  for (let index = timeline.length - 1; index >= 0; index -= 1) {
    const event = timeline[index];
    if (event?.status === 'refund_pending' && timeline[index - 1]?.status !== 'refund_pending') {
      return event.reason;
    }
  }
  return null;
}

/** Where the money is on its way back, or back: the customer is told when it shows. */
const refunding: readonly TransferStatus[] = ['refund_pending', 'refunded'];

/** The checkout was open when the transfer stopped: a card charged there may still reach us. */
const mayStillArrive = (transfer: Transfer) =>
  ['pending', 'processing', 'closed'].includes(transfer.latest_payment?.status ?? '');

function Elsewhere({ transfer, focusOnShow }: { transfer: Transfer; focusOnShow: boolean }) {
  const { t } = useLingui();
  const sideRoad = sideRoads[transfer.status];
  const reason = reasonFor(transfer);
  const restart = transfer.status === 'expired' || transfer.status === 'cancelled';
  return (
    <Panel title={statusTitle(transfer.status)} tone="info" focusOnShow={focusOnShow}>
      <p>{sideRoad ? t(sideRoad) : t`Your transfer’s page has the details.`}</p>
      {reason ? <p className="text-muted">{reason}</p> : null}
      {refunding.includes(transfer.status) ? (
        <p className="text-muted">{right('refundTimeFrame')}</p>
      ) : null}
      {transfer.status === 'cancelled' && mayStillArrive(transfer) ? (
        <p>
          <Trans>
            If you paid a moment ago, we refund your payment in full when it reaches us.
          </Trans>
        </p>
      ) : null}
      <Actions>
        <Link to={transferPath(transfer)} className={buttonClasses('primary', 'w-full sm:w-auto')}>
          <Trans>View your transfer</Trans>
        </Link>
        {restart ? (
          <Link to={paths.dashboard} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
            <Trans>Go to the dashboard</Trans>
          </Link>
        ) : null}
      </Actions>
    </Panel>
  );
}

interface PaymentResultProps {
  transfer: Transfer;
  outcome: PaymentOutcome;
  /** Still waiting after a long while: say so, and let the customer go. */
  takingLong: boolean;
  /** The outcome replaced the waiting state on this page: move focus to it. */
  focusOnShow: boolean;
}

/** Where the payment of a transfer stands, as the server knows it. */
export function PaymentResult({ transfer, outcome, takingLong, focusOnShow }: PaymentResultProps) {
  switch (outcome) {
    case 'waiting':
      return <Waiting transfer={transfer} takingLong={takingLong} />;
    case 'received':
      return <Received transfer={transfer} focusOnShow={focusOnShow} />;
    case 'declined':
      return <Declined transfer={transfer} focusOnShow={focusOnShow} />;
    case 'unpaid':
      return <Unpaid transfer={transfer} focusOnShow={focusOnShow} />;
    default:
      return <Elsewhere transfer={transfer} focusOnShow={focusOnShow} />;
  }
}
