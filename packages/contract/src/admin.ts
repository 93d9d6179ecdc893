import { z } from './zod';
import { transferStatusSchema } from './transfers';

/**
 * The admin API (`/admin/v1`), spoken by the back-office console and the ops CLI. Staff are not
 * customers: their own accounts, roles, sessions (cookie `homeward_staff`, path `/admin/`) and
 * second factor, always. Wire names are snake_case like the customer API's.
 */
export const ADMIN_PREFIX = '/admin/v1';
/** The console echoes the `csrf_token` its session answer carries in this header. */
export const STAFF_CSRF_HEADER = 'x-staff-csrf';

export const staffRoles = ['support', 'compliance', 'finance', 'admin'] as const;
export const staffRoleSchema = z.enum(staffRoles, { error: 'Choose a known role.' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffRoleTitles: Record<StaffRole, string> = {
  support: 'Support',
  compliance: 'Compliance',
  finance: 'Finance',
  admin: 'Admin',
};

/**
 * What each role may do. One table, read by the API's guard and by the console to hide what a
 * staff member cannot use (the API refuses it anyway).
 */
export const staffPermissions = {
  'customers.read': ['support', 'compliance', 'finance'],
  'customers.note': ['support', 'compliance'],
  'customers.block': ['compliance'],
  'customers.resend_mail': ['support'],
  'documents.read': ['compliance'],
  'documents.review': ['compliance'],
  'transfers.read': ['support', 'compliance', 'finance'],
  'transfers.hold': ['compliance'],
  'transfers.refund': ['finance'],
  'webhooks.redeliver': ['finance'],
  'jobs.read': ['support', 'compliance', 'finance', 'admin'],
  'jobs.retry': ['finance', 'admin'],
  'pricing.read': ['support', 'compliance', 'finance'],
  'pricing.change': ['finance'],
  'queue.read': ['support', 'compliance', 'finance', 'admin'],
  'audit.read': ['compliance', 'admin'],
  'cases.read': ['compliance'],
  'cases.decide': ['compliance'],
  'monitoring.read': ['compliance'],
  'monitoring.change': ['compliance'],
  'sanctions.read': ['compliance', 'admin'],
  'sanctions.import': ['compliance', 'admin'],
  'reports.read': ['compliance'],
  'reports.manage': ['compliance'],
  'exports.finance': ['finance'],
  'support.read': ['support', 'compliance'],
  'support.reply': ['support'],
  'staff.manage': ['admin'],
  /** Re-sealing what APP_KEY protects after a key rotation (`ops keys:reseal`). */
  'keys.manage': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof staffPermissions;

export function staffMay(roles: readonly StaffRole[], permission: StaffPermission): boolean {
  const allowed: readonly StaffRole[] = staffPermissions[permission];
  return roles.some((role) => allowed.includes(role));
}

const email = z
  .string({ error: 'Enter an email address.' })
  .trim()
  .toLowerCase()
  .max(254, 'That email address is too long.')
  .email('Enter a valid email address.');

const reason = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(5, 'Give a reason of at least 5 characters.')
  .max(500, 'Keep the reason under 500 characters.');

// ---- Staff and their sessions ----

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  /** invited: has not set a password yet; disabled: can no longer sign in. */
  status: z.enum(['invited', 'active', 'disabled']),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSessionSchema = z.object({
  /** second_factor: the password was right; the authenticator code is still owed. */
  stage: z.enum(['second_factor', 'signed_in']),
  staff: staffMemberSchema,
  csrf_token: z.string(),
  expires_at: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSignInSchema = z.object({
  email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024),
});
export const staffCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});

export const staffInvitationSchema = z.object({
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  /** The authenticator secret to enrol before the invitation can be accepted. */
  totp_secret: z.string(),
  otpauth_url: z.string(),
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const acceptInvitationSchema = z.object({
  password: z
    .string({ error: 'Choose a password.' })
    .min(12, 'Use at least 12 characters.')
    .max(1024, 'That password is too long.'),
  code: staffCodeSchema.shape.code,
});

export const inviteStaffSchema = z.object({
  email,
  name: z
    .string({ error: 'Enter their name.' })
    .trim()
    .min(1, 'Enter their name.')
    .max(100, 'Keep the name under 100 characters.'),
  roles: z.array(staffRoleSchema).min(1, 'Give at least one role.').max(staffRoles.length),
});
export const invitedStaffSchema = z.object({
  staff: staffMemberSchema,
  /** Sent by email too; shown once to the admin for a colleague without mail yet. */
  invitation_url: z.string(),
});

export const updateStaffSchema = z
  .object({
    roles: z.array(staffRoleSchema).min(1, 'Give at least one role.').max(staffRoles.length),
    disabled: z.boolean(),
  })
  .partial()
  .refine((body) => body.roles !== undefined || body.disabled !== undefined, {
    message: 'Change the roles or the access.',
  });

/** A service token: a staff member's standing credential for the ops CLI (Bearer). */
export const staffTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export const createStaffTokenSchema = z.object({
  name: z.string().trim().min(1, 'Name the token.').max(100),
});
export const createdStaffTokenSchema = staffTokenSchema.extend({
  /** Shown once: only its hash is kept. */
  token: z.string(),
});

// ---- The work queue ----

const queueLaneSchema = z.object({
  count: z.number().int(),
  /** When the oldest item arrived, for its age; null when the lane is empty. */
  oldest_at: z.string().nullable(),
});
export const workQueueSchema = z.object({
  documents: queueLaneSchema,
  holds: queueLaneSchema,
  proposals: queueLaneSchema,
  failed_jobs: queueLaneSchema,
  /** Screening hits (and later monitoring alerts) waiting for a compliance officer. */
  cases: queueLaneSchema,
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

// ---- Customers ----

export const customerSearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search with fewer than 200 characters.').default(''),
});
export const customerSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  blocked: z.boolean(),
  created_at: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string(),
  created_at: z.string(),
});
export const addNoteSchema = z.object({
  body: z
    .string({ error: 'Write the note.' })
    .trim()
    .min(1, 'Write the note.')
    .max(4000, 'Keep a note under 4,000 characters.'),
});
export const blockSchema = z.object({ reason });

// ---- Documents ----

export const documentReviewStatuses = [
  'pending',
  'in_review',
  'approved',
  'rejected',
  'expired',
] as const;

export const adminDocumentsQuerySchema = z.object({
  status: z
    .string()
    .max(100)
    .default('pending,in_review')
    .transform((value) => value.split(',').map((s) => s.trim()))
    .pipe(
      z
        .array(z.enum(documentReviewStatuses, { error: 'Choose known statuses.' }))
        .min(1)
        .max(5),
    ),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const adminDocumentSummarySchema = z.object({
  id: z.string(),
  status: z.enum(documentReviewStatuses),
  category: z.string(),
  type: z.string(),
  customer_id: z.string(),
  customer_email: z.string(),
  created_at: z.string(),
});

export const adminDocumentSchema = adminDocumentSummarySchema.extend({
  customer_name: z.string(),
  customer_birth_date: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  reading: z
    .object({
      given_names: z.string(),
      surname: z.string(),
      birth_date: z.string(),
      document_number: z.string(),
      expires_on: z.string(),
    })
    .nullable(),
  /** The pages in order; each `url` is an admin route serving the page's bytes. */
  pages: z.array(z.object({ number: z.number().int(), content_type: z.string(), url: z.string() })),
  history: z.array(
    z.object({
      status: z.string(),
      actor: z.string(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

const isoDate = z
  .string({ error: 'Enter the date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.');

export const approveDocumentSchema = z.object({
  /** Required for a proof of identity: what the reviewer read from the pages. */
  reading: z
    .object({
      given_names: z.string().trim().min(1, 'Enter the given names.').max(200),
      surname: z.string().trim().min(1, 'Enter the surname.').max(200),
      birth_date: isoDate,
      document_number: z.string().trim().min(1, 'Enter the document number.').max(64),
      expires_on: isoDate,
    })
    .optional(),
});
export const rejectDocumentSchema = z.object({ reason });

// ---- Transfers ----

export const adminTransfersQuerySchema = z.object({
  /** A tracking number, a customer's email or a transfer id. */
  q: z.string().trim().max(200).default(''),
  status: transferStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminTransferSummarySchema = z.object({
  id: z.string(),
  tracking_number: z.string(),
  status: transferStatusSchema,
  customer_id: z.string(),
  customer_email: z.string(),
  recipient_name: z.string(),
  send_amount: z.string(),
  send_currency: z.string(),
  receive_amount: z.string(),
  receive_currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminTransferSummary = z.infer<typeof adminTransferSummarySchema>;

export const holdSchema = z.object({ reason });

// ---- Four eyes ----

export const proposalKinds = ['release_hold', 'rate', 'corridor', 'fee'] as const;
export const proposalSchema = z.object({
  id: z.string(),
  kind: z.enum(proposalKinds),
  /** What it would change, in words, for the approver. */
  summary: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(['pending', 'approved', 'rejected']),
  proposed_by: z.string(),
  decided_by: z.string().nullable(),
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

const decimalText = (what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,10})?$/, `Enter the ${what} as a number, like 38.2145.`);

export const rateChangeSchema = z.object({
  base: z.string().regex(/^[A-Z]{3}$/, 'Give the base currency, like AUD.'),
  quote: z.string().regex(/^[A-Z]{3}$/, 'Give the quote currency, like PHP.'),
  rate: decimalText('rate'),
});
export const corridorChangeSchema = z.object({
  corridor_id: z.number().int().positive(),
  min_send: decimalText('minimum').optional(),
  max_send: decimalText('maximum').optional(),
  margin_percent: decimalText('margin').optional(),
  enabled: z.boolean().optional(),
});
export const feeChangeSchema = z.object({
  corridor_id: z.number().int().positive(),
  method: z.enum(['bank_account', 'mobile_wallet', 'cash_pickup']),
  fixed_fee: decimalText('fixed fee').optional(),
  percentage_fee: decimalText('percentage fee').optional(),
  delivery_minutes: z.number().int().min(0).max(100_000).optional(),
  enabled: z.boolean().optional(),
});
export const proposeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rate'), change: rateChangeSchema }),
  z.object({ kind: z.literal('corridor'), change: corridorChangeSchema }),
  z.object({ kind: z.literal('fee'), change: feeChangeSchema }),
]);

export const rateHistoryEntrySchema = z.object({
  base: z.string(),
  quote: z.string(),
  rate: z.string(),
  source: z.string(),
  changed_by: z.string(),
  at: z.string(),
});

// ---- The audit log ----

export const auditQuerySchema = z.object({
  staff: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  target: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staff_email: z.string(),
  roles: z.array(z.string()),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ---- Pages of one record ----

export const adminCustomerSchema = customerSummarySchema.extend({
  birth_date: z.string().nullable(),
  nationality: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  /** Onboarding answers and other attributes, by their title. */
  attributes: z.array(z.object({ title: z.string(), value: z.string() })),
  tier: z.string(),
  limits: z.object({ currency: z.string(), used_30_days: z.string(), limit_30_days: z.string() }),
  documents: z.array(adminDocumentSummarySchema),
  transfers: z.array(adminTransferSummarySchema),
  recipients: z.array(
    z.object({ id: z.string(), name: z.string(), country: z.string(), method: z.string() }),
  ),
  devices: z.array(
    z.object({
      id: z.string(),
      client: z.string(),
      ip: z.string(),
      last_active_at: z.string(),
      current: z.boolean(),
    }),
  ),
  security_events: z.array(
    z.object({ type: z.string(), ip: z.string(), client: z.string(), at: z.string() }),
  ),
  notes: z.array(customerNoteSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminTransferSchema = adminTransferSummarySchema.extend({
  fee: z.string(),
  rate: z.string(),
  payout_method: z.string(),
  hold_reason: z.string().nullable(),
  /** Above this the release of a hold needs a second officer's approval (four eyes). */
  release_needs_approval: z.boolean(),
  events: z.array(
    z.object({
      status: z.string(),
      actor: z.string(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      status: z.string(),
      amount: z.string(),
      currency: z.string(),
      created_at: z.string(),
    }),
  ),
  journals: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      at: z.string(),
      entries: z.array(z.object({ account: z.string(), amount: z.string(), currency: z.string() })),
    }),
  ),
  webhooks: z.array(
    z.object({ id: z.string(), type: z.string(), received_at: z.string(), outcome: z.string() }),
  ),
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;

// ---- Rates, corridors, jobs ----

export const adminRateSchema = z.object({
  base: z.string(),
  quote: z.string(),
  rate: z.string(),
  source: z.string(),
  as_of: z.string(),
});
export const adminCorridorSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  source_currency: z.string(),
  destination_country: z.string(),
  destination_currency: z.string(),
  min_send: z.string(),
  max_send: z.string(),
  margin_percent: z.string(),
  enabled: z.boolean(),
  methods: z.array(
    z.object({
      method: z.string(),
      fixed_fee: z.string(),
      percentage_fee: z.string(),
      delivery_minutes: z.number().int(),
      enabled: z.boolean(),
    }),
  ),
});
export type AdminCorridor = z.infer<typeof adminCorridorSchema>;

export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  failed_at: z.string(),
});

/** Lists answer `{ data: [...] }`, like the customer API's pages. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

// ---- Added with the back office's money routes (transfers, four eyes, pricing, jobs) ----

export const proposalStatuses = ['pending', 'approved', 'rejected'] as const;
export const proposalsQuerySchema = z.object({
  status: z.enum(proposalStatuses, { error: 'Choose pending, approved or rejected.' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/** Rejecting (or withdrawing) a proposal says why, for the proposer and the audit log. */
export const rejectProposalSchema = z.object({ reason });
/** A release at or above the four-eyes threshold answers 202 with the proposal it made. */
export const proposedSchema = z.object({ proposal: proposalSchema });

export const rateHistoryQuerySchema = z.object({
  base: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Give the base currency, like AUD.')
    .optional(),
  quote: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Give the quote currency, like PHP.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const jobsQuerySchema = z.object({
  state: z.enum(['failed'], { error: 'Only failed jobs are listed.' }).default('failed'),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

/** The provider will send this many of a payment's webhooks again. */
export const redeliveredSchema = z.object({ redelivered: z.number().int() });
