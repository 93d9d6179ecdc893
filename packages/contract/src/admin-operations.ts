import { z } from './zod';

/**
 * Wire shapes of the admin API's operations routes (the ledger's check, reconciliation, the
 * security events of every customer, refunds and document expiry): what the ops CLI used to
 * compute in-process, now asked of the server like everything else.
 */

export const ledgerCheckSchema = z.object({
  journals: z.number().int(),
  balances: z.array(
    z.object({ account: z.string(), currency: z.string(), balance_minor: z.number().int() }),
  ),
  /** Journals whose entries do not sum to zero in a currency: a bug, never expected. */
  unbalanced: z.array(
    z.object({
      journal_id: z.string(),
      kind: z.string(),
      currency: z.string(),
      sum_minor: z.number(),
    }),
  ),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

const flowsSchema = z.object({
  captured_minor: z.number().int(),
  refunded_minor: z.number().int(),
  net_minor: z.number().int(),
});

export const reconciliationReportSchema = z.object({
  provider: z.string(),
  at: z.string(),
  totals: z.array(
    z.object({
      currency: z.string(),
      provider: flowsSchema,
      payments: flowsSchema,
      ledger_minor: z.number().int(),
      agrees: z.boolean(),
    }),
  ),
  differences: z.array(
    z.object({
      kind: z.string(),
      transfer_id: z.string().nullable(),
      payment_id: z.string().nullable(),
      reference: z.string().nullable(),
      currency: z.string(),
      amount_minor: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type ReconciliationReportBody = z.infer<typeof reconciliationReportSchema>;

export const securityEventsQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce
    .number({ error: 'The limit is a whole number from 1 to 1000.' })
    .int('The limit is a whole number from 1 to 1000.')
    .min(1, 'The limit is a whole number from 1 to 1000.')
    .max(1000, 'The limit is a whole number from 1 to 1000.')
    .default(50),
});
export const securityEventRowSchema = z.object({
  at: z.string(),
  type: z.string(),
  /** '-' for a failed sign-in to an address with no account. */
  email: z.string(),
  ip: z.string(),
  client: z.string(),
});
