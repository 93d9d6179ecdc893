import { z } from './zod';
import { payoutMethodSchema } from './corridors';
import { moneySchema } from './money';
import { paymentSchema } from './payments';
import { recipientSchema } from './recipients';

/** A transfer's life (PRODUCT.md, Money rules); the state machine lives in the API. */
export const transferStatuses = [
  'awaiting_payment',
  'payment_processing',
  'funds_received',
  'processing',
  'completed',
  'on_hold',
  'cancelled',
  'refund_pending',
  'refunded',
  'failed',
  'expired',
] as const;
export const transferStatusSchema = z.enum(transferStatuses);
export type TransferStatus = z.infer<typeof transferStatusSchema>;

/**
 * The one name of each status, wherever a screen, an answer or an email names it: the badge,
 * the timeline, the notice beside the badge and the payment's result all say these words, so
 * two of them side by side can never disagree (issue 18, defect 7).
 */
export const transferStatusTitles: Record<TransferStatus, string> = {
  awaiting_payment: 'Waiting for your payment',
  payment_processing: 'Payment processing',
  funds_received: 'Payment received',
  processing: 'Sending to the recipient',
  completed: 'Delivered',
  on_hold: 'On hold',
  cancelled: 'Cancelled',
  refund_pending: 'Refund on its way',
  refunded: 'Refunded',
  failed: 'Failed',
  expired: 'Expired',
};

export const transferPurposes = {
  family_support: 'Family support',
  education: 'Education',
  medical: 'Medical expenses',
  savings: 'Savings or investment',
  gift: 'Gift',
  property: 'Property or rent',
  business: 'Business',
  other: 'Other',
} as const;
export type TransferPurpose = keyof typeof transferPurposes;

export const sourcesOfFunds = {
  salary: 'Salary or wages',
  savings: 'Savings',
  business_income: 'Business income',
  gift: 'Gift',
  loan: 'Loan',
  sale_of_property: 'Sale of property',
  other: 'Other',
} as const;
export type SourceOfFunds = keyof typeof sourcesOfFunds;

function keysOf<T extends object>(record: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];
}

/** What the customer can tell the recipient's bank, as banks' reference fields allow. */
export const TRANSFER_REFERENCE_MAX = 35;

