import { Trans, useLingui } from '@lingui/react/macro';
import type { LimitStop, Quote, Recipient } from '@homeward/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import type { TransferDetails } from '../lib/transfer-details';
import { Disclosure } from './disclosure';
import { LimitStopNotice } from './limit-stop-notice';

interface ReviewStepProps {
  heading: ReactNode;
  quote: Quote;
  recipient: Recipient;
  details: TransferDetails;
  stop: LimitStop | null;
  failure: string | null;
  confirming: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** Step 3: everything the customer agrees to, then the one button that makes the transfer. */
export function ReviewStep({
  heading,
  quote,
  recipient,
  details,
  stop,
  failure,
  confirming,
  onBack,
  onConfirm,
}: ReviewStepProps) {
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      {heading}
      <Disclosure
        price={quote}
        availableBy={quote.delivery_estimate.available_by}
        recipient={recipient}
        purpose={details.purpose}
        sourceOfFunds={details.source_of_funds}
        reference={details.reference}
      />
      {stop ? <LimitStopNotice stop={stop} title={t`You can't send this yet`} /> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} className="w-full sm:w-auto">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Back</Trans>
        </Button>
        <Button
          onClick={onConfirm}
          loading={confirming}
          disabled={stop !== null}
          className="w-full sm:w-auto"
        >
          <Trans>Confirm and continue to payment</Trans>
        </Button>
      </div>
    </div>
  );
}
