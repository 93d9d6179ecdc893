import {
  acceptInvitationSchema,
  addNoteSchema,
  adminTransfersQuerySchema,
  holdSchema,
  jobsQuerySchema,
  resealRequestSchema,
  proposalsQuerySchema,
  proposeSchema,
  rateHistoryQuerySchema,
  rejectProposalSchema,
  adminDocumentsQuerySchema,
  approveDocumentSchema,
  auditQuerySchema,
  blockSchema,
  createStaffTokenSchema,
  customerSearchQuerySchema,
  inviteStaffSchema,
  rejectDocumentSchema,
  staffCodeSchema,
  staffSignInSchema,
  updateStaffSchema,
  securityEventsQuerySchema,
  caseQuerySchema,
  sanctionsImportUrlSchema,
  monitoringRuleChangeSchema,
  riskOverrideSchema,
  supportReplySchema,
  adminSupportQuerySchema,
  generateIftiSchema,
  reportPeriodSchema,
  runSchedulesRequestSchema,
} from '@homeward/contract';
import type { z } from 'zod';

/** What the admin fuzzer aims at: real records, so good input can be accepted. */
export interface AdminFuzzFixture {
  customerId: string;
  /** A transfer that exists, in whatever state: its state decides what an accepted call does. */
  transferId: string;
  proposalId: string;
  documentId: string;
  staffId: string;
  invitationToken: string;
  /** A customer's open support request, for the reply route. */
  supportRequestId: string;
}

export interface AdminJsonRoute {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: (f: AdminFuzzFixture) => string;
  schema: z.ZodType;
  valid: (f: AdminFuzzFixture) => Record<string, unknown>;
  /** Accepting would sign someone in or use up an invitation: only refused bodies are sent. */
  refusedOnly?: boolean;
  /** Sent by a session still owing its code (the code step). */
  pending?: boolean;
}

const reading = {
  given_names: 'Maria',
  surname: 'Santos',
  birth_date: '1990-07-25',
  document_number: 'P1234567',
  expires_on: '2031-01-01',
};
const base = '/admin/v1';

