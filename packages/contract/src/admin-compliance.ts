import { z } from './zod';
import { monitoringAlertSchema } from './admin-monitoring';
import { moneySchema } from './money';

/**
 * The admin API's compliance calls: the sanctions lists in force and their imports, and the
 * cases screening hits open, which a compliance officer clears or confirms.
 */

export const sanctionsSources = ['ofac', 'un', 'dfat'] as const;
export const sanctionsSourceSchema = z.enum(sanctionsSources, {
  error: 'Choose a list: ofac, un or dfat.',
});
export type SanctionsSourceName = z.infer<typeof sanctionsSourceSchema>;

/** How each list is named to staff. */
export const sanctionsListTitles: Record<SanctionsSourceName, string> = {
  ofac: 'US OFAC Specially Designated Nationals',
  un: 'UN Security Council Consolidated List',
  dfat: 'Australian DFAT Consolidated List',
};

const importSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'superseded', 'rejected']),
  version: z.string().nullable(),
  entries: z.number(),
  names: z.number(),
  origin: z.string(),
  error: z.string().nullable(),
  imported_by: z.string(),
  imported_at: z.string(),
});
export type SanctionsImport = z.infer<typeof importSchema>;

export const sanctionsListSchema = z.object({
  source: sanctionsSourceSchema,
  title: z.string(),
  /** The import in force; null until the list is first loaded. */
  active: importSchema.nullable(),
  /** The latest attempt, when it is not the one in force (a refused or failed import). */
  last_rejected: importSchema.nullable(),
});
export type SanctionsList = z.infer<typeof sanctionsListSchema>;

/** Import from an address the server fetches (the file itself is sent as the raw body). */
export const sanctionsImportUrlSchema = z.object({
  url: z.url({ error: 'Give the list’s address, like https://example.org/sdn.csv.' }),
});

export const sanctionsImportResultSchema = z.object({
  import: importSchema,
  /** Customers and recipients are screened again against the new list (a job). */
  rescreening: z.boolean(),
});
export type SanctionsImportResult = z.infer<typeof sanctionsImportResultSchema>;

// ---- Cases ----

export const caseStatuses = ['open', 'cleared', 'confirmed'] as const;
export const caseStatusSchema = z.enum(caseStatuses);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

const listedEntrySchema = z.object({
  kind: z.string(),
  names: z.array(z.object({ name: z.string(), kind: z.string() })),
  dates_of_birth: z.array(z.string()),
  nationalities: z.array(z.string()),
  programs: z.array(z.string()),
  remarks: z.string(),
});

export const screeningHitSchema = z.object({
  source: sanctionsSourceSchema,
  ref: z.string(),
  primary_name: z.string(),
  matched_name: z.string(),
  matched_name_kind: z.string(),
  /** 0 to 1: the name's similarity, moved by date of birth and nationality. */
  score: z.number(),
  reasons: z.array(z.string()),
  /** The entry as listed when the hit was found. */
  entry: listedEntrySchema,
});
export type ScreeningHit = z.infer<typeof screeningHitSchema>;

export const caseSummarySchema = z.object({
  id: z.string(),
  /** What staff quote: "C-1042". */
  reference: z.string(),
  /** screening: sanctions hits on a customer or recipient; monitoring: alerts on a customer. */
  kind: z.enum(['screening', 'monitoring']),
  status: caseStatusSchema,
  subject_type: z.enum(['customer', 'recipient']),
  subject_name: z.string(),
  customer: z.object({ id: z.string(), crn: z.string(), name: z.string().nullable() }),
  top_score: z.number(),
  hit_count: z.number(),
  alert_count: z.number(),
  /** Whether the case stops the subject's payouts (alert-only monitoring cases do not). */
  stops_payout: z.boolean(),
  trigger: z.string(),
  opened_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const complianceCaseSchema = caseSummarySchema.extend({
  subject: z.object({
    name: z.string(),
    date_of_birth: z.string().nullable(),
    nationality: z.string().nullable(),
  }),
  hits: z.array(screeningHitSchema),
  /** A monitoring case's alerts, oldest first (none on a screening case). */
  alerts: z.array(monitoringAlertSchema),
  /** Transfers this case stops: paid and waiting, or on their way to being paid. */
  transfers: z.array(
    z.object({
      id: z.string(),
      tracking_number: z.string(),
      status: z.string(),
      send: moneySchema,
      created_at: z.string(),
    }),
  ),
  decision: z.object({ by: z.string(), note: z.string(), at: z.string() }).nullable(),
});
export type ComplianceCase = z.infer<typeof complianceCaseSchema>;

export const caseQuerySchema = z.object({ status: caseStatusSchema.optional() });

export const caseDecisionSchema = z.object({
  note: z
    .string({ error: 'Write down why.' })
    .trim()
    .min(10, 'Write down why, in at least 10 characters.')
    .max(2000, 'Keep the note under 2,000 characters.'),
});

// ---- The suspicious matter report a confirmed case prepares ----

const partySchema = z.object({
  role: z.enum(['customer', 'recipient']),
  full_name: z.string(),
  date_of_birth: z.string().nullable(),
  nationality: z.string().nullable(),
  customer_number: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** A recipient's country and how they are paid (bank, account), as the customer gave them. */
  payout_details: z.array(z.object({ label: z.string(), value: z.string() })),
});

/**
 * A draft of AUSTRAC's suspicious matter report, prepared from a confirmed case for the
 * compliance officer to complete and lodge in AUSTRAC Online: its sections, filled from what
 * Homeward holds. It is never sent anywhere by Homeward.
 */
export const smrDraftSchema = z.object({
  case_reference: z.string(),
  reporting_entity: z.object({ name: z.string(), re_number: z.string(), abn: z.string() }),
  /** When the suspicion was formed: the officer's confirmation. */
  suspicion_formed_at: z.string(),
  /** Three business days after (the AML/CTF Act's deadline; 24 hours for terrorism financing). */
  due_by: z.string(),
  due_by_if_terrorism_financing: z.string(),
  grounds: z.string(),
  /** The person the suspicion is about, and (for a recipient) the customer who sent to them. */
  subject: partySchema,
  ordering_customer: partySchema.nullable(),
  listed_entries: z.array(
    z.object({
      list: z.string(),
      ref: z.string(),
      primary_name: z.string(),
      programs: z.array(z.string()),
      score: z.number(),
    }),
  ),
  transactions: z.array(
    z.object({
      tracking_number: z.string(),
      date: z.string(),
      status: z.string(),
      sent: moneySchema,
      to_be_received: moneySchema,
      recipient_name: z.string(),
      destination_country: z.string(),
    }),
  ),
});
export type SmrDraft = z.infer<typeof smrDraftSchema>;
