import {
  ADMIN_PREFIX,
  STAFF_CSRF_HEADER,
  type AdminDocument,
  type AdminTransfer,
  type CaseSummary,
  type ComplianceCase,
  type Proposal,
  type RegulatorReport,
  type ReportingDay,
  type SanctionsImport,
  type SanctionsList,
  type StaffRole,
  type StaffSession,
  type WorkQueue,
} from '@homeward/contract';
import { http, HttpResponse, type JsonBodyType } from 'msw';

/** An admin API path, matching any origin (the client builds absolute URLs). */
export const admin = (path: string) => `*${ADMIN_PREFIX}${path}`;

export const CSRF = 'csrf-from-session';

export function staffSession(
  roles: StaffRole[] = ['compliance'],
  stage: StaffSession['stage'] = 'signed_in',
): StaffSession {
  return {
    stage,
    staff: {
      id: 'staff-1',
      email: 'ana@homeward.test',
      name: 'Ana Reyes',
      roles,
      status: 'active',
      created_at: '2026-01-05T09:00:00Z',
      last_sign_in_at: '2026-11-25T08:00:00Z',
    },
    csrf_token: CSRF,
    expires_at: '2026-11-25T20:00:00Z',
  };
}

export const signedInAs = (roles: StaffRole[] = ['compliance']) =>
  http.get(admin('/session'), () => HttpResponse.json(staffSession(roles)));

export const signedOut = () =>
  http.get(admin('/session'), () =>
    HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
  );

/** Answers only when the state-changing request echoes the session's CSRF token. */
export function withCsrf(
  method: 'post' | 'patch' | 'put' | 'delete',
  path: string,
  answer: (request: Request) => Promise<Response> | Response,
) {
  return http[method](admin(path), async ({ request }) => {
    if (request.headers.get(STAFF_CSRF_HEADER) !== CSRF) {
      return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
    }
    return answer(request);
  });
}

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const workQueue = (): WorkQueue => ({
  documents: { count: 3, oldest_at: hoursAgo(2) },
  holds: { count: 1, oldest_at: hoursAgo(26) },
  proposals: { count: 0, oldest_at: null },
  failed_jobs: { count: 2, oldest_at: new Date(Date.now() - 5 * 60_000).toISOString() },
  cases: { count: 1, oldest_at: hoursAgo(3) },
});

export const identityDocument = (overrides: Partial<AdminDocument> = {}): AdminDocument => ({
  id: 'doc-1',
  status: 'pending',
  category: 'proof_of_identity',
  type: 'passport',
  customer_id: 'cus-1',
  customer_email: 'maria@example.com',
  created_at: '2026-11-25T06:00:00Z',
  customer_name: 'Maria Santos',
  customer_birth_date: '1990-05-01',
  rejection_reason: null,
  reading: null,
  pages: [
    { number: 1, content_type: 'image/jpeg', url: '/admin/v1/documents/doc-1/pages/1' },
    { number: 2, content_type: 'application/pdf', url: '/admin/v1/documents/doc-1/pages/2' },
  ],
  history: [
    { status: 'pending', actor: 'maria@example.com', reason: null, at: '2026-11-25T06:00:00Z' },
  ],
  ...overrides,
});

export const heldTransfer = (overrides: Partial<AdminTransfer> = {}): AdminTransfer => ({
  id: 'tr-1',
  tracking_number: 'HW-7Q2K-9LMX',
  status: 'on_hold',
  customer_id: 'cus-1',
  customer_email: 'maria@example.com',
  recipient_name: 'Jose Santos',
  send_amount: '9500.00',
  send_currency: 'AUD',
  receive_amount: '355000.00',
  receive_currency: 'PHP',
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:05:00Z',
  fee: '4.99',
  rate: '37.3684',
  payout_method: 'bank_account',
  hold_reason: 'Above the automatic payout limit.',
  release_needs_approval: false,
  events: [
    {
      status: 'awaiting_payment',
      actor: 'maria@example.com',
      reason: null,
      at: '2026-11-24T10:00:00Z',
    },
    {
      status: 'on_hold',
      actor: 'system',
      reason: 'Above the automatic payout limit.',
      at: '2026-11-24T10:05:00Z',
    },
  ],
  payments: [],
  journals: [],
  webhooks: [],
  ...overrides,
});

export const proposal = (overrides: Partial<Proposal> = {}): Proposal => ({
  id: 'prop-1',
  kind: 'rate',
  summary: 'AUD → PHP rate from 37.2000 to 37.4100',
  payload: { base: 'AUD', quote: 'PHP', rate: '37.4100' },
  status: 'pending',
  proposed_by: 'ana@homeward.test',
  decided_by: null,
  decision_reason: null,
  created_at: '2026-11-25T07:30:00Z',
  decided_at: null,
  ...overrides,
});

