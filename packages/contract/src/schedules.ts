import { z } from './zod';
import { amountInputSchema, moneySchema } from './money';
import { payoutMethodSchema } from './corridors';
import { quoteSchema } from './quotes';

/** How often a scheduled transfer repeats. Monthly keeps its day, or the month's last day. */
export const scheduleCadences = ['weekly', 'fortnightly', 'monthly'] as const;
export type ScheduleCadence = (typeof scheduleCadences)[number];
export const scheduleCadenceLabels: Record<ScheduleCadence, string> = {
  weekly: 'Every week',
  fortnightly: 'Every two weeks',
  monthly: 'Every month',
};

/**
 * One occurrence of a schedule: due (its day has not come), prepared (a new price waits for the
 * customer), skipped (never priced), confirmed (it became a transfer), expired (the next one
 * came first), failed (we could not price it: limits, a closed corridor).
 */
export const occurrenceStatuses = [
  'due',
  'prepared',
  'skipped',
  'confirmed',
  'expired',
  'failed',
] as const;
export type OccurrenceStatus = (typeof occurrenceStatuses)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayMessage = 'Choose a date, like 2027-01-31.';

/** Days as the calendar names them: 2027-02-30 does not exist. */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  );
}

export const scheduleDaySchema = z
  .string({ error: dayMessage })
  .regex(DAY, dayMessage)
  .refine(isCalendarDay, 'That date does not exist. Choose a day this month has.');

/** A percent the rate may move before the customer is asked to look again (0.1 to 50). */
export const rateThresholdSchema = z
  .number({ error: 'Enter the rate change as a percent, like 2.' })
  .min(0.1, 'Enter a rate change of at least 0.1%.')
  .max(50, 'Enter a rate change of at most 50%.')
  .nullable();

/** "Repeat": a transfer the customer made, again on a cadence from a day. */
export const createScheduleRequestSchema = z.strictObject({
  transfer_id: z.uuid({ error: 'Choose the transfer to repeat.' }),
  cadence: z.enum(scheduleCadences, {
    error: 'Choose every week, every two weeks or every month.',
  }),
  start_date: scheduleDaySchema,
  rate_threshold_percent: rateThresholdSchema.optional(),
});
export type CreateScheduleRequest = z.input<typeof createScheduleRequestSchema>;

/** Changes the amount (in the schedule's currency, as a quote amount) or the threshold. */
export const updateScheduleRequestSchema = z
  .strictObject({
    amount: amountInputSchema.optional(),
    rate_threshold_percent: rateThresholdSchema.optional(),
  })
  .refine((value) => value.amount !== undefined || value.rate_threshold_percent !== undefined, {
    message: 'Change the amount or the rate alert.',
    path: ['amount'],
  });
export type UpdateScheduleRequest = z.input<typeof updateScheduleRequestSchema>;

export const scheduleOccurrenceSchema = z.object({
  sequence: z.number().int(),
  date: z.string(),
  status: z.enum(occurrenceStatuses),
  quote_id: z.string().nullable(),
  transaction_id: z.string().nullable(),
  /** Why it failed, in words. */
  note: z.string().nullable(),
});
export type ScheduleOccurrence = z.infer<typeof scheduleOccurrenceSchema>;

export const scheduleSchema = z.object({
  id: z.string(),
  recipient: z.object({ id: z.string(), full_name: z.string(), summary: z.string() }),
  corridor_id: z.number().int(),
  payout_method: payoutMethodSchema,
  destination_country: z.string(),
  /** Which amount is fixed: what is sent, or what arrives (as the customer quoted it). */
  amount_type: z.enum(['send', 'receive']),
  amount: moneySchema,
  cadence: z.enum(scheduleCadences),
  start_date: z.string(),
  /** The next day a price is prepared; null once stopped. */
  next_date: z.string().nullable(),
  time_zone: z.string(),
  rate_threshold_percent: z.number().nullable(),
  status: z.enum(['active', 'stopped']),
  stopped_reason: z.string().nullable(),
  /** The prepared occurrence waiting for the customer's confirmation, if any. */
  prepared: scheduleOccurrenceSchema.nullable(),
  occurrences: z.array(scheduleOccurrenceSchema),
  created_at: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleListSchema = z.object({ data: z.array(scheduleSchema) });
export type ScheduleList = z.infer<typeof scheduleListSchema>;

/**
 * The prepared review: the occurrence, its quote (fresh: an expired one is priced again when
 * the review opens) and whether the rate moved past the customer's threshold.
 */
export const scheduleReviewSchema = z.object({
  schedule: scheduleSchema,
  occurrence: scheduleOccurrenceSchema,
  /** The price to confirm: its own `limit_stop` says when it cannot be sent now. */
  quote: quoteSchema,
  rate_move: z
    .object({
      previous_rate: z.string(),
      current_rate: z.string(),
      /** Signed: negative when the recipient gets less per unit sent. */
      percent: z.number(),
      threshold_percent: z.number(),
    })
    .nullable(),
});
export type ScheduleReview = z.infer<typeof scheduleReviewSchema>;

export const confirmScheduleRequestSchema = z.strictObject({
  /** Required (true) when the review reports a rate move past the threshold. */
  rate_move_accepted: z.boolean().optional(),
});
export type ConfirmScheduleRequest = z.input<typeof confirmScheduleRequestSchema>;

/** Operations run a day of scheduled transfers (`ops schedules:run --day`): what each became. */
export const runSchedulesRequestSchema = z.strictObject({
  /** The day to run as; today in each schedule's own zone when absent. */
  day: scheduleDaySchema.optional(),
});
export const runSchedulesResultSchema = z.object({
  results: z.array(
    z.object({
      schedule_id: z.string(),
      /**
       * `moved`: a run had settled the day but stopped before moving the schedule on (a crash);
       * `taken`: another run is on it.
       */
      outcome: z.enum(['prepared', 'failed', 'stopped', 'moved', 'taken']),
    }),
  ),
});
export type RunSchedulesResult = z.infer<typeof runSchedulesResultSchema>;
