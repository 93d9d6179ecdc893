/**
 * What the API needs from a payment provider: a hosted checkout for a payment, and its signed
 * webhooks verified and read. The built-in `sandbox` provider implements it; a real provider
 * (Stripe, Adyen, …) would be another implementation behind the same interface.
 */
export interface CheckoutRequest {
  paymentId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Where the provider sends the payer's browser afterwards. */
  returnUrl: string;
}

export type PaymentEventType = 'payment.processing' | 'payment.succeeded' | 'payment.declined';

export interface PaymentEvent {
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  type: PaymentEventType;
  /** When it happened at the provider: events apply in this order, whenever they arrive. */
  occurredAt: Date;
  /** The provider's reference of the payment (what createCheckout answered). */
  reference: string;
  failureReason: string | null;
  payload: unknown;
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ reference: string; checkoutUrl: string }>;
  /**
   * Gives a payment back (in full). The idempotency key makes a retried refund a no-op at the
   * provider, so the refund job may run again after a crash.
   */
  refund(reference: string, amountMinor: number, idempotencyKey: string): Promise<void>;
  /** The event, if the signature and its age check out; WebhookRejected otherwise. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent;
}

/** A webhook that is not from the provider, or too old to trust. */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}
