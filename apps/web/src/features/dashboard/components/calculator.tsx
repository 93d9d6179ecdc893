import { Trans, useLingui } from '@lingui/react/macro';
import type { Corridor, PayoutMethod, Recipient } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BellPlus, Calculator as CalculatorIcon, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Card } from '@homeward/ui/card';
import { CalculatorSkeleton, PriceSkeleton } from './calculator-skeletons';
import { formatMoney } from '@/lib/format';
import { lockMinutesOf, pricesAreLockedFor, pricesLockFor } from '@/lib/price-lock';
import { pathTo, paths } from '@/lib/paths';
import { corridorsQueryOptions } from '@/api/corridors';
import { recipientQueryOptions } from '@/api/recipient';
import { formatAmountText, normaliseAmount, tidyAmountText } from '../lib/amount-text';
import { initialSelection, methodsOf, recipientFits } from '../lib/calculator-selection';
import { useLiveQuote, type AmountType } from '../lib/use-live-quote';
import { useHasPassed } from '@/lib/use-countdown';
import { AmountField } from './amount-field';
import { CorridorSelect } from '@/components/corridor-select';
import { PayoutMethodChoice } from './payout-method-choice';
import { PriceBreakdown } from './price-breakdown';
import { RateLock } from '@/components/rate-lock';

/** How long typing must pause before the calculator asks for a price. */
export const TYPING_DEBOUNCE_MS = 400;
const DEFAULT_SEND_AMOUNT = '500';

interface CalculatorFormProps {
  corridors: Corridor[];
  recipient: Recipient | null;
  recipientMissing: boolean;
  initialAmount: string | null;
}

