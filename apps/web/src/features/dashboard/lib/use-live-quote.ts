import type { PayoutMethod, Quote } from '@homeward/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { createQuote } from '@/api/quotes';
import { normaliseAmount } from './amount-text';
import { amountProblem } from '@/lib/amount-problem';
import { describeFailure } from '@/lib/describe-failure';

export type AmountType = 'send' | 'receive';

/** What the calculator asks a price for: the amount is the one the customer typed. */
export interface PriceRequest {
  corridorId: number;
  payoutMethod: PayoutMethod;
  amountType: AmountType;
  amount: string;
}

type QuoteField = 'send_amount' | 'receive_amount' | 'corridor_id' | 'payout_method';
const quoteFields: QuoteField[] = ['send_amount', 'receive_amount', 'corridor_id', 'payout_method'];

export interface LiveQuote {
  /**
   * waiting: a newer price is on its way (the quote shown, if any, is for an earlier input);
   * priced: `quote` is the price of what is on screen; invalid: the input or the API refused
   * the amount (see fieldErrors); failed: see failure.
   */
  status: 'idle' | 'waiting' | 'priced' | 'invalid' | 'failed';
  quote: Quote | null;
  fieldErrors: Partial<Record<QuoteField, string>>;
  failure: string | null;
}

const idle: LiveQuote = { status: 'idle', quote: null, fieldErrors: {}, failure: null };

function fieldErrorsOf(error: ApiError): Partial<Record<QuoteField, string>> {
  const found: Partial<Record<QuoteField, string>> = {};
  for (const field of quoteFields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) found[field] = message;
  }
  return found;
}

/**
 * Prices the calculator's input live: `delay` ms after the last change (the debounce while the
 * customer types), then POST /quotes. Every change starts a new request and only the newest
 * answer is shown: an earlier request that answers late is dropped. `refresh` changes to ask
 * again for the same input (a new price after the old one expired).
 */
export function useLiveQuote(request: PriceRequest | null, delay: number, refresh: number) {
  const [state, setState] = useState<LiveQuote>(idle);
  const newest = useRef(0);
  const enabled = request !== null;
  const corridorId = request?.corridorId ?? 0;
  const payoutMethod = request?.payoutMethod ?? 'bank_account';
  const amountType = request?.amountType ?? 'send';
  const amount = request?.amount ?? '';

  // Each new input (or refresh) is waiting for its price from the render that shows it: set
  // while rendering, not in the effect below, so no frame shows the last answer as this one's.
  const input = JSON.stringify([
    enabled,
    corridorId,
    payoutMethod,
    amountType,
    amount,
    delay,
    refresh,
  ]);
  const [pricing, setPricing] = useState<string | null>(null);
  if (pricing !== input) {
    setPricing(input);
    if (enabled) setState((previous) => ({ ...previous, status: 'waiting' }));
  }

  useEffect(() => {
    if (!enabled) return undefined;
    const id = ++newest.current;
    const isNewest = () => id === newest.current;
    const amountField = amountType === 'send' ? 'send_amount' : 'receive_amount';

    const timer = setTimeout(() => {
      const typed = normaliseAmount(amount).trim();
      const problem = amountProblem(typed);
      if (problem) {
        setState({ ...idle, status: 'invalid', fieldErrors: { [amountField]: problem } });
        return;
      }
      createQuote({
        corridor_id: corridorId,
        payout_method: payoutMethod,
        [amountField]: typed,
      }).then(
        (quote) => {
          if (isNewest()) setState({ ...idle, status: 'priced', quote });
        },
        (error: unknown) => {
          if (!isNewest()) return;
          if (error instanceof ApiError && error.status === 401) return; // on the way to sign-in
          const fieldErrors = error instanceof ApiError ? fieldErrorsOf(error) : {};
          if (Object.keys(fieldErrors).length > 0) {
            setState({ ...idle, status: 'invalid', fieldErrors });
          } else {
            setState({ ...idle, status: 'failed', failure: describeFailure(error) });
          }
        },
      );
    }, delay);

    return () => {
      clearTimeout(timer);
      // A change or unmount: whatever is in flight is no longer the newest.
      newest.current += 1;
    };
  }, [enabled, corridorId, payoutMethod, amountType, amount, delay, refresh]);

  return enabled ? state : idle;
}