export const adminJsonRoutes: AdminJsonRoute[] = [
  {
    name: 'staff sign-in',
    method: 'POST',
    url: () => `${base}/sign-in`,
    schema: staffSignInSchema,
    valid: () => ({ email: 'nobody@homeward.test', password: 'not-it' }),
    refusedOnly: true,
  },
  {
    name: 'staff code',
    method: 'POST',
    url: () => `${base}/sign-in/code`,
    schema: staffCodeSchema,
    valid: () => ({ code: '123456' }),
    refusedOnly: true,
    pending: true,
  },
  {
    name: 'accept an invitation',
    method: 'POST',
    url: (f) => `${base}/invitations/${f.invitationToken}/accept`,
    schema: acceptInvitationSchema,
    valid: () => ({ password: 'A-long-password-1', code: '123456' }),
    refusedOnly: true,
  },
  {
    // Operations run a day of scheduled transfers: a day that is not one is refused.
    name: 'run scheduled transfers',
    method: 'POST',
    url: () => `${base}/schedules/run`,
    schema: runSchedulesRequestSchema,
    valid: () => ({ day: '2030-01-01' }),
  },
  {
    name: 'invite staff',
    method: 'POST',
    url: () => `${base}/staff`,
    schema: inviteStaffSchema,
    valid: () => ({ email: 'fuzz@homeward.test', name: 'Fuzz', roles: ['support'] }),
  },
  {
    name: 'change staff',
    method: 'PATCH',
    url: (f) => `${base}/staff/${f.staffId}`,
    schema: updateStaffSchema,
    valid: () => ({ roles: ['support'] }),
  },
  {
    name: 'change a monitoring rule',
    method: 'PUT',
    url: () => `${base}/monitoring/rules/velocity`,
    schema: monitoringRuleChangeSchema,
    valid: () => ({ enabled: true, action: 'alert', params: { transfers: 5, hours: 24 } }),
  },
  {
    name: 'override a risk rating',
    method: 'POST',
    url: (f) => `${base}/customers/${f.customerId}/risk`,
    schema: riskOverrideSchema,
    valid: () => ({ level: 'medium', reason: 'Checked by the fuzzer.' }),
  },
  {
    name: 'reply to a support request',
    method: 'POST',
    url: (f) => `${base}/support-requests/${f.supportRequestId}/replies`,
    schema: supportReplySchema,
    valid: () => ({ message: 'Checked by the fuzzer.' }),
  },
  {
    name: 'generate an IFTI report',
    method: 'POST',
    url: () => `${base}/reports/ifti`,
    schema: generateIftiSchema,
    valid: () => ({ day: '2026-01-05' }),
  },
  {
    name: 'make a token',
    method: 'POST',
    url: () => `${base}/tokens`,
    schema: createStaffTokenSchema,
    valid: () => ({ name: 'fuzz' }),
  },
  {
    name: 'note on a customer',
    method: 'POST',
    url: (f) => `${base}/customers/${f.customerId}/notes`,
    schema: addNoteSchema,
    valid: () => ({ body: 'A note' }),
  },
  {
    name: 'block a customer',
    method: 'POST',
    url: (f) => `${base}/customers/${f.customerId}/block`,
    schema: blockSchema,
    valid: () => ({ reason: 'Fuzzing the reasons' }),
  },
  {
    name: 'unblock a customer',
    method: 'POST',
    url: (f) => `${base}/customers/${f.customerId}/unblock`,
    schema: blockSchema,
    valid: () => ({ reason: 'Fuzzing the reasons' }),
  },
  {
    name: 'approve a document',
    method: 'POST',
    url: (f) => `${base}/documents/${f.documentId}/approve`,
    schema: approveDocumentSchema,
    valid: () => ({ reading }),
  },
  {
    name: 'hold a transfer',
    method: 'POST',
    url: (f) => `${base}/transfers/${f.transferId}/hold`,
    schema: holdSchema,
    valid: () => ({ reason: 'Source of funds to check' }),
  },
  {
    name: 'refuse a transfer',
    method: 'POST',
    url: (f) => `${base}/transfers/${f.transferId}/refuse`,
    schema: holdSchema,
    valid: () => ({ reason: 'Source of funds not shown' }),
  },
  {
    name: 're-seal under APP_KEY',
    method: 'POST',
    url: () => `${base}/keys/reseal`,
    schema: resealRequestSchema,
    valid: () => ({ batch_size: 100 }),
  },
  {
    name: 'propose a change',
    method: 'POST',
    url: () => `${base}/proposals`,
    schema: proposeSchema,
    valid: () => ({ kind: 'rate', change: { base: 'AUD', quote: 'PHP', rate: '38.1234' } }),
  },
  {
    name: 'reject a proposal',
    method: 'POST',
    url: (f) => `${base}/proposals/${f.proposalId}/reject`,
    schema: rejectProposalSchema,
    valid: () => ({ reason: 'Not the rate we agreed' }),
    // Rejecting the only proposal would leave later runs nothing to reject.
    refusedOnly: true,
  },
  {
    name: 'import a sanctions list by address',
    method: 'POST',
    url: () => `${base}/sanctions/lists/ofac/imports`,
    schema: sanctionsImportUrlSchema,
    // Nothing answers there: an accepted body is refused as a list that could not be fetched.
    valid: () => ({ url: 'http://127.0.0.1:9/sdn.csv' }),
  },
  {
    name: 'reject a document',
    method: 'POST',
    url: (f) => `${base}/documents/${f.documentId}/reject`,
    schema: rejectDocumentSchema,
    valid: () => ({ reason: 'The photo is blurred.' }),
  },
];

/** POSTs with no body: their input is the path alone. */
export const adminInputlessPosts = [
  `${base}/sign-out`,
  `${base}/documents/{}/review`,
  `${base}/transfers/{}/release`,
  `${base}/payments/{}/redeliver`,
  `${base}/proposals/{}/approve`,
  `${base}/jobs/{}/retry`,
  `${base}/customers/{}/resend-verification`,
  `${base}/documents/{}/expire`,
  `${base}/payments/{}/refund/retry`,
];

export interface AdminQueryRoute {
  name: string;
  url: string;
  schema: z.ZodType;
  valid: Record<string, string>;
}