function CalculatorForm({
  corridors,
  recipient,
  recipientMissing,
  initialAmount,
}: CalculatorFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [initial] = useState(() => initialSelection(corridors, recipient));
  const [corridorId, setCorridorId] = useState(initial.corridorId);
  const [method, setMethod] = useState<PayoutMethod>(initial.method);
  const [typed, setTyped] = useState<{ type: AmountType; text: string }>({
    type: 'send',
    text: tidyAmountText(initialAmount ?? DEFAULT_SEND_AMOUNT),
  });
  // No wait for a choice (corridor, method, new price); a pause after each keystroke.
  const [delay, setDelay] = useState(0);
  const [refresh, setRefresh] = useState(0);

  const corridor = corridors.find((entry) => entry.id === corridorId) ?? (corridors[0] as Corridor);
  const live = useLiveQuote(
    {
      corridorId: corridor.id,
      payoutMethod: method,
      amountType: typed.type,
      // Tidying the text on leaving the field changes its marks, not the amount: no new price.
      amount: normaliseAmount(typed.text),
    },
    delay,
    refresh,
  );
  const { status, fieldErrors } = live;
  // While a new corridor is priced, the last price (another currency) is not shown.
  const quote = live.quote?.corridor_id === corridor.id ? live.quote : null;
  const passed = useHasPassed(quote?.expires_at ?? '');
  const priced = status === 'priced' && quote !== null;
  const expired = priced && passed;
  const canSend = priced && !expired && quote.limit_stop === null;

  // The field the customer typed in shows their text; the other the price's answer, grouped
  // like the summary under them.
  const answer = (amount: string | undefined) => formatAmountText(amount ?? '');
  const sendValue = typed.type === 'send' ? typed.text : answer(quote?.send_amount.amount);
  const receiveValue = typed.type === 'receive' ? typed.text : answer(quote?.receive_amount.amount);
  const sendsTo = recipient && recipientFits(recipient, corridor, method) ? recipient : null;

  const chooseCorridor = (id: number) => {
    const next = corridors.find((entry) => entry.id === id);
    if (!next) return;
    setCorridorId(id);
    if (!methodsOf(next).includes(method)) setMethod(methodsOf(next)[0] ?? method);
    // A receive amount was in the old currency: price the amount sent instead.
    if (typed.type === 'receive')
      setTyped({ type: 'send', text: sendValue || DEFAULT_SEND_AMOUNT });
    setDelay(0);
  };

  const chooseMethod = (next: PayoutMethod) => {
    setMethod(next);
    setDelay(0);
  };

  const reprice = () => {
    setDelay(0);
    setRefresh((n) => n + 1);
  };

  const type = (amountType: AmountType, text: string) => {
    setTyped({ type: amountType, text });
    setDelay(TYPING_DEBOUNCE_MS);
  };

  const tidy = (amountType: AmountType) => {
    if (typed.type === amountType) setTyped({ type: amountType, text: tidyAmountText(typed.text) });
  };

  const send = () => {
    if (!canSend) return;
    const target = pathTo('transferWizard', { quoteId: quote.id });
    navigate(sendsTo ? `${target}?${new URLSearchParams({ recipient: sendsTo.id })}` : target);
  };

  const name = sendsTo?.full_name ?? '';
  const gets = priced ? formatMoney(quote.receive_amount) : '';
  const toPay = priced ? formatMoney(quote.total_to_pay) : '';
  const announcement = priced
    ? t`Recipient gets ${gets}. Total to pay ${toPay}.`
    : status === 'invalid'
      ? Object.values(fieldErrors).join(' ')
      : '';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="@container space-y-5"
    >
      {sendsTo ? (
        <p className="flex items-center gap-2 rounded-field bg-brand-50 px-3 py-2 text-sm text-ink">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span>
            <Trans>
              Sending to{' '}
              <bdi translate="no" className="font-semibold">
                {name}
              </bdi>
            </Trans>
            <bdi translate="no" className="text-muted">
              {' '}
              · {sendsTo.summary}
            </bdi>
          </span>
        </p>
      ) : recipientMissing ? (
        <Alert tone="info">
          <Trans>
            We could not find that recipient. You can choose one after you see the price.
          </Trans>
        </Alert>
      ) : null}

      <div className="grid gap-4 @lg:grid-cols-2">
        <CorridorSelect
          corridors={corridors}
          value={corridor.id}
          onChange={chooseCorridor}
          error={fieldErrors.corridor_id}
        />
        <PayoutMethodChoice
          methods={methodsOf(corridor)}
          value={method}
          onChange={chooseMethod}
          error={fieldErrors.payout_method}
        />
      </div>

      <div className="grid gap-4 @lg:grid-cols-2">
        <AmountField
          name="send_amount"
          label={t`You send`}
          currency={corridor.source_currency}
          value={sendValue}
          onChange={(text) => type('send', text)}
          onBlur={() => tidy('send')}
          error={fieldErrors.send_amount}
          driving={typed.type === 'send'}
        />
        <AmountField
          name="receive_amount"
          label={t`Recipient gets`}
          currency={corridor.destination_currency}
          value={receiveValue}
          onChange={(text) => type('receive', text)}
          onBlur={() => tidy('receive')}
          error={fieldErrors.receive_amount}
          driving={typed.type === 'receive'}
        />
      </div>

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {status === 'failed' ? (
        <Alert tone="error">
          <p>{live.failure}</p>
          <Button variant="secondary" className="mt-3" onClick={reprice}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : null}

      {quote && (status === 'priced' || status === 'waiting') ? (
        <div className="rounded-field bg-canvas px-4 py-2">
          <PriceBreakdown quote={quote} updating={status === 'waiting'} />
        </div>
      ) : status === 'waiting' ? (
        <PriceSkeleton />
      ) : null}

      {priced && !expired ? <RateLock expiresAt={quote.expires_at} /> : null}
      {expired ? (
        <Alert tone="info" title={t`This price expired`}>
          <p>
            {[pricesAreLockedFor(lockMinutesOf(quote)), t`Get a new price to continue.`]
              .filter(Boolean)
              .join(' ')}
          </p>
          <Button variant="secondary" className="mt-3" onClick={reprice}>
            <Trans>Get a new price</Trans>
          </Button>
        </Alert>
      ) : null}

      {priced && quote.limit_stop ? (
        <Alert tone="info" title={t`You can't send this yet`}>
          <p>{quote.limit_stop.message}</p>
          {quote.limit_stop.next_step ? (
            <Link
              to={quote.limit_stop.next_step.route}
              className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
            >
              {quote.limit_stop.next_step.title}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </Alert>
      ) : null}

      <Button type="submit" className="w-full" disabled={!canSend}>
        <Trans>Send</Trans>
      </Button>

      {priced ? (
        // Not today's rate they want? The alerts page, with this corridor and rate filled in.
        <Link
          to={`${paths.rateAlerts}?${new URLSearchParams({ corridor: String(corridor.id), rate: quote.customer_rate })}`}
          className="flex items-center justify-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          <BellPlus aria-hidden="true" className="size-4" />
          <Trans>Set a rate alert</Trans>
        </Link>
      ) : null}
    </form>
  );
}

/**
 * The dashboard's calculator: where, how, and how much (to send, or to arrive), priced live by
 * the API as the customer types. `?recipient=` picks that recipient's corridor and method and
 * carries them on to the transfer; `?amount=` fills in the amount to send.
 */
export function Calculator() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const recipientId = params.get('recipient');
  const amount = params.get('amount');
  const corridors = useQuery(corridorsQueryOptions());
  const recipient = useQuery({
    ...recipientQueryOptions(recipientId ?? ''),
    enabled: Boolean(recipientId),
  });
  const waitingForRecipient = Boolean(recipientId) && recipient.isPending;
  // The server's lock, the same for every corridor; said once the corridors have answered.
  const lock = pricesLockFor(corridors.data?.[0]?.price_lock_minutes);

  return (
    <Card
      title={t`Send money`}
      id="calculator"
      icon={<CalculatorIcon aria-hidden="true" className="size-5" />}
      description={[t`See exactly what it costs and what arrives.`, lock].filter(Boolean).join(' ')}
    >
      {corridors.isPending || waitingForRecipient ? (
        // About the form's height: what follows the calculator starts where it will stay.
        <CalculatorSkeleton />
      ) : corridors.isError ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load where you can send money.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void corridors.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : corridors.data.length === 0 ? (
        <p className="text-muted">
          <Trans>Sending money is not available right now.</Trans>
        </p>
      ) : (
        <CalculatorForm
          // Opened again for another recipient or amount: start from those.
          key={`${recipientId ?? ''}|${amount ?? ''}`}
          corridors={corridors.data}
          recipient={recipient.data ?? null}
          recipientMissing={Boolean(recipientId) && recipient.isError}
          initialAmount={amount}
        />
      )}
    </Card>
  );
}
