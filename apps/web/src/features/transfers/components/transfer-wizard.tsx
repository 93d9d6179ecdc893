import { Trans, useLingui } from '@lingui/react/macro';
import type { PayoutMethod, Quote, Recipient } from '@homeward/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { RateLock } from '@/components/rate-lock';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useHasPassed } from '@/lib/use-countdown';
import { recipientQueryKey, recipientQueryOptions } from '@/api/recipient';
import { forgetDraft, readDraft, saveDraft, type TransferDraft } from '../lib/transfer-draft';
import { parseDetails } from '../lib/transfer-details';
import { useConfirmTransfer, type DetailsErrors } from '../lib/use-confirm-transfer';
import { stepOfPath, wizardStepPath, type TransferStep } from '../lib/wizard-steps';
import { DetailsStep } from './details-step';
import { ExpiredPrice } from './expired-price';
import { LimitStopNotice } from './limit-stop-notice';
import { RecipientStep } from './recipient-step';
import { ReviewStep } from './review-step';
import { StepHeading } from './step-heading';
import { TransferStepper } from './transfer-stepper';

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

function PriceSummary({ quote }: { quote: Quote }) {
  return (
    <div className="mb-6 flex flex-col gap-2 rounded-card bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p className="text-ink">
        <span className="text-muted">
          <Trans>You pay</Trans>{' '}
        </span>
        <span className="font-semibold tabular-nums">{formatMoney(quote.total_to_pay)}</span>
        <span className="text-muted">
          {' · '}
          <Trans>Recipient gets</Trans>{' '}
        </span>
        <span className="font-semibold tabular-nums">{formatMoney(quote.receive_amount)}</span>
      </p>
      <RateLock expiresAt={quote.expires_at} />
    </div>
  );
}

/**
 * The draft for this quote: what was kept for the tab, else the recipient a "send to" link
 * names. Every change is kept at once, so a reload or Back and Forward lose nothing.
 */
function useDraft(quoteId: string) {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<TransferDraft>(
    () => readDraft(quoteId) ?? { recipientId: params.get('recipient') || null, details: {} },
  );
  const update = (change: Partial<TransferDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  useEffect(() => saveDraft(quoteId, draft), [quoteId, draft]);
  return [draft, update] as const;
}

interface TransferWizardProps {
  quote: Quote;
  renderRecipientPicker?: RenderRecipientPicker | undefined;
}

/**
 * The three steps from a price to a transfer: recipient, details, review and confirm, each at
 * its own address (Back and Forward move between them, a reload stays). An expired price is
 * priced again only with the customer's consent.
 */
export function TransferWizard({ quote, renderRecipientPicker }: TransferWizardProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const step = stepOfPath(useLocation().pathname);
  const [draft, updateDraft] = useDraft(quote.id);
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [detailsErrors, setDetailsErrors] = useState<DetailsErrors>({});

  const recipientId = draft.recipientId;
  const recipient = useQuery({
    ...recipientQueryOptions(recipientId ?? ''),
    enabled: Boolean(recipientId),
  });
  const chosen = recipient.data && fits(recipient.data, quote) ? recipient.data : null;
  const unfit = recipient.data && !chosen ? recipient.data : null;
  const details = parseDetails(draft.details);

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

  const confirmation = useConfirmTransfer(quote, {
    onRecipientRefused: (message) => {
      setRecipientError(message);
      open(1);
    },
    onDetailsRefused: (errors) => {
      setDetailsErrors(errors);
      open(2, { toField: true });
    },
  });
  const expired = useHasPassed(quote.expires_at) || confirmation.expired;

  function open(next: TransferStep, { toField = false } = {}) {
    confirmation.clearFailure();
    focusHeading.current = !toField;
    navigate(wizardStepPath(quote.id, next));
  }

  const select = (picked: Recipient) => {
    queryClient.setQueryData(recipientQueryKey(picked.id), picked);
    updateDraft({ recipientId: picked.id });
    setRecipientError(null);
  };

  const leaveRecipientStep = () => {
    if (!chosen) {
      setRecipientError(t`Choose who receives the money.`);
      return;
    }
    open(2);
  };

  // The new quote's wizard starts from the same draft, at the first step still to do. It
  // replaces the expired price in history: Back must not offer to price it again.
  const acceptNewPrice = (next: Quote) => {
    saveDraft(next.id, draft);
    forgetDraft(quote.id);
    navigate(wizardStepPath(next.id, chosen ? (details ? 3 : 2) : 1), { replace: true });
  };

  if (quote.limit_stop) {
    return (
      <div className="space-y-4">
        <LimitStopNotice stop={quote.limit_stop} title={t`You can't send this yet`} />
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Back to the dashboard</Trans>
        </Link>
      </div>
    );
  }

  if (expired) {
    return (
      <>
        <p className="sr-only" role="status">
          <Trans>Your price expired.</Trans>
        </p>
        <ExpiredPrice quote={quote} onAccept={acceptNewPrice} />
      </>
    );
  }

  // A later step's address opened without what it needs (a new tab, a hand-typed address) goes
  // back to the first step missing.
  const missing: TransferStep | null =
    step > 1 && (!recipientId || recipient.isError || unfit) ? 1 : step > 2 && !details ? 2 : null;
  if (missing) return <Navigate to={wizardStepPath(quote.id, missing)} replace />;

  const stepHeading = (text: string) => <StepHeading headingRef={heading}>{text}</StepHeading>;

  return (
    <div>
      <PriceSummary quote={quote} />
      <TransferStepper current={step} onOpen={open} />
      <section className="rounded-card bg-surface p-5 shadow-card sm:p-7">
        {step === 1 ? (
          <RecipientStep
            heading={stepHeading(t`Who are you sending to?`)}
            picker={renderRecipientPicker?.({
              country: quote.destination_country.iso2_alpha,
              currency: quote.receive_amount.currency,
              payoutMethod: quote.payout_method,
              selectedId: unfit ? null : recipientId,
              onSelect: select,
            })}
            chosen={chosen}
            unfit={unfit}
            notFound={Boolean(recipientId) && recipient.isError}
            error={recipientError}
            loading={Boolean(recipientId) && recipient.isPending}
            onContinue={leaveRecipientStep}
          />
        ) : step === 2 ? (
          <DetailsStep
            heading={stepHeading(t`About this transfer`)}
            initial={draft.details}
            serverErrors={detailsErrors}
            onChange={(typed) => updateDraft({ details: typed })}
            onBack={() => open(1)}
            onDone={() => {
              setDetailsErrors({});
              open(3);
            }}
          />
        ) : chosen && details ? (
          <ReviewStep
            heading={stepHeading(t`Review and confirm`)}
            quote={quote}
            recipient={chosen}
            details={details}
            stop={confirmation.stop}
            failure={confirmation.failure}
            confirming={confirmation.confirming}
            onBack={() => open(2)}
            onConfirm={() => confirmation.confirm(chosen.id, details)}
          />
        ) : (
          <SkeletonRows label={t`Loading the recipient`} count={6} />
        )}
      </section>
    </div>
  );
}
