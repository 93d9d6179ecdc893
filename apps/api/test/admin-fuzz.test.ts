import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '@homeward/contract';
import { verifiedCustomer } from './support/customers';
import { pendingDocument } from './support/documents';
import { confirmedTransfer } from './support/transfers';
import { badPathParam, percentEncode, rawPathSegments } from './support/fuzz/hostile';
import { mutatedBodies, statusesBeforeHandler } from './support/fuzz/json-body';
import { Prober } from './support/fuzz/prober';
import { mutatedQueries, queryStatuses } from './support/fuzz/query';
import {
  adminInputlessPosts,
  adminJsonRoutes,
  adminPathRoutes,
  adminQueryRoutes,
  type AdminFuzzFixture,
} from './support/fuzz/admin-routes';
import { STAFF_PASSWORD, StaffBrowser, signedInStaff } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The admin API fuzzed as fuzz.test.ts fuzzes the customer API: generated bad input from each
 * route's schema, sent by a member holding every role with a valid session and header, so the
 * input is what fails. No 5xx, nothing of the inside shown, refusals in the API's JSON shape,
 * and a refused request changes nothing.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

let t: TestApp;
let f: AdminFuzzFixture;
let staff: StaffBrowser;
let pending: StaffBrowser;
let prober: Prober;
const registered: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
      MFA_MAX_FAILURES: '100000',
    },
    { onRoute: (route) => registered.push(route) },
  );
  staff = await signedInStaff(t, [...staffRoles], 'fuzzer');
  const member = await signedInStaff(t, ['support'], 'fuzz-pending');
  pending = new StaffBrowser(t, member.email, member.totpSecret);
  await pending.post('sign-in', { email: member.email, password: STAFF_PASSWORD });
  const target = await signedInStaff(t, ['support'], 'fuzz-target');
  const { customerId } = await verifiedCustomer(t, 'admin-fuzz');
  const invited = await t.app.deps.staff.invite(null, {
    email: 'fuzz-invitee@homeward.test',
    name: 'Invitee',
    roles: ['support'],
  });
  const proposal = await staff.post('proposals', {
    kind: 'rate',
    change: { base: 'AUD', quote: 'NPR', rate: '88.1234' },
  });
  const sender = await confirmedTransfer(t);
  const request = await sender.browser.post(
    '/client/v1/support-requests',
    { topic: 'delivery', message: 'When will my money arrive?', transfer_id: sender.transfer.id },
    { headers: { 'idempotency-key': 'admin-fuzz-support-1' } },
  );
  f = {
    customerId,
    transferId: sender.transfer.id,
    supportRequestId: request.json().id,
    proposalId: proposal.json().id,
    documentId: await pendingDocument(t, customerId),
    staffId: (await target.get('session')).json().staff.id,
    invitationToken: invited.invitationUrl.split('/').pop() ?? '',
  };
  prober = new Prober(t, '');
  await prober.rebase();
}, 120_000);
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('admin JSON bodies derived from the contract schemas', () => {
  it.each(adminJsonRoutes.map((route) => [route.name, route] as const))(
    '%s',
    async (_name, route) => {
      const bodies = mutatedBodies(route.valid(f));
      const browser = route.pending ? pending : staff;
      const url = route.url(f);
      await fc.assert(
        fc.asyncProperty(
          route.refusedOnly
            ? bodies.filter((text) => statusesBeforeHandler(text, route.schema) !== undefined)
            : bodies,
          async (text) => {
            const answer = await browser.request(route.method, url, text, json);
            const statuses = statusesBeforeHandler(text, route.schema);
            await prober.judge(
              `${route.method} ${url}`,
              answer,
              statuses ? { statuses } : { mayAccept: true },
            );
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});

describe('admin query strings derived from the contract schemas', () => {
  it.each(adminQueryRoutes.map((route) => [route.name, route] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(mutatedQueries(route.valid), async (query) => {
          const answer = await staff.get(`${route.url}?${query.text}`);
          const statuses = queryStatuses(query, route.schema);
          await prober.judge(
            `GET ${route.url}?${query.text.slice(0, 200)}`,
            answer,
            statuses ? { statuses } : { mayAccept: true, readOnly: true },
          );
        }),
        { numRuns: RUNS },
      );
    },
  );
});

describe('admin path parameters that name nothing', () => {
  it('are refused on every route with one', async () => {
    const segment = fc.oneof(
      { weight: 4, arbitrary: badPathParam.map((p) => percentEncode(p).replace(/\./g, '%2E')) },
      { weight: 1, arbitrary: fc.constantFrom(...rawPathSegments) },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...adminPathRoutes), segment, async (route, param) => {
        const url = route.url.replace('{}', param);
        const answer = await staff.request(
          route.method,
          url,
          route.body === undefined ? undefined : JSON.stringify(route.body),
          route.body === undefined ? {} : json,
        );
        await prober.judge(`${route.method} ${url.slice(0, 200)}`, answer, {
          statuses: [400, 404, 414, 422],
          readOnly: true,
        });
      }),
      { numRuns: RUNS * 4 },
    );
  });
});

describe('every admin route that takes input is fuzzed', () => {
  it('leaves no route out', () => {
    const ids = (url: string) =>
      url
        .replace(f.customerId, '{}')
        .replace(f.documentId, '{}')
        .replace(f.transferId, '{}')
        .replace(f.proposalId, '{}')
        .replace(f.staffId, '{}')
        .replace(f.invitationToken, '{}')
        .replace(/\/pages\/\d+$/, '/pages/{}')
        .split('?')[0];
    const fuzzed = new Set(
      [
        ...adminJsonRoutes.map((route) => route.url(f)),
        ...adminInputlessPosts,
        ...adminQueryRoutes.map((route) => route.url),
        ...adminPathRoutes.map((route) => route.url),
      ].map(ids),
    );
    const missing = registered
      .filter(({ method, url }) => url.startsWith('/admin/') && method !== 'HEAD')
      // A GET takes input through its path, or through a query string where it has a query
      // schema (the lists); the queue, the session and the staff list take none.
      .filter(
        ({ method, url }) =>
          method !== 'GET' ||
          url.includes(':') ||
          /\/(audit|audit\.csv|customers|documents|transfers|proposals|rates\/history|jobs)$/.test(
            url,
          ),
      )
      .map(({ method, url }) => `${method} ${url.replace(/:[A-Za-z]+/g, '{}')}`)
      .filter((route) => !fuzzed.has(route.slice(route.indexOf(' ') + 1)));
    expect(missing).toEqual([]);
  });

  it('reached the input checks, signed in', () => {
    const { byStatus, refused } = prober.tally;
    expect(byStatus[419]).toBeUndefined();
    expect(byStatus[401] ?? 0).toBe(0);
    expect(byStatus[422] ?? 0).toBeGreaterThan(refused / 3);
  });
});
