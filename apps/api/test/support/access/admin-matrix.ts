import { randomUUID } from 'node:crypto';
import type { StaffPermission } from '@homeward/contract';

/**
 * Who may call an admin route (`/admin/v1`):
 * - public: anyone (signing in, opening an invitation): still with the anti-forgery header;
 * - second-factor: a staff session that owes its authenticator code, only;
 * - signed-in: any signed-in staff member, whatever their roles;
 * - a permission from the contract's staffPermissions: the roles that hold it.
 */
export type AdminAccess = 'public' | 'second-factor' | 'signed-in' | StaffPermission;

/** What the admin calls aim at: real records, so an allowed caller gets a real answer. */
export interface AdminTargets {
  customerId: string;
  documentId: string;
  /** A staff member (support) an admin may change. */
  staffId: string;
  invitationToken: string;
}

export interface AdminRouteRule {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  access: AdminAccess;
  call: (targets: AdminTargets) => { url: string; json?: unknown };
  /** The call ends its caller's session: each caller makes it with a session of its own. */
  endsSession?: boolean;
  /** The answer to a session still owing its code, where it is not 401. */
  pending?: number;
}

const reason = { reason: 'Checked by the access matrix.' };
const reading = {
  given_names: 'Maria',
  surname: 'Santos',
  birth_date: '1990-07-25',
  document_number: 'P1234567',
  expires_on: '2031-01-01',
};
const path = (rest: string) => `/admin/v1/${rest}`;

