import { z } from './zod';
import { MAX_ID } from './ids';
import { payoutMethodSchema } from './corridors';
import { amountInputSchema, moneySchema } from './money';
import { taskSchema } from './onboarding';

/**
 * Asks for a price: the amount to send or the amount the recipient should receive, never both.
 * The customer's words are kept: "amount_type" says which one they typed.
 */
export const createQuoteRequestSchema = z
  .object({
    corridor_id: z.coerce
      .number({ error: 'Choose where the money goes.' })
      .int('Choose where the money goes.')
      .positive('Choose where the money goes.')
      .max(MAX_ID, 'Choose where the money goes.'),
    payout_method: payoutMethodSchema,
    send_amount: amountInputSchema.optional(),
    receive_amount: amountInputSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.send_amount === undefined && value.receive_amount === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['send_amount'],
        message: 'Enter the amount to send or the amount to receive.',
      });
    }
    if (value.send_amount !== undefined && value.receive_amount !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['receive_amount'],
        message: 'Enter the amount to send or the amount to receive, not both.',
      });
    }
  });
export type CreateQuoteRequest = z.input<typeof createQuoteRequestSchema>;

/** The next thing a customer can do to raise a limit: a task, so screens show it the same way. */
export const nextStepSchema = taskSchema;
export type NextStep = z.infer<typeof nextStepSchema>;

export const limitStopCodes = [
  'blocked',
  'profile_incomplete',
  'identity_document_missing',
  'per_transfer',
  'rolling_30_days',
] as const;

/** Why a price cannot become a transfer, in words, with what to do about it. */
export const limitStopSchema = z.object({
  code: z.enum(limitStopCodes),
  message: z.string(),
  next_step: nextStepSchema.nullable(),
});
export type LimitStop = z.infer<typeof limitStopSchema>;

export const quoteSchema = z.object({
  id: z.string(),
  corridor_id: z.number().int(),
  payout_method: payoutMethodSchema,
  destination_country: z.object({ iso2_alpha: z.string(), common_name: z.string() }),
  amount_type: z.enum(['send', 'receive']),
  send_amount: moneySchema,
  fee: moneySchema,
  total_to_pay: moneySchema,
  receive_amount: moneySchema,
  /** Destination units for one source unit, after our margin: what the customer gets. */
  customer_rate: z.string(),
  mid_market_rate: z.string(),
  /**
   * What our rate costs, in the source currency: the amount sent less what the recipient's amount
   * would cost at the mid-market rate. With the fee, `total_cost`: the whole cost, shown so no
   * part of the price hides in the rate.
   */
  rate_cost: moneySchema,
  total_cost: moneySchema,
  /** "fixed": the rate is locked until `expires_at`. */
  rate_type: z.literal('fixed'),
  created_at: z.string(),
  expires_at: z.string(),
  delivery_estimate: z.object({ minutes: z.number().int(), available_by: z.string() }),
  /** Set when this price cannot be sent now; the API enforces it again at confirmation. */
  limit_stop: limitStopSchema.nullable(),
  /** The transfer made from this quote, once confirmed (a quote makes at most one). */
  transaction_id: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** What a verification tier unlocks, as configured (before any lowering for risk). */
export const tierLimitsSchema = z.object({
  tier: z.number().int().min(1).max(2),
  title: z.string(),
  per_transfer: moneySchema,
  rolling_30_days: moneySchema,
});
export type TierLimits = z.infer<typeof tierLimitsSchema>;

/** Limits by verification tier, in AUD equivalent over a rolling 30 days (PRODUCT.md). */
export const limitsSchema = z.object({
  tier: z.number().int().min(0).max(2),
  tier_title: z.string(),
  currency: z.string(),
  can_send: z.boolean(),
  /** Why the customer cannot send at all, if they cannot. */
  stop: limitStopSchema.nullable(),
  per_transfer: moneySchema,
  rolling_30_days: z.object({ limit: moneySchema, used: moneySchema, remaining: moneySchema }),
  /** What raises the limits next; null at the highest tier. */
  next_step: nextStepSchema.nullable(),
  /** What tiers 1 and 2 unlock, so the verification page can say what each step is worth. */
  tiers: z.array(tierLimitsSchema),
});
export type Limits = z.infer<typeof limitsSchema>;
