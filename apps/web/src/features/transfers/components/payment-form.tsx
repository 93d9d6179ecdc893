import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  paymentMethods,
  startPaymentRequestSchema,
  type StartPaymentRequest,
  type Transfer,
} from '@homeward/contract';
import { ArrowRight, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { useStartPayment } from '../api/start-payment';
import { checkoutUrl } from '../lib/checkout-url';
import { describeFailure } from '@/lib/describe-failure';
import { goToCheckout } from '../lib/go-to-checkout';
import { PaymentMethodChoice } from './payment-method-choice';

type StartPaymentOutput = z.output<typeof startPaymentRequestSchema>;

interface PaymentFormProps {
  /** A transfer waiting for payment. */
  transfer: Transfer;
  /**
   * The server refused to take a payment for this transfer (409: it expired, was cancelled or
   * was already paid meanwhile), with its message.
   */
  onRefused: (message: string) => void;
}

/** What the last attempt left behind, shown above the button so the customer knows why to pay again. */
function LastAttempt({ transfer }: { transfer: Transfer }) {
  const { t } = useLingui();
  const payment = transfer.latest_payment;
  if (payment?.status === 'declined') {
    // The reason is the provider's, through the server: it stays in its words.
    const reason = payment.failure_reason;
    return (
      <Alert tone="error">
        {reason ? t`Your last payment was declined: ${reason}` : t`Your last payment was declined.`}
      </Alert>
    );
  }
  if (payment?.status === 'processing' || payment?.status === 'succeeded') {
    return (
      <Alert tone="info" title={t`Your last payment is still being confirmed`}>
        <p>
          <Trans>Paying again could charge you twice. Follow that payment first.</Trans>
        </p>
        <Link
          to={pathTo('paymentCallback', { transactionId: transfer.id })}
          className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          <Trans>Follow your payment</Trans>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
        </Link>
      </Alert>
    );
  }
  return null;
}

/**
 * The choice of payment method and the button that pays: it starts a payment at the server
 * and sends the browser to the provider's hosted page. The outcome arrives on the callback
 * page, from the provider's webhook, never from the browser's return.
 */
export function PaymentForm({ transfer, onRefused }: PaymentFormProps) {
  const { t } = useLingui();
  const start = useStartPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StartPaymentRequest, unknown, StartPaymentOutput>({
    resolver: zodResolver(startPaymentRequestSchema),
    defaultValues: { method: paymentMethods[0] },
  });

  // A second click before the button disables itself must not start a second payment.
  const sending = useRef(false);

  // Back from the provider's page, the browser may restore this page as it was left: leaving.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onFailed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return; // on the way to sign-in
    const method = error instanceof ApiError ? error.fieldErrors.method?.[0] : undefined;
    if (method) {
      setError('method', { type: 'server', message: method }, { shouldFocus: true });
      return;
    }
    // 409: the transfer no longer waits for a payment (expired, cancelled, paid).
    if (error instanceof ApiError && error.status === 409) {
      onRefused(error.message);
      return;
    }
    setFailure(describeFailure(error));
  };

  // Runs from the submit event only (handleSubmit is called there, not while rendering): the
  // `sending` ref is read and written outside render.
  const pay = (body: StartPaymentOutput) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    start.mutate(
      { transactionId: transfer.id, body },
      {
        onSuccess: (payment) => {
          const url = checkoutUrl(payment.checkout_url);
          if (!url) {
            sending.current = false;
            setFailure(t`We could not open the payment page. Please try again.`);
            return;
          }
          // Stays "sending": the browser is on its way out, and a second click would start a
          // second payment.
          setLeaving(true);
          goToCheckout(url);
        },
        onError: (error) => {
          sending.current = false;
          onFailed(error);
        },
      },
    );
  };

  const busy = start.isPending || leaving;
  const totalToPay = formatMoney(transfer.total_to_pay);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(pay)(event)} className="mt-5 space-y-5">
      <PaymentMethodChoice registration={register('method')} error={errors.method} />
      <LastAttempt transfer={transfer} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div>
        <Button type="submit" loading={busy} className="w-full sm:w-auto sm:min-w-56">
          {busy ? null : <Lock aria-hidden="true" className="size-4" />}
          {t`Pay ${totalToPay}`}
        </Button>
        <p role="status" className="mt-2 text-sm text-muted">
          {leaving ? t`Taking you to the secure payment page…` : ''}
        </p>
      </div>
    </form>
  );
}
