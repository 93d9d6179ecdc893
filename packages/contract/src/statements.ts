import { z } from './zod';

/** The longest period one statement covers: a year, both ends included (2026-01-01 to 2026-12-31). */
export const STATEMENT_MAX_DAYS = 366;

export const statementFormats = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof statementFormats)[number];

const day = z.iso
  .date({ error: 'Give a date like 2026-05-31.' })
  .refine(
    (value) => value >= '2000-01-01' && value <= '9999-12-30',
    'Give a date like 2026-05-31.',
  );

/** Whole days between two YYYY-MM-DD dates, both counted (the same day is 1). */
export function daysInPeriod(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * `GET /client/v1/statements`: the customer's transfers created in a period of whole days in
 * their time zone (`tz`, the browser's; their country's when absent), as a CSV or PDF file.
 */
export const statementQuerySchema = z
  .object({
    from: day,
    to: day,
    format: z.enum(statementFormats, { error: 'Choose CSV or PDF.' }),
    tz: z.string().max(64).optional(),
  })
  .refine((query) => query.from <= query.to, {
    message: 'The period must end on or after the day it starts.',
    path: ['to'],
  })
  .refine((query) => daysInPeriod(query.from, query.to) <= STATEMENT_MAX_DAYS, {
    message: 'A statement covers at most 12 months. Choose a shorter period.',
    path: ['to'],
  });
export type StatementQuery = z.infer<typeof statementQuerySchema>;
