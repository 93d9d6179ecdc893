import { z } from './zod';

/**
 * Wire shapes of the regulator's reports (AUSTRAC's IFTI-DRA: every transfer sent out of
 * Australia, reported within 10 business days) and of finance's CSV exports.
 */

/** A calendar date that exists: 2026-02-30 is refused, not read as 2 March. */
const isRealDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};

const isoDay = z
  .string({ error: 'Give a date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD.')
  .refine(isRealDay, 'Give a real date.');

/** A period of whole days, both ends included, at most a year and a day long. */
export const reportPeriodSchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((period) => period.from <= period.to, {
    message: 'The period must end on or after the day it starts.',
    path: ['to'],
  })
  .refine((period) => Date.parse(period.to) - Date.parse(period.from) <= 366 * 86_400_000, {
    message: 'Ask for at most a year at a time.',
    path: ['to'],
  });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const regulatorReportStatuses = ['generated', 'submitted'] as const;

export const regulatorReportSchema = z.object({
  id: z.string(),
  /** The regulator's format, such as austrac-ifti-dra. */
  format: z.string(),
  /** The business day the report covers (the day its transfers were sent). */
  day: z.string(),
  sequence: z.number().int(),
  status: z.enum(regulatorReportStatuses),
  file_name: z.string(),
  sha256: z.string(),
  transfer_count: z.number().int(),
  generated_at: z.string(),
  generated_by: z.string(),
  submitted_at: z.string().nullable(),
  submitted_by: z.string().nullable(),
  receipt: z.string().nullable(),
});
export type RegulatorReport = z.infer<typeof regulatorReportSchema>;

/** A day on which reportable transfers were sent, and how far their reporting has got. */
export const reportingDaySchema = z.object({
  day: z.string(),
  /** Reportable transfers sent that day. */
  transfers: z.number().int(),
  /** Of those, in a generated report; and in a submitted one. */
  reported: z.number().int(),
  submitted: z.number().int(),
  /** The last day to lodge them (10 business days after the day). */
  deadline: z.string(),
  /** Business days from today to the deadline (0 on the day itself, negative past it). */
  business_days_left: z.number().int(),
  /** Some of the day's transfers are not in a submitted report and the deadline has passed. */
  overdue: z.boolean(),
});
export type ReportingDay = z.infer<typeof reportingDaySchema>;

export const iftiOverviewSchema = z.object({
  days: z.array(reportingDaySchema),
  reports: z.array(regulatorReportSchema),
});
export type IftiOverview = z.infer<typeof iftiOverviewSchema>;

export const generateIftiSchema = z.object({ day: isoDay });

export const reportSubmittedSchema = z.object({
  receipt: z
    .string({ error: 'Give the receipt reference AUSTRAC Online gave the file.' })
    .trim()
    .min(3, 'Give the receipt reference AUSTRAC Online gave the file.')
    .max(100, 'Keep the receipt reference under 100 characters.')
    .regex(/^[^\p{Cc}]*$/u, 'The receipt reference must be one line.'),
});

export const financeExportKinds = ['transfers', 'fees', 'refunds', 'journals'] as const;
export const financeExportKindSchema = z.enum(financeExportKinds, {
  error: `Choose one of ${financeExportKinds.join(', ')}.`,
});
export type FinanceExportKind = z.infer<typeof financeExportKindSchema>;
