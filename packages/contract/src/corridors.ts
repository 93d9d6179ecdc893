import { z } from './zod';
import { moneySchema } from './money';

/** How the recipient receives the money. */
export const payoutMethods = ['bank_account', 'mobile_wallet', 'cash_pickup'] as const;
export const payoutMethodSchema = z.enum(payoutMethods, {
  error: 'Choose how the recipient receives the money.',
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

export const payoutMethodLabels: Record<PayoutMethod, string> = {
  bank_account: 'Bank account',
  mobile_wallet: 'Mobile wallet',
  cash_pickup: 'Cash pickup',
};

/** One payout method of a corridor with its price and how long delivery takes. */
export const corridorPayoutMethodSchema = z.object({
  method: payoutMethodSchema,
  fixed_fee: moneySchema,
  /** Percentage of the send amount, as a decimal string ("0.50" means half a percent). */
  percentage_fee: z.string(),
  delivery_minutes: z.number().int(),
});
export type CorridorPayoutMethod = z.infer<typeof corridorPayoutMethodSchema>;

/** Where money can go: a source currency to a destination country and currency. */
export const corridorSchema = z.object({
  id: z.number().int(),
  source_currency: z.string(),
  /** Digits after the decimal point (ISO 4217), for inputs and formatting. */
  source_currency_decimals: z.number().int(),
  destination_country: z.object({
    id: z.number().int(),
    iso2_alpha: z.string(),
    common_name: z.string(),
  }),
  destination_currency: z.string(),
  destination_currency_decimals: z.number().int(),
  min_send_amount: moneySchema,
  max_send_amount: moneySchema,
  payout_methods: z.array(corridorPayoutMethodSchema),
  /**
   * How long a price stays locked once quoted, in minutes: the API's `QUOTE_TTL_MINUTES`, so
   * the calculator can say it before any price exists. A quote's own lock is its `created_at`
   * to `expires_at`.
   */
  price_lock_minutes: z.number().int().positive(),
});
export type Corridor = z.infer<typeof corridorSchema>;
export const corridorsSchema = z.array(corridorSchema);
