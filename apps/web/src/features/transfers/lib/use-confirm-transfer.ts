import { t } from '@lingui/core/macro';
import type { LimitStop, Quote } from '@homeward/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { pathTo } from '@/lib/paths';
import { useCreateTransfer } from '../api/create-transfer';
import { quoteQueryKey } from '../api/get-quote';
import { describeFailure } from '@/lib/describe-failure';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency-key';
import { forgetDraft } from './transfer-draft';
import type { TransferDetails } from './transfer-details';

export type DetailsErrors = Partial<Record<'purpose' | 'source_of_funds' | 'reference', string>>;

interface Answers {
  /** The server refused the recipient: step 1 shows why. */
  onRecipientRefused: (message: string) => void;
  /** The server refused details: step 2 shows them at their fields. */
  onDetailsRefused: (errors: DetailsErrors) => void;
}

/**
 * Confirms the quote into a transfer with one Idempotency-Key per quote, so retrying never makes
 * a second transfer, and sorts the server's refusals into what the wizard shows.
 */
export function useConfirmTransfer(quote: Quote, answers: Answers) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateTransfer();
  const [expired, setExpired] = useState(false);
  const [stop, setStop] = useState<LimitStop | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toPayment = (transactionId: string) => {
    forgetIdempotencyKey(quote.id);
    forgetDraft(quote.id);
    // The quote is spent (here, or in another tab: a 409): coming back to it leads here.
    queryClient.setQueryData<Quote>(quoteQueryKey(quote.id), (cached) =>
      cached ? { ...cached, transaction_id: transactionId } : cached,
    );
    navigate(pathTo('makePayment', { transactionId }), { replace: true });
  };

  const onFailed = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setFailure(
        `${describeFailure(error)} ${t`Confirming again is safe: it never makes a second transfer.`}`,
      );
      return;
    }
    const body = (error.body ?? {}) as {
      code?: string;
      stop?: LimitStop;
      transaction_id?: string;
    };
    if (error.status === 401) return; // on the way to sign-in
    if (error.status === 409 && body.transaction_id) return toPayment(body.transaction_id);
    if (error.status === 403 && body.stop) return setStop(body.stop);
    if (error.status === 422 && body.code === 'quote_expired') return setExpired(true);
    if (error.status === 422) {
      const fields = error.fieldErrors;
      const recipientMessage = fields.recipient_id?.[0];
      if (recipientMessage) return answers.onRecipientRefused(recipientMessage);
      const found: DetailsErrors = {};
      for (const key of ['purpose', 'source_of_funds', 'reference'] as const) {
        const message = fields[key]?.[0];
        if (message) found[key] = message;
      }
      if (Object.keys(found).length > 0) return answers.onDetailsRefused(found);
    }
    setFailure(describeFailure(error));
  };

  // A second click before the button disables itself must not start a second request (the
  // shared key would make it harmless, but one request is cleaner).
  const sending = useRef(false);
  const confirm = (recipientId: string, details: TransferDetails) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    create.mutate(
      {
        body: {
          quote_id: quote.id,
          recipient_id: recipientId,
          purpose: details.purpose,
          source_of_funds: details.source_of_funds,
          ...(details.reference ? { reference: details.reference } : {}),
        },
        idempotencyKey: idempotencyKeyFor(quote.id),
      },
      {
        onSuccess: (transfer) => toPayment(transfer.id),
        onError: onFailed,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return {
    confirm,
    confirming: create.isPending,
    expired,
    stop,
    failure,
    clearFailure: () => setFailure(null),
  };
}
