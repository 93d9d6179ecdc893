import type { LimitStop, PayoutMethod, Quote, Recipient } from '@homeward/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Spinner } from '@homeward/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { paths, pathTo } from '@/lib/paths';
import { useCreateTransfer } from '../api/create-transfer';
import { recipientQueryKey, recipientQueryOptions } from '../api/get-recipient';
import { describeFailure } from '../lib/describe-failure';
import { forgetIdempotencyKey, idempotencyKeyFor } from '../lib/idempotency-key';
import {
  readCarriedChoices,
  type CarriedChoices,
  type TransferDetails,
} from '../lib/transfer-details';
import { useHasPassed } from '@/lib/use-countdown';
import { DetailsStep } from './details-step';
import { Disclosure } from './disclosure';
import { ExpiredPrice } from './expired-price';
import { LimitStopNotice } from './limit-stop-notice';
import { RateLock } from '@/components/rate-lock';
import { TransferStepper, type TransferStep } from './transfer-stepper';

/** What the recipients feature's picker gets: the quote's destination, and the choice. */
export interface RecipientPickerSlotProps {
  country: string;
  currency: string;
  payoutMethod: PayoutMethod;
  selectedId: string | null;
  /** The picked (or just added) recipient. */
  onSelect: (recipient: Recipient) => void;
}

export type RenderRecipientPicker = (props: RecipientPickerSlotProps) => ReactNode;

/** The recipient can receive this quote's money: same country, currency and payout method. */
function fits(recipient: Recipient, quote: Quote): boolean {
  return (
    recipient.country.iso2_alpha === quote.destination_country.iso2_alpha &&
    recipient.currency === quote.receive_amount.currency &&
    recipient.payout_method === quote.payout_method
  );
}

type DetailsErrors = Partial<Record<'purpose' | 'source_of_funds' | 'reference', string>>;

function StepHeading({
  headingRef,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
      {children}
    </h2>
  );
}

function PriceSummary({ quote }: { quote: Quote }) {
  return (
    <div className="mb-6 flex flex-col gap-2 rounded-card bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p className="text-ink">
        <span className="text-muted">You pay </span>
        <span className="font-semibold tabular-nums">{formatMoney(quote.total_to_pay)}</span>
        <span className="text-muted"> · Recipient gets </span>
        <span className="font-semibold tabular-nums">{formatMoney(quote.receive_amount)}</span>
      </p>
      <RateLock expiresAt={quote.expires_at} />
    </div>
  );
}

function ChosenRecipient({ recipient }: { recipient: Recipient }) {
  return (
    <p className="flex items-center gap-3 rounded-field border border-brand-600 bg-brand-50 p-4">
      <UserRound aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <span>
        <span className="block font-semibold text-ink">{recipient.full_name}</span>
        <span className="block text-sm text-muted">{recipient.summary}</span>
      </span>
    </p>
  );
}

interface TransferWizardProps {
  quote: Quote;
  renderRecipientPicker?: RenderRecipientPicker | undefined;
}

/**
 * The three steps from a price to a transfer: recipient, details, review and confirm. The
 * confirmation carries one Idempotency-Key per quote, so retrying never makes a second
 * transfer; an expired price is priced again only with the customer's consent.
 */