export const caseSummary = (overrides: Partial<CaseSummary> = {}): CaseSummary => ({
  id: 'case-1',
  reference: 'C-1042',
  kind: 'screening',
  status: 'open',
  subject_type: 'recipient',
  subject_name: 'Ali Hassan Mahmoud',
  customer: { id: 'cus-1', crn: 'HW-100234', name: 'Maria Santos' },
  top_score: 0.934,
  hit_count: 2,
  alert_count: 0,
  stops_payout: true,
  trigger: 'recipient_saved',
  opened_at: '2026-11-25T05:00:00Z',
  decided_at: null,
  ...overrides,
});

/** A recipient's case: two hits, one on an alias, one on a weak alias of another entry. */
export const complianceCase = (overrides: Partial<ComplianceCase> = {}): ComplianceCase => ({
  ...caseSummary(),
  subject: { name: 'Ali Hassan Mahmoud', date_of_birth: '1971-03-02', nationality: 'IQ' },
  alerts: [],
  hits: [
    {
      source: 'ofac',
      ref: '12345',
      primary_name: 'MAHMUD, Ali Hasan',
      matched_name: 'Ali Hassan MAHMOUD',
      matched_name_kind: 'aka',
      score: 0.934,
      reasons: [
        "name 0.93 against alias 'Ali Hassan MAHMOUD'",
        'date of birth 1971 agrees (+0.03)',
      ],
      entry: {
        kind: 'individual',
        names: [
          { name: 'MAHMUD, Ali Hasan', kind: 'primary' },
          { name: 'Ali Hassan MAHMOUD', kind: 'aka' },
          { name: 'Abu Hassan', kind: 'weak_aka' },
          { name: 'علي حسن محمود', kind: 'original_script' },
        ],
        dates_of_birth: ['1971'],
        nationalities: ['IQ'],
        programs: ['SDGT'],
        remarks: 'Financier of a designated group.',
      },
    },
    {
      source: 'un',
      ref: 'QDi.401',
      primary_name: 'ALI HASSAN AL-MAHMOUD',
      matched_name: 'Ali Hasan Mahmood',
      matched_name_kind: 'fka',
      score: 0.87,
      reasons: ["name 0.87 against former name 'Ali Hasan Mahmood'"],
      entry: {
        kind: 'individual',
        names: [
          { name: 'ALI HASSAN AL-MAHMOUD', kind: 'primary' },
          { name: 'Ali Hasan Mahmood', kind: 'fka' },
        ],
        dates_of_birth: ['1968-07-14'],
        nationalities: ['SY'],
        programs: ['Al-Qaida'],
        remarks: '',
      },
    },
  ],
  transfers: [
    {
      id: 'tr-1',
      tracking_number: 'HW-7Q2K-9LMX',
      status: 'funds_received',
      send: { amount: '950.00', currency: 'AUD' },
      created_at: '2026-11-25T04:58:00Z',
    },
  ],
  decision: null,
  ...overrides,
});

export const sanctionsImport = (overrides: Partial<SanctionsImport> = {}): SanctionsImport => ({
  id: 'imp-1',
  status: 'active',
  version: '05/03/2024',
  entries: 12_873,
  names: 31_004,
  origin: 'sdn.csv',
  error: null,
  imported_by: 'ana@homeward.test',
  imported_at: '2026-11-20T09:00:00Z',
  ...overrides,
});

export const sanctionsLists = (): SanctionsList[] => [
  {
    source: 'ofac',
    title: 'US OFAC Specially Designated Nationals',
    active: sanctionsImport(),
    last_rejected: null,
  },
  {
    source: 'un',
    title: 'UN Security Council Consolidated List',
    active: sanctionsImport({
      id: 'imp-2',
      version: '2024-11-30',
      entries: 1_002,
      names: 3_410,
      origin: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
      imported_by: 'scheduled refresh',
    }),
    last_rejected: sanctionsImport({
      id: 'imp-3',
      status: 'rejected',
      version: null,
      entries: 0,
      names: 0,
      origin: 'consolidated-short.xml',
      error:
        'The new file has 12 entries, 99% fewer than the 1,002 in force; an import that shrinks a list by more than 20% is refused as suspicious. The list in force is kept.',
      imported_at: '2026-11-24T16:00:00Z',
    }),
  },
  { source: 'dfat', title: 'Australian DFAT Consolidated List', active: null, last_rejected: null },
];

export const reportingDay = (overrides: Partial<ReportingDay> = {}): ReportingDay => ({
  day: '2026-11-20',
  transfers: 3,
  reported: 0,
  submitted: 0,
  deadline: '2026-12-04',
  business_days_left: 7,
  overdue: false,
  ...overrides,
});

export const regulatorReport = (overrides: Partial<RegulatorReport> = {}): RegulatorReport => ({
  id: 'rep-1',
  format: 'austrac-ifti-dra',
  day: '2026-11-18',
  sequence: 1,
  status: 'generated',
  file_name: 'IFTI-DRA-100000000-20261118-01.xml',
  sha256: 'a'.repeat(64),
  transfer_count: 2,
  generated_at: '2026-11-19T20:00:00Z',
  generated_by: 'system',
  submitted_at: null,
  submitted_by: null,
  receipt: null,
  ...overrides,
});
