import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button, buttonClasses } from '@/components/button';
import { Spinner } from '@homeward/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { PaymentResult, ProcessingHeading } from '../components/payment-result';
import { describeFailure } from '@/lib/describe-failure';
import { usePaymentProgress } from '../lib/use-payment-progress';

/** What follows a received payment, composed in by the app ("Repeat": features do not import each other). */
type AfterPayment = ((transactionId: string) => ReactNode) | undefined;

function PaymentProgress({
  transactionId,
  afterPayment,
}: {
  transactionId: string;
  afterPayment: AfterPayment;
}) {
  const { transfer, outcome, takingLong } = usePaymentProgress(transactionId);
  // An outcome that replaces the waiting state takes focus; one shown on arrival does not.
  const [sawWaiting, setSawWaiting] = useState(false);
  if (outcome === 'waiting' && !sawWaiting) setSawWaiting(true);
  // One heading from loading through waiting (the same element, not a new one), until the
  // outcome's panel brings its own words.
  const processing = transfer.isPending || (transfer.isSuccess && outcome === 'waiting');
  return (
    <>
      {processing ? <ProcessingHeading /> : null}
      <ProgressBody
        transfer={transfer}
        outcome={outcome}
        takingLong={takingLong}
        focusOnShow={sawWaiting}
      />
      {afterPayment && outcome === 'received' ? (
        <div className="mt-6">{afterPayment(transactionId)}</div>
      ) : null}
    </>
  );
}

function ProgressBody({
  transfer,
  outcome,
  takingLong,
  focusOnShow,
}: ReturnType<typeof usePaymentProgress> & { focusOnShow: boolean }) {
  const { t } = useLingui();
  if (transfer.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-7 text-brand-700" label={t`Checking your payment`} />
      </div>
    );
  }
  if (transfer.isError) {
    if (transfer.error instanceof ApiError && transfer.error.status === 404) {
      return (
        <>
          <ProcessingHeading title={t`Transfer not found`} />
          <Alert tone="info" title={t`We could not find this transfer`}>
            <p>
              <Trans>Check your transfers for the payment you made.</Trans>
            </p>
            <Link to={paths.transactions} className={buttonClasses('secondary', 'mt-3')}>
              <Trans>Your transfers</Trans>
            </Link>
          </Alert>
        </>
      );
    }
    return (
      <>
        <ProcessingHeading title={t`Your payment`} />
        <Alert tone="error">
          <p>{describeFailure(transfer.error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void transfer.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </>
    );
  }
  return (
    <PaymentResult
      transfer={transfer.data}
      outcome={outcome ?? 'waiting'}
      takingLong={takingLong}
      focusOnShow={focusOnShow}
    />
  );
}

/**
 * `/payment/cb/:transactionId`, "Processing Payment" (the spec's title, the document's): where
 * the provider sends the browser back. The return itself proves nothing, so the page follows
 * the transfer at the server until the provider's webhook has settled the payment. Its heading
 * follows too: "Processing your payment" while waiting, then the outcome's own words.
 */
export function PaymentCallbackRoute({ afterPayment }: { afterPayment?: AfterPayment } = {}) {
  const { transactionId = '' } = useParams();
  return (
    <div className="mx-auto max-w-2xl">
      <PaymentProgress
        key={transactionId}
        transactionId={transactionId}
        afterPayment={afterPayment}
      />
    </div>
  );
}

export { PaymentCallbackRoute as Component };
