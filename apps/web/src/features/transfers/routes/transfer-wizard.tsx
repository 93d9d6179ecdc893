import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link, useParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button, buttonClasses } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { LoadingRegion, Skeleton, SkeletonField } from '@homeward/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { paths, pathTo } from '@/lib/paths';
import { quoteQueryOptions } from '../api/get-quote';
import { TransferWizard, type RenderRecipientPicker } from '../components/transfer-wizard';
import { describeFailure } from '@/lib/describe-failure';

export type {
  RecipientPickerSlotProps,
  RenderRecipientPicker,
} from '../components/transfer-wizard';

interface TransferWizardRouteProps {
  /**
   * The recipients feature's picker, composed in by the app (features do not import each
   * other). Without it the page can only send to a recipient given by `?recipient=`.
   */
  renderRecipientPicker?: RenderRecipientPicker;
}

/** The wizard's shape while its price loads: the price line, the three steps, a step's card. */
function WizardSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading your price`}>
      <div className="mb-6 flex flex-col gap-2 rounded-card bg-surface p-4 shadow-card sm:flex-row sm:justify-between sm:p-5">
        <Skeleton className="h-6 w-72 max-w-full" />
        <Skeleton className="h-6 w-40" />
      </div>
      <div className="mb-6 flex gap-2">
        {[0, 1, 2].map((step) => (
          <div key={step} className="flex-1 space-y-2">
            <Skeleton className="h-1.5 w-full rounded-full" />
            <Skeleton className="h-5 w-20" />
          </div>
        ))}
      </div>
      <div className="space-y-5 rounded-card bg-surface p-5 shadow-card sm:p-7">
        <Skeleton className="h-7 w-56" />
        <SkeletonField />
        <SkeletonField />
      </div>
    </LoadingRegion>
  );
}

function QuoteLoader({
  quoteId,
  renderRecipientPicker,
}: { quoteId: string } & TransferWizardRouteProps) {
  const { t } = useLingui();
  const quote = useQuery(quoteQueryOptions(quoteId));

  if (quote.isPending) return <WizardSkeleton />;
  if (quote.isError) {
    if (quote.error instanceof ApiError && quote.error.status === 404) {
      return (
        <Alert tone="info" title={t`We could not find this price`}>
          <p>
            <Trans>
              It may have been made in another session, or the link is incomplete. Get a new price
              on your dashboard.
            </Trans>
          </p>
          <Link to={paths.dashboard} className={buttonClasses('secondary', 'mt-3')}>
            <Trans>Go to the dashboard</Trans>
          </Link>
        </Alert>
      );
    }
    return (
      <Alert tone="error">
        <p>{describeFailure(quote.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void quote.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  // One quote makes one transfer: once confirmed, its page is the transfer's payment.
  if (quote.data.transaction_id) {
    return (
      <Navigate to={pathTo('makePayment', { transactionId: quote.data.transaction_id })} replace />
    );
  }
  return <TransferWizard quote={quote.data} renderRecipientPicker={renderRecipientPicker} />;
}

/** `/transfer/:quoteId`, "Send Money": from a locked price to a confirmed transfer. */
export function TransferWizardRoute({ renderRecipientPicker }: TransferWizardRouteProps) {
  const { t } = useLingui();
  const { quoteId = '' } = useParams();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t`Send Money`} />
      {/* A new quote (an accepted new price) starts the wizard afresh. */}
      <QuoteLoader key={quoteId} quoteId={quoteId} renderRecipientPicker={renderRecipientPicker} />
    </div>
  );
}

export { TransferWizardRoute as Component };