export function TransferWizard({ quote, renderRecipientPicker }: TransferWizardProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [carried] = useState<CarriedChoices>(() => readCarriedChoices(location.state));
  const [recipientId, setRecipientId] = useState<string | null>(
    () => carried.recipientId ?? params.get('recipient'),
  );
  const [details, setDetails] = useState<TransferDetails | null>(carried.details);
  const [step, setStep] = useState<TransferStep>(carried.recipientId && carried.details ? 3 : 1);
  const [expiredByServer, setExpiredByServer] = useState(false);
  const [stop, setStop] = useState<LimitStop | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [detailsErrors, setDetailsErrors] = useState<DetailsErrors>({});
  const create = useCreateTransfer();
  const expired = useHasPassed(quote.expires_at) || expiredByServer;

  const recipient = useQuery({
    ...recipientQueryOptions(recipientId ?? ''),
    enabled: Boolean(recipientId),
  });
  const chosen = recipient.data && fits(recipient.data, quote) ? recipient.data : null;
  const unfit = recipient.data && !chosen ? recipient.data : null;

  // Each new step moves focus to its heading, so keyboard and screen reader users start there.
  // (Not when a server error sends the customer back: then the field at fault takes focus.)
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const focusHeading = useRef(true);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (focusHeading.current) heading.current?.focus();
    focusHeading.current = true;
  }, [step]);

  const open = (next: TransferStep, { toField = false } = {}) => {
    setFailure(null);
    focusHeading.current = !toField;
    setStep(next);
  };

  const select = (picked: Recipient) => {
    queryClient.setQueryData(recipientQueryKey(picked.id), picked);
    setRecipientId(picked.id);
    setRecipientError(null);
  };

  const leaveRecipientStep = () => {
    if (!chosen) {
      setRecipientError('Choose who receives the money.');
      return;
    }
    open(2);
  };

  const acceptNewPrice = (next: Quote) => {
    const id = chosen?.id ?? recipientId;
    const target = pathTo('transferWizard', { quoteId: next.id });
    const state: CarriedChoices = { recipientId: id, details };
    navigate(id ? `${target}?${new URLSearchParams({ recipient: id })}` : target, { state });
  };

  const onConfirmFailed = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setFailure(
        `${describeFailure(error)} Confirming again is safe: it never makes a second transfer.`,
      );
      return;
    }
    const body = (error.body ?? {}) as {
      code?: string;
      stop?: LimitStop;
      transaction_id?: string;
    };
    if (error.status === 401) return; // on the way to sign-in
    if (error.status === 409 && body.transaction_id) {
      forgetIdempotencyKey(quote.id);
      navigate(pathTo('makePayment', { transactionId: body.transaction_id }), { replace: true });
      return;
    }
    if (error.status === 403 && body.stop) {
      setStop(body.stop);
      return;
    }
    if (error.status === 422 && body.code === 'quote_expired') {
      setExpiredByServer(true);
      return;
    }
    if (error.status === 422) {
      const fields = error.fieldErrors;
      const found: DetailsErrors = {};
      for (const key of ['purpose', 'source_of_funds', 'reference'] as const) {
        const message = fields[key]?.[0];
        if (message) found[key] = message;
      }
      if (fields.recipient_id?.[0]) {
        setRecipientError(fields.recipient_id[0]);
        open(1);
        return;
      }
      if (Object.keys(found).length > 0) {
        setDetailsErrors(found);
        open(2, { toField: true });
        return;
      }
    }
    setFailure(describeFailure(error));
  };

  // A second click before the button disables itself must not start a second request (the
  // shared key would make it harmless, but one request is cleaner).
  const sending = useRef(false);
  const confirm = () => {
    if (!chosen || !details || sending.current) return;
    sending.current = true;
    setFailure(null);
    create.mutate(
      {
        body: {
          quote_id: quote.id,
          recipient_id: chosen.id,
          purpose: details.purpose,
          source_of_funds: details.source_of_funds,
          ...(details.reference ? { reference: details.reference } : {}),
        },
        idempotencyKey: idempotencyKeyFor(quote.id),
      },
      {
        onSuccess: (transfer) =>
          navigate(pathTo('makePayment', { transactionId: transfer.id }), { replace: true }),
        onError: onConfirmFailed,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  if (quote.limit_stop) {
    return (
      <div className="space-y-4">
        <LimitStopNotice stop={quote.limit_stop} title="You can't send this yet" />
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the dashboard
        </Link>
      </div>
    );
  }

  if (expired) {
    return (
      <>
        <p className="sr-only" role="status">
          Your price expired.
        </p>
        <ExpiredPrice quote={quote} onAccept={acceptNewPrice} />
      </>
    );
  }

  const picker = renderRecipientPicker?.({
    country: quote.destination_country.iso2_alpha,
    currency: quote.receive_amount.currency,
    payoutMethod: quote.payout_method,
    selectedId: unfit ? null : recipientId,
    onSelect: select,
  });

  return (
    <div>
      <PriceSummary quote={quote} />
      <TransferStepper current={step} onOpen={open} />
      <section className="rounded-card bg-surface p-5 shadow-card sm:p-7">
        {step === 1 ? (
          <div className="space-y-5">
            <StepHeading headingRef={heading}>Who are you sending to?</StepHeading>
            {picker ?? (
              <>
                {chosen ? <ChosenRecipient recipient={chosen} /> : null}
                {!chosen ? (
                  <Alert tone="info">
                    Choosing a recipient is not available on this page yet. Open a recipient from{' '}
                    <Link to={paths.recipients} className="font-semibold underline">
                      your recipients
                    </Link>{' '}
                    and send to them from there.
                  </Alert>
                ) : null}
              </>
            )}
            {unfit ? (
              <Alert tone="info">
                {unfit.full_name} cannot receive this transfer ({unfit.currency}, to{' '}
                {unfit.country.common_name}). Choose another recipient.
              </Alert>
            ) : null}
            {recipientId && recipient.isError ? (
              <Alert tone="info">We could not find that recipient. Choose another one.</Alert>
            ) : null}
            {recipientError ? (
              <p role="alert" className="text-sm text-danger">
                {recipientError}
              </p>
            ) : null}
            <div className="flex justify-end">
              <Button
                onClick={leaveRecipientStep}
                loading={Boolean(recipientId) && recipient.isPending}
                className="w-full sm:w-auto sm:min-w-40"
              >
                Continue
              </Button>
            </div>
          </div>
        ) : step === 2 ? (
          <DetailsStep
            heading={<StepHeading headingRef={heading}>About this transfer</StepHeading>}
            initial={details}
            serverErrors={detailsErrors}
            onBack={() => open(1)}
            onDone={(next) => {
              setDetails(next);
              setDetailsErrors({});
              open(3);
            }}
          />
        ) : (
          <div className="space-y-5">
            <StepHeading headingRef={heading}>Review and confirm</StepHeading>
            {chosen && details ? (
              <Disclosure
                price={quote}
                availableBy={quote.delivery_estimate.available_by}
                recipient={chosen}
                purpose={details.purpose}
                sourceOfFunds={details.source_of_funds}
                reference={details.reference}
              />
            ) : recipientId && recipient.isPending ? (
              <Spinner className="size-6 text-brand-700" label="Loading the recipient" />
            ) : (
              <Alert tone="info">
                <p>
                  {chosen
                    ? 'Tell us about this transfer first.'
                    : 'Choose who receives the money first.'}
                </p>
                <Button variant="secondary" className="mt-3" onClick={() => open(chosen ? 2 : 1)}>
                  {chosen ? 'Add the details' : 'Choose a recipient'}
                </Button>
              </Alert>
            )}
            {stop ? <LimitStopNotice stop={stop} title="You can't send this yet" /> : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
              <Button variant="secondary" onClick={() => open(2)} className="w-full sm:w-auto">
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back
              </Button>
              <Button
                onClick={confirm}
                loading={create.isPending}
                disabled={!chosen || !details || stop !== null}
                className="w-full sm:w-auto"
              >
                Confirm and continue to payment
              </Button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