/** Every admin route; test/admin-access-control.test.ts checks none is left out. */
export const adminMatrix: AdminRouteRule[] = [
  {
    method: 'POST',
    url: '/admin/v1/sign-in',
    access: 'public',
    call: () => ({ url: path('sign-in'), json: { email: 'nobody@homeward.test', password: 'x' } }),
  },
  {
    method: 'POST',
    url: '/admin/v1/sign-in/code',
    access: 'second-factor',
    call: () => ({ url: path('sign-in/code'), json: { code: '000000' } }),
  },
  {
    method: 'GET',
    url: '/admin/v1/session',
    access: 'signed-in',
    // The console asks which step to show: a session owing its code is told so.
    pending: 200,
    call: () => ({ url: path('session') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/sign-out',
    access: 'public',
    endsSession: true,
    call: () => ({ url: path('sign-out') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/invitations/:token',
    access: 'public',
    call: ({ invitationToken }) => ({ url: path(`invitations/${invitationToken}`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/invitations/:token/accept',
    access: 'public',
    call: ({ invitationToken }) => ({
      url: path(`invitations/${invitationToken}/accept`),
      json: { password: 'A-long-password-1', code: '000000' },
    }),
  },
  {
    method: 'GET',
    url: '/admin/v1/staff',
    access: 'staff.manage',
    call: () => ({ url: path('staff') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/staff',
    access: 'staff.manage',
    call: () => ({
      url: path('staff'),
      json: { email: `matrix-${randomUUID()}@homeward.test`, name: 'Matrix', roles: ['support'] },
    }),
  },
  {
    method: 'PATCH',
    url: '/admin/v1/staff/:id',
    access: 'staff.manage',
    call: ({ staffId }) => ({ url: path(`staff/${staffId}`), json: { roles: ['support'] } }),
  },
  {
    method: 'GET',
    url: '/admin/v1/tokens',
    access: 'signed-in',
    call: () => ({ url: path('tokens') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/tokens',
    access: 'signed-in',
    call: () => ({ url: path('tokens'), json: { name: 'matrix' } }),
  },
  {
    method: 'DELETE',
    url: '/admin/v1/tokens/:id',
    access: 'signed-in',
    call: () => ({ url: path(`tokens/${randomUUID()}`) }),
  },
  {
    method: 'GET',
    url: '/admin/v1/queue',
    access: 'queue.read',
    call: () => ({ url: path('queue') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/customers',
    access: 'customers.read',
    call: () => ({ url: path('customers?q=matrix') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/customers/:id',
    access: 'customers.read',
    call: ({ customerId }) => ({ url: path(`customers/${customerId}`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/customers/:id/notes',
    access: 'customers.note',
    call: ({ customerId }) => ({
      url: path(`customers/${customerId}/notes`),
      json: { body: 'Matrix' },
    }),
  },
  {
    method: 'POST',
    url: '/admin/v1/customers/:id/resend-verification',
    access: 'customers.resend_mail',
    call: ({ customerId }) => ({ url: path(`customers/${customerId}/resend-verification`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/customers/:id/block',
    access: 'customers.block',
    call: ({ customerId }) => ({ url: path(`customers/${customerId}/block`), json: reason }),
  },
  {
    method: 'POST',
    url: '/admin/v1/customers/:id/unblock',
    access: 'customers.block',
    call: ({ customerId }) => ({ url: path(`customers/${customerId}/unblock`), json: reason }),
  },
  {
    method: 'GET',
    url: '/admin/v1/customers/:id/risk',
    access: 'cases.read',
    call: ({ customerId }) => ({ url: path(`customers/${customerId}/risk`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/customers/:id/risk',
    access: 'cases.decide',
    call: ({ customerId }) => ({
      url: path(`customers/${customerId}/risk`),
      json: { level: 'medium', reason: 'Checked by the access matrix.' },
    }),
  },
  {
    method: 'GET',
    url: '/admin/v1/support-requests',
    access: 'support.read',
    call: () => ({ url: path('support-requests') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/support-requests/:id',
    access: 'support.read',
    call: () => ({ url: path(`support-requests/${randomUUID()}`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/support-requests/:id/replies',
    access: 'support.reply',
    call: () => ({
      url: path(`support-requests/${randomUUID()}/replies`),
      json: { message: 'Checked by the access matrix.' },
    }),
  },
  {
    method: 'GET',
    url: '/admin/v1/documents',
    access: 'documents.read',
    call: () => ({ url: path('documents') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/documents/:id',
    access: 'documents.read',
    call: ({ documentId }) => ({ url: path(`documents/${documentId}`) }),
  },
  {
    method: 'GET',
    url: '/admin/v1/documents/:id/pages/:number',
    access: 'documents.read',
    call: ({ documentId }) => ({ url: path(`documents/${documentId}/pages/1`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/documents/:id/review',
    access: 'documents.review',
    call: ({ documentId }) => ({ url: path(`documents/${documentId}/review`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/documents/:id/approve',
    access: 'documents.review',
    call: ({ documentId }) => ({ url: path(`documents/${documentId}/approve`), json: { reading } }),
  },
  {
    method: 'POST',
    url: '/admin/v1/documents/:id/reject',
    access: 'documents.review',
    call: ({ documentId }) => ({ url: path(`documents/${documentId}/reject`), json: reason }),
  },
  {
    method: 'POST',
    url: '/admin/v1/documents/:id/expire',
    access: 'documents.review',
    call: ({ documentId }) => ({ url: path(`documents/${documentId}/expire`) }),
  },
  {
    method: 'GET',
    url: '/admin/v1/transfers',
    access: 'transfers.read',
    call: () => ({ url: path('transfers?q=HW') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/transfers/:id',
    access: 'transfers.read',
    call: () => ({ url: path(`transfers/${randomUUID()}`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/transfers/:id/hold',
    access: 'transfers.hold',
    call: () => ({ url: path(`transfers/${randomUUID()}/hold`), json: reason }),
  },
  {
    method: 'POST',
    url: '/admin/v1/transfers/:id/release',
    access: 'transfers.hold',
    call: () => ({ url: path(`transfers/${randomUUID()}/release`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/transfers/:id/refuse',
    access: 'transfers.hold',
    call: () => ({ url: path(`transfers/${randomUUID()}/refuse`), json: reason }),
  },
  {
    method: 'POST',
    url: '/admin/v1/payments/:id/redeliver',
    access: 'webhooks.redeliver',
    call: () => ({ url: path(`payments/${randomUUID()}/redeliver`) }),
  },
  {
    method: 'GET',
    url: '/admin/v1/proposals',
    access: 'queue.read',
    call: () => ({ url: path('proposals?status=pending') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/proposals',
    access: 'pricing.change',
    call: () => ({
      url: path('proposals'),
      json: { kind: 'rate', change: { base: 'AUD', quote: 'PHP', rate: '38.1234' } },
    }),
  },
  {
    method: 'POST',
    url: '/admin/v1/proposals/:id/approve',
    access: 'signed-in',
    // Who may approve depends on the proposal's kind: the four-eyes tests check that.
    call: () => ({ url: path(`proposals/${randomUUID()}/approve`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/proposals/:id/reject',
    access: 'signed-in',
    call: () => ({ url: path(`proposals/${randomUUID()}/reject`), json: reason }),
  },
  {
    method: 'GET',
    url: '/admin/v1/rates',
    access: 'pricing.read',
    call: () => ({ url: path('rates') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/rates/history',
    access: 'pricing.read',
    call: () => ({ url: path('rates/history?base=AUD&quote=PHP') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/corridors',
    access: 'pricing.read',
    call: () => ({ url: path('corridors') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/jobs',
    access: 'jobs.read',
    call: () => ({ url: path('jobs?state=failed') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/jobs/:id/retry',
    access: 'jobs.retry',
    call: () => ({ url: path(`jobs/${randomUUID()}/retry`) }),
  },
  {
    method: 'GET',
    url: '/admin/v1/keys/sealed',
    access: 'keys.manage',
    call: () => ({ url: path('keys/sealed') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/keys/reseal',
    access: 'keys.manage',
    call: () => ({ url: path('keys/reseal'), json: { batch_size: 100 } }),
  },
  {
    method: 'GET',
    url: '/admin/v1/sanctions/lists',
    access: 'sanctions.read',
    call: () => ({ url: path('sanctions/lists') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/sanctions/lists/:source/imports',
    access: 'sanctions.import',
    call: () => ({ url: path('sanctions/lists/ofac/imports'), json: { url: 'not an address' } }),
  },
  {
    method: 'GET',
    url: '/admin/v1/cases',
    access: 'cases.read',
    call: () => ({ url: path('cases') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/cases/:id',
    access: 'cases.read',
    call: () => ({ url: path(`cases/${randomUUID()}`) }),
  },
  {
    method: 'GET',
    url: '/admin/v1/cases/:id/smr-draft',
    access: 'cases.read',
    call: () => ({ url: path(`cases/${randomUUID()}/smr-draft`) }),
  },
  ...(['clear', 'confirm'] as const).map((decision) => ({
    method: 'POST' as const,
    url: `/admin/v1/cases/:id/${decision}`,
    access: 'cases.decide' as const,
    call: () => ({
      url: path(`cases/${randomUUID()}/${decision}`),
      json: { note: 'Checked by the access matrix.' },
    }),
  })),
  {
    method: 'GET',
    url: '/admin/v1/monitoring/rules',
    access: 'monitoring.read',
    call: () => ({ url: path('monitoring/rules') }),
  },
  {
    method: 'PUT',
    url: '/admin/v1/monitoring/rules/:code',
    access: 'monitoring.change',
    call: () => ({
      url: path('monitoring/rules/velocity'),
      json: { enabled: true, action: 'alert', params: { transfers: 5, hours: 24 } },
    }),
  },
  {
    method: 'GET',
    url: '/admin/v1/monitoring/rules/:code/history',
    access: 'monitoring.read',
    call: () => ({ url: path('monitoring/rules/velocity/history') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/audit',
    access: 'audit.read',
    call: () => ({ url: path('audit') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/audit.csv',
    access: 'audit.read',
    call: () => ({ url: path('audit.csv') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/reports/ifti',
    access: 'reports.read',
    call: () => ({ url: path('reports/ifti?from=2026-01-01&to=2026-01-31') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/reports/ifti',
    access: 'reports.manage',
    call: () => ({ url: path('reports/ifti'), json: { day: '2020-01-01' } }),
  },
  {
    method: 'GET',
    url: '/admin/v1/reports/:id/file',
    access: 'reports.read',
    call: () => ({ url: path(`reports/${randomUUID()}/file`) }),
  },
  {
    method: 'POST',
    url: '/admin/v1/reports/:id/submitted',
    access: 'reports.manage',
    call: () => ({ url: path(`reports/${randomUUID()}/submitted`), json: { receipt: 'AO-1' } }),
  },
  {
    method: 'GET',
    url: '/admin/v1/exports/:file',
    access: 'exports.finance',
    call: () => ({ url: path('exports/journals.csv?from=2026-01-01&to=2026-01-31') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/ledger/check',
    access: 'transfers.refund',
    call: () => ({ url: path('ledger/check') }),
  },
  {
    method: 'GET',
    url: '/admin/v1/reconciliation',
    access: 'transfers.refund',
    call: () => ({ url: path('reconciliation') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/schedules/run',
    access: 'jobs.retry',
    call: () => ({ url: path('schedules/run'), json: { day: '2020-01-01' } }),
  },
  {
    method: 'GET',
    url: '/admin/v1/security-events',
    access: 'audit.read',
    call: () => ({ url: path('security-events?limit=5') }),
  },
  {
    method: 'POST',
    url: '/admin/v1/payments/:id/refund/retry',
    access: 'transfers.refund',
    call: () => ({ url: path(`payments/${randomUUID()}/refund/retry`) }),
  },
];
