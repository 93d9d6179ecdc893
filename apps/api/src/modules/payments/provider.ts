/**
 * What the API needs from a payment provider: a hosted checkout for a payment that can be
 * closed again, refunds, a report of what it captured and refunded, and its signed webhooks
 * verified and read. The built-in `sandbox` provider implements it; a real provider (Stripe,
 * Adyen, …) would be another implementation behind the same interface.
 */
export interface CheckoutRequest {
  /** Our payment's id: asking again for the same id answers the same checkout. */
  paymentId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Where the provider sends the payer's browser afterwards. */
  returnUrl: string;
}

/** What a provider says happened to a payment (the provider-neutral part of its webhook). */
export type PaymentEventType = 'payment.processing' | 'payment.succeeded' | 'payment.declined';

export type ProviderEvent =
  | {
      kind: 'payment';
      /** The provider's event id: the same event delivered twice has the same id. */
      id: string;
      type: PaymentEventType;
      /** When it happened at the provider: events apply in this order, whenever they arrive. */
      occurredAt: Date;
      /** The provider's reference of the payment (what createCheckout answered). */
      reference: string;
      /** Our payment id, as we gave it at checkout (the provider's metadata). */
      paymentId: string | null;
      /** What was captured (payment.succeeded), in minor units. */
      amountMinor: number;
      failureReason: string | null;
      payload: unknown;
    }
  | {
      kind: 'refund';
      id: string;
      type: 'refund.succeeded' | 'refund.failed';
      occurredAt: Date;
      /** The provider's reference of the refund (what refund answered). */
      refundReference: string;
      /** The payment it refunds (the checkout's reference). */
      reference: string;
      amountMinor: number;
      failureReason: string | null;
      payload: unknown;
    };

/** What a refund request got: confirmed at once, or later by a refund webhook. */
export interface RefundAnswer {
  reference: string;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
}

/** What the provider says it captured and refunded for each checkout, as its report would. */
export interface ProviderRecord {
  reference: string;
  paymentId: string | null;
  currency: string;
  capturedMinor: number;
  refundedMinor: number;
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ reference: string; checkoutUrl: string }>;
  /**
   * Closes a checkout so it can no longer take money. 'paid' when it was captured first (its
   * webhook is on its way); closing twice is harmless.
   */
  closeCheckout(reference: string): Promise<'closed' | 'paid'>;
  /**
   * Gives money back. The idempotency key makes a retried refund the same refund at the
   * provider, so the refund job may run again after a crash.
   */
  refund(reference: string, amountMinor: number, idempotencyKey: string): Promise<RefundAnswer>;
  /**
   * Asks the provider to send its webhooks about a checkout again: the same events, with their
   * own ids (the webhook route files each event once, so a repeat changes nothing, and one that
   * was never filed is applied now). Answers how many it will send.
   */
  redeliver(reference: string): Promise<number>;
  /** Every checkout that captured or refunded money, for reconciliation with the ledger. */
  records(): Promise<ProviderRecord[]>;
  /** The event, if the signature and its age check out; WebhookRejected otherwise. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent;
}

/** A webhook that is not from the provider, or too old to trust. */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}