/** Confirms a quote into a transfer; the `Idempotency-Key` header makes retries safe. */
export const createTransferRequestSchema = z.object({
  quote_id: z.uuid({ error: 'Get a price first.' }),
  recipient_id: z.uuid({ error: 'Choose who receives the money.' }),
  purpose: z.enum(keysOf(transferPurposes), { error: 'Choose the reason for this transfer.' }),
  source_of_funds: z.enum(keysOf(sourcesOfFunds), {
    error: 'Choose where the money comes from.',
  }),
  reference: z
    .string()
    .trim()
    .max(TRANSFER_REFERENCE_MAX, `Keep the reference to ${TRANSFER_REFERENCE_MAX} characters.`)
    .regex(/^[\p{L}\p{N} .,/'()+:?-]*$/u, 'Use letters, numbers and simple punctuation.')
    .optional(),
});
export type CreateTransferRequest = z.input<typeof createTransferRequestSchema>;

/**
 * When refunded money shows on the customer's card, said wherever a refund is mentioned (the
 * cancel dialog, the transfer's page, the payment's result, the emails). Card refunds take
 * days to reach a statement, whatever we do: saying so up front saves a worried call.
 */
export const refundTimeFrame =
  'Card refunds can take 5 to 10 business days to show on your statement.';

/** The header that makes a confirmation safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** What the customer may always do (PRODUCT.md), disclosed before they confirm and on receipts. */
/** How long after paying a customer may still cancel for a full refund (PRODUCT.md). */
export const CANCEL_AFTER_PAYMENT_MINUTES = 30;

export const cancellationRight = `You can cancel for a full refund, fee included, until the money is paid out, and within ${CANCEL_AFTER_PAYMENT_MINUTES} minutes of paying.`;

export const timelineEventSchema = z.object({
  status: transferStatusSchema,
  title: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
  /**
   * What the customer can do to move the transfer on from this step, when there is something:
   * a hold until their identity document is checked asks them to verify. Given whatever the
   * language of the reason, so the app never reads it for words.
   */
  action: z.enum(['verify_identity']).nullable().optional(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/**
 * How a pickup code is read and written for people: "482 910 5736", in groups as a phone
 * number is, so it is read aloud at a counter in three breaths. The stored code has no spaces.
 */
export function groupedPickupCode(code: string): string {
  return code.replace(/^(\d{3})(\d{3})(\d+)$/, '$1 $2 $3');
}

/**
 * A cash pickup transfer that was paid out: the code the recipient gives at the counter, where
 * they collect and what they bring. Only in the owner's answer for that one transfer.
 */
export const pickupSchema = z.object({
  /** Ten digits, no spaces (groupedPickupCode for reading). */
  code: z.string(),
  /** The pickup network the recipient chose ("Cebuana Lhuillier"). */
  network: z.string(),
  /** What the recipient brings to collect. */
  bring: z.string(),
});
export type Pickup = z.infer<typeof pickupSchema>;

export const transferSchema = z.object({
  id: z.string(),
  /** Our tracking number, for support and receipts. */
  tracking_number: z.string(),
  status: transferStatusSchema,
  status_title: z.string(),
  quote_id: z.string(),
  payout_method: payoutMethodSchema,
  send_amount: moneySchema,
  fee: moneySchema,
  total_to_pay: moneySchema,
  receive_amount: moneySchema,
  customer_rate: z.string(),
  mid_market_rate: z.string(),
  /** As on the quote: what our rate cost against the mid-market rate, and that with the fee. */
  rate_cost: moneySchema,
  total_cost: moneySchema,
  rate_type: z.literal('fixed'),
  purpose: z.string(),
  source_of_funds: z.string(),
  reference: z.string().nullable(),
  /**
   * The recipient as they were when the transfer was confirmed, with their details labelled
   * for reading ("Bank: BDO Unibank"), in the order the requirements ask them.
   */
  recipient: recipientSchema
    .omit({ created_at: true, updated_at: true })
    .extend({ display: z.array(z.object({ label: z.string(), value: z.string() })) }),
  available_by: z.string(),
  /** Unpaid transfers expire at this time. */
  pay_by: z.string(),
  /** When the payment was received; null until then. */
  paid_at: z.string().nullable(),
  /** Whether the customer may cancel now (before payout, and within 30 minutes of paying). */
  can_cancel: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  timeline: z.array(timelineEventSchema),
  /** The newest payment attempt, if the customer started one. */
  latest_payment: paymentSchema.nullable(),
  /** Cash pickup, once paid out: how the recipient collects; null otherwise. */
  pickup: pickupSchema.nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** One row of the transactions list: enough for the list, without the timeline. */
export const transferSummarySchema = transferSchema.omit({
  timeline: true,
  latest_payment: true,
  pickup: true,
});
export type TransferSummary = z.infer<typeof transferSummarySchema>;

/**
 * A day to filter by. Years outside 1900–9999 are refused: PostgreSQL has no year 0, and the
 * day after 9999-12-31 has no four-digit year to write it with.
 */
const isoDate = z.iso
  .date({ error: 'Use a date like 2026-05-31.' })
  .refine((day) => day >= '1900-01-01' && day <= '9999-12-30', 'Use a date like 2026-05-31.');

export const transfersQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',') : undefined))
    .pipe(z.array(transferStatusSchema, { error: 'Choose a known status.' }).optional()),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
  recipient_id: z.uuid({ error: 'Choose a recipient.' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransfersQuery = z.input<typeof transfersQuerySchema>;

export const transferPageSchema = z.object({
  data: z.array(transferSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type TransferPage = z.infer<typeof transferPageSchema>;
