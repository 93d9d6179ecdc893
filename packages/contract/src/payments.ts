import { z } from './zod';
import { moneySchema } from './money';

/** How a customer pays; the built-in sandbox provider takes cards. */
export const paymentMethods = ['card'] as const;
export const paymentMethodSchema = z.enum(paymentMethods, { error: 'Choose how you pay.' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Debit or credit card',
};

export const startPaymentRequestSchema = z.object({ method: paymentMethodSchema });
export type StartPaymentRequest = z.input<typeof startPaymentRequestSchema>;

/**
 * A payment attempt at the provider. Its status follows the provider's signed webhooks only:
 * the browser coming back from the hosted page proves nothing.
 */
export const paymentStatuses = [
  'pending',
  'processing',
  'succeeded',
  'declined',
  'refunded',
  // The checkout was closed before it was paid (the transfer was cancelled or expired, or the
  // customer chose another way to pay).
  'closed',
] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  amount: moneySchema,
  /** Why the provider declined, in words the customer can act on. */
  failure_reason: z.string().nullable(),
  /** The provider's hosted page, while the payment waits for the payer. */
  checkout_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
