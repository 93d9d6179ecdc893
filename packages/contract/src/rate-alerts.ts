import { z } from './zod';

/** How many rate alerts one customer may keep: enough for every corridor they use. */
export const RATE_ALERTS_MAX = 10;

/**
 * How far from today's customer rate a target may be, in percent either way. Rates rarely move
 * a few percent in a month; a target twice today's rate is a typing slip, not a wish.
 */
export const RATE_ALERT_BAND_PERCENT = 50;

/** Six decimals, as customer rates are shown (pricing's RATE_DECIMALS). */
const RATE_TEXT = /^\d{1,9}(\.\d{1,6})?$/;

/**
 * `POST /client/v1/rate-alerts`: tell me when sending through this corridor gets me at least
 * `target_rate` (the customer rate: one unit of the source currency in the destination's, after
 * Homeward's margin).
 */
export const createRateAlertSchema = z.object({
  corridor_id: z
    .number({ error: 'Choose where you send money.' })
    .int('Choose where you send money.')
    .positive('Choose where you send money.'),
  target_rate: z
    .string({ error: 'Give the rate you are waiting for, like 38.5.' })
    .trim()
    .regex(RATE_TEXT, 'Give the rate as a number, like 38.5, with at most 6 decimals.')
    .refine((value) => Number(value) > 0, 'Give a rate above zero.'),
});
export type CreateRateAlert = z.infer<typeof createRateAlertSchema>;

/** One alert as the customer sees it, with today's customer rate beside the target. */
export const rateAlertSchema = z.object({
  id: z.string(),
  corridor: z.object({
    id: z.number().int(),
    source_currency: z.string(),
    destination_currency: z.string(),
    destination_country: z.object({ iso2_alpha: z.string(), common_name: z.string() }),
    /** False when Homeward stopped sending there: the alert waits and never fires. */
    open: z.boolean(),
  }),
  target_rate: z.string(),
  /** Today's customer rate, or null when there is none right now (rates out of date). */
  current_rate: z.string().nullable(),
  /** The current rate is at or above the target. */
  reached: z.boolean(),
  /** The UTC day the alert last told the customer (YYYY-MM-DD), or null. */
  last_notified_on: z.string().nullable(),
  created_at: z.string(),
});
export type RateAlert = z.infer<typeof rateAlertSchema>;

export const rateAlertsSchema = z.object({
  data: z.array(rateAlertSchema),
  /** How many alerts a customer may keep. */
  limit: z.number().int(),
});
export type RateAlerts = z.infer<typeof rateAlertsSchema>;
