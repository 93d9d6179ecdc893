import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, buttonClasses } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths, pathTo } from '@/lib/paths';
import type { Transfer } from '@homeward/contract';
import { transferQueryOptions } from '../api/get-transfer';
import { Disclosure } from '../components/disclosure';
import { describeFailure } from '../lib/describe-failure';

function PaymentDue({ transfer }: { transfer: Transfer }) {
  const payBy = formatDateTime(transfer.pay_by);
  const awaiting = transfer.status === 'awaiting_payment';
  return (
    <div className="space-y-6">
      <Card title="Amount due" description={`Transfer ${transfer.tracking_number}`}>
        <p className="text-3xl font-bold tracking-tight text-ink tabular-nums">
          {formatMoney(transfer.total_to_pay)}
        </p>
        {awaiting ? (
          <>
            <p className="mt-2 flex items-center gap-2 text-muted">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              Pay by {payBy}
            </p>
            <Alert tone="info" className="mt-5">
              Card payment opens in the next release; your transfer is saved and waits for payment
              until {payBy}.
            </Alert>
          </>
        ) : (
          <Alert tone="info" className="mt-5">
            This transfer is no longer waiting for payment: {transfer.status_title.toLowerCase()}.
          </Alert>
        )}
        <Link
          to={pathTo('viewTransaction', { transactionId: transfer.id })}
          className={buttonClasses('secondary', 'mt-5 w-full sm:w-auto')}
        >
          View your transfer
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Card>
      <Card title="What you are paying for">
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

/** `/pay/:transactionId`, "Make Payment": what is due, by when, and for what. */
export function MakePaymentRoute() {
  const { transactionId = '' } = useParams();
  const transfer = useQuery(transferQueryOptions(transactionId));
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Make Payment" />
      {transfer.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-7 text-brand-700" label="Loading your transfer" />
        </div>
      ) : transfer.isError ? (
        transfer.error instanceof ApiError && transfer.error.status === 404 ? (
          <Alert tone="info" title="We could not find this transfer">
            <p>Check your transfers for the one you want to pay.</p>
            <Link to={paths.transactions} className={buttonClasses('secondary', 'mt-3')}>
              Your transfers
            </Link>
          </Alert>
        ) : (
          <Alert tone="error">
            <p>{describeFailure(transfer.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void transfer.refetch()}>
              Try again
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