export const adminQueryRoutes: AdminQueryRoute[] = [
  {
    name: 'document queue',
    url: `${base}/documents`,
    schema: adminDocumentsQuerySchema,
    valid: { status: 'pending,in_review', limit: '20' },
  },
  {
    name: 'customer search',
    url: `${base}/customers`,
    schema: customerSearchQuerySchema,
    valid: { q: 'maria' },
  },
  {
    name: 'transfer search',
    url: `${base}/transfers`,
    schema: adminTransfersQuerySchema,
    valid: { q: 'HW', status: 'on_hold', limit: '10' },
  },
  {
    name: 'support requests',
    url: `${base}/support-requests`,
    schema: adminSupportQuerySchema,
    valid: { status: 'answered' },
  },
  {
    name: 'proposals',
    url: `${base}/proposals`,
    schema: proposalsQuerySchema,
    valid: { status: 'pending' },
  },
  {
    name: 'rate history',
    url: `${base}/rates/history`,
    schema: rateHistoryQuerySchema,
    valid: { base: 'AUD', quote: 'PHP', limit: '10' },
  },
  {
    name: 'compliance cases',
    url: `${base}/cases`,
    schema: caseQuerySchema,
    valid: { status: 'open' },
  },
  {
    name: 'IFTI reporting days',
    url: `${base}/reports/ifti`,
    schema: reportPeriodSchema,
    valid: { from: '2026-01-01', to: '2026-01-31' },
  },
  {
    name: 'failed jobs',
    url: `${base}/jobs`,
    schema: jobsQuerySchema,
    valid: { state: 'failed', limit: '10' },
  },
  {
    name: 'audit log',
    url: `${base}/audit`,
    schema: auditQuerySchema,
    valid: { staff: 'a', action: 'document', from: '2026-01-01', to: '2026-12-31', limit: '10' },
  },
  {
    name: 'security events',
    url: `${base}/security-events`,
    schema: securityEventsQuerySchema,
    valid: { email: 'ana@example.com', limit: '10' },
  },
  {
    name: 'audit export',
    url: `${base}/audit.csv`,
    schema: auditQuerySchema,
    valid: { target: 'customer:x', limit: '10' },
  },
];

/** Routes with an id in their path, for ids that name nothing. */
export const adminPathRoutes: {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}[] = [
  { method: 'GET', url: `${base}/invitations/{}` },
  {
    method: 'POST',
    url: `${base}/invitations/{}/accept`,
    body: { password: 'A-long-password-1', code: '123456' },
  },
  { method: 'PATCH', url: `${base}/staff/{}`, body: { roles: ['support'] } },
  { method: 'DELETE', url: `${base}/tokens/{}` },
  { method: 'GET', url: `${base}/customers/{}` },
  { method: 'GET', url: `${base}/customers/{}/risk` },
  { method: 'GET', url: `${base}/support-requests/{}` },
  {
    method: 'POST',
    url: `${base}/support-requests/{}/replies`,
    body: { message: 'Checked by the fuzzer.' },
  },
  {
    method: 'POST',
    url: `${base}/customers/{}/risk`,
    body: { level: 'high', reason: 'Checked by the fuzzer.' },
  },
  { method: 'POST', url: `${base}/customers/{}/resend-verification` },
  { method: 'POST', url: `${base}/customers/{}/notes`, body: { body: 'x' } },
  { method: 'POST', url: `${base}/customers/{}/block`, body: { reason: 'A good reason' } },
  { method: 'POST', url: `${base}/customers/{}/unblock`, body: { reason: 'A good reason' } },
  { method: 'GET', url: `${base}/transfers/{}` },
  { method: 'POST', url: `${base}/transfers/{}/hold`, body: { reason: 'A good reason' } },
  { method: 'POST', url: `${base}/transfers/{}/release` },
  { method: 'POST', url: `${base}/payments/{}/redeliver` },
  { method: 'POST', url: `${base}/transfers/{}/refuse`, body: { reason: 'A good reason' } },
  { method: 'POST', url: `${base}/proposals/{}/approve` },
  { method: 'POST', url: `${base}/proposals/{}/reject`, body: { reason: 'A good reason' } },
  { method: 'POST', url: `${base}/jobs/{}/retry` },
  { method: 'GET', url: `${base}/cases/{}` },
  { method: 'GET', url: `${base}/cases/{}/smr-draft` },
  { method: 'GET', url: `${base}/reports/{}/file` },
  { method: 'POST', url: `${base}/reports/{}/submitted`, body: { receipt: 'AUSTRAC-123' } },
  { method: 'GET', url: `${base}/exports/{}` },
  { method: 'POST', url: `${base}/cases/{}/clear`, body: { note: 'Checked: a different person.' } },
  { method: 'POST', url: `${base}/cases/{}/confirm`, body: { note: 'Checked: the same person.' } },
  {
    method: 'POST',
    url: `${base}/sanctions/lists/{}/imports`,
    body: { url: 'http://127.0.0.1:9/x' },
  },
  {
    method: 'PUT',
    url: `${base}/monitoring/rules/{}`,
    body: { enabled: true, action: 'alert', params: { transfers: 5, hours: 24 } },
  },
  { method: 'GET', url: `${base}/monitoring/rules/{}/history` },
  { method: 'GET', url: `${base}/documents/{}` },
  { method: 'GET', url: `${base}/documents/{}/pages/1` },
  { method: 'POST', url: `${base}/documents/{}/review` },
  { method: 'POST', url: `${base}/documents/{}/approve`, body: { reading } },
  { method: 'POST', url: `${base}/documents/{}/reject`, body: { reason: 'A good reason' } },
  { method: 'POST', url: `${base}/documents/{}/expire` },
  { method: 'POST', url: `${base}/payments/{}/refund/retry` },
];
