import {
  ADMIN_PREFIX,
  STAFF_CSRF_HEADER,
  type AdminDocument,
  type AdminTransfer,
  type Proposal,
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
  method: 'post' | 'patch' | 'delete',
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
