import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowRight, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button, buttonClasses } from '@/components/button';
import { Card, PageHeader } from '@homeward/ui/card';
import { LoadingRegion, Skeleton, SkeletonCard, SkeletonDetails } from '@homeward/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths, pathTo } from '@/lib/paths';
import type { Transfer } from '@homeward/contract';
import { transactionQueryOptions } from '@/api/transaction';
import { Disclosure } from '../components/disclosure';
import { PaymentForm } from '../components/payment-form';
import { describeFailure } from '@/lib/describe-failure';

const linkClasses =
  'inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

function TransferLink({ transfer, className }: { transfer: Transfer; className?: string }) {
  return (
    <Link
      to={pathTo('viewTransaction', { transactionId: transfer.id })}
      className={clsx(linkClasses, className)}
    >
      <Trans>View your transfer</Trans>
      <ArrowRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
    </Link>
  );
}

/** The server refused the payment (422): its message, in focus so it is read at once. */
function Refusal({ transfer, message }: { transfer: Transfer; message: string }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="mt-5 outline-none">
      <Alert tone="error" title={t`We can't take a payment for this transfer`}>
        <p>{message}</p>
        <TransferLink transfer={transfer} className="mt-2" />
      </Alert>
    </div>
  );
}

function PaymentDue({ transfer }: { transfer: Transfer }) {
  const { t } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const trackingNumber = transfer.tracking_number;
  const payBy = formatDateTime(transfer.pay_by);
  return (
    <div className="space-y-6">
      <Card title={t`Amount due`} description={t`Transfer ${trackingNumber}`}>
        <p className="text-3xl font-bold tracking-tight text-ink tabular-nums">
          {formatMoney(transfer.total_to_pay)}
        </p>
        {refusal ? (
          <Refusal transfer={transfer} message={refusal} />
        ) : transfer.status === 'awaiting_payment' ? (
          <>
            <p className="mt-2 flex items-center gap-2 text-muted">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              <Trans>Pay by {payBy}</Trans>
            </p>
            <PaymentForm transfer={transfer} onRefused={setRefusal} />
            <TransferLink transfer={transfer} className="mt-5" />
          </>
        ) : (
          <Alert tone="info" title={transfer.status_title} className="mt-5">
            <p>
              <Trans>This transfer is no longer waiting for payment.</Trans>
            </p>
            <TransferLink transfer={transfer} className="mt-2" />
          </Alert>
        )}
      </Card>
      <Card title={t`What you are paying for`}>
        <Disclosure
          price={transfer}
          availableBy={transfer.available_by}
          recipient={transfer.recipient}
          purpose={transfer.purpose}
          sourceOfFunds={transfer.source_of_funds}
          reference={transfer.reference}
        />
      </Card>
    </div>
  );
}

/** What is due while the transfer loads: the amount, the deadline, the ways to pay, the details. */
function PaymentDueSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading your transfer`}>
      <div className="space-y-6">
        <SkeletonCard description>
          <div className="flex h-9 items-center">
            <Skeleton className="h-8 w-44" />
          </div>
          <Skeleton className="mt-3 h-4 w-56" />
          <div className="mt-5">
            <Skeleton className="mb-4 h-5 w-28" />
            <Skeleton className="h-20 w-full rounded-field" />
          </div>
          <Skeleton className="mt-5 h-11 w-full rounded-field sm:w-56" />
          <Skeleton className="mt-7 h-4 w-36" />
        </SkeletonCard>
        <SkeletonCard>
          <SkeletonDetails rows={9} />
          <Skeleton className="mt-4 h-16 w-full rounded-field" />
        </SkeletonCard>
      </div>
    </LoadingRegion>
  );
}

/**
 * `/pay/:transactionId`, "Make Payment": what is due, by when and for what, and the way to pay
 * it on the provider's hosted page while the transfer waits for payment.
 */
export function MakePaymentRoute() {
  const { t } = useLingui();
  const { transactionId = '' } = useParams();
  const transfer = useQuery(transactionQueryOptions(transactionId));
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t`Make Payment`} />
      {transfer.isPending ? (
        <PaymentDueSkeleton />
      ) : transfer.isError ? (
        transfer.error instanceof ApiError && transfer.error.status === 404 ? (
          <Alert tone="info" title={t`We could not find this transfer`}>
            <p>
              <Trans>Check your transfers for the one you want to pay.</Trans>
            </p>
            <Link to={paths.transactions} className={buttonClasses('secondary', 'mt-3')}>
              <Trans>Your transfers</Trans>
            </Link>
          </Alert>
        ) : (
          <Alert tone="error">
            <p>{describeFailure(transfer.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void transfer.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        )
      ) : (
        <PaymentDue transfer={transfer.data} />
      )}
    </div>
  );
}

export { MakePaymentRoute as Component };
