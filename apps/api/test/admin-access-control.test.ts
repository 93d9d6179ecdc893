import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMay, staffRoles, type StaffRole } from '@homeward/contract';
import type { TestBrowser } from './support/browser';
import { signedIn, verifiedCustomer } from './support/customers';
import { pendingDocument } from './support/documents';
import { adminMatrix, type AdminRouteRule, type AdminTargets } from './support/access/admin-matrix';
import { accessMatrix, expectedAnswers, routeKey } from './support/access/matrix';
import { buildWorld, type World } from './support/access/world';
import { STAFF_PASSWORD, StaffBrowser, signedInStaff, staffToken } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The admin API's access matrix: every admin route against each staff role, a service token,
 * a staff session still owing its code, signed out, disabled, a customer's session and no
 * session at all; and every customer route against a staff session.
 */
let t: TestApp;
let targets: AdminTargets;
const registered = new Set<string>();
const roleBrowsers = {} as Record<StaffRole, StaffBrowser>;
let tokens = {} as Record<StaffRole, string>;
let pending: StaffBrowser;
let signedOut: StaffBrowser;
let disabled: StaffBrowser;
let customer: TestBrowser;

beforeAll(async () => {
  const seen: { method: string; url: string }[] = [];
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' }, { onRoute: (r) => seen.push(r) });
  for (const { method, url } of seen) {
    if (url.startsWith('/admin/') && method !== 'HEAD') registered.add(routeKey(method, url));
  }
  const { customerId, email } = await verifiedCustomer(t, 'admin-matrix');
  customer = await signedIn(t, email);
  for (const role of staffRoles) roleBrowsers[role] = await signedInStaff(t, [role]);
  tokens = Object.fromEntries(
    await Promise.all(staffRoles.map(async (role) => [role, (await staffToken(t, [role])).token])),
  ) as Record<StaffRole, string>;
  // A member the staff-management calls may change (changing roles ends their sessions).
  const target = await signedInStaff(t, ['support'], 'target');
  const staffId = (await target.get('session')).json().staff.id as string;
  const invited = await t.app.deps.staff.invite(null, {
    email: 'matrix-invitee@homeward.test',
    name: 'Invitee',
    roles: ['support'],
  });
  targets = {
    customerId,
    documentId: await pendingDocument(t, customerId),
    staffId,
    invitationToken: invited.invitationUrl.split('/').pop() ?? '',
  };
  const member = await signedInStaff(t, ['compliance', 'support', 'finance', 'admin'], 'pending');
  pending = new StaffBrowser(t, member.email, member.totpSecret);
  await pending.post('sign-in', { email: member.email, password: STAFF_PASSWORD });
  signedOut = await signedInStaff(t, [...staffRoles], 'signed-out');
  const cookie = signedOut.cookie;
  await signedOut.post('sign-out');
  signedOut.cookie = cookie;
  disabled = await signedInStaff(t, [...staffRoles], 'disabled');
  const disabledId = (await disabled.get('session')).json().staff.id as string;
  await roleBrowsers.admin.patch(`staff/${disabledId}`, { disabled: true });
});
afterAll(() => t?.close());

const keyOf = (rule: AdminRouteRule) => routeKey(rule.method, rule.url);

const callAs = (browser: StaffBrowser, rule: AdminRouteRule) => {
  const { url, json } = rule.call(targets);
  return browser.request(rule.method, url, json);
};

describe('the admin access matrix', () => {
  it('lists every admin route, and only those', () => {
    const listed = adminMatrix.map(keyOf);
    expect([...registered].filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !registered.has(key))).toEqual([]);
  });
});

describe.each(adminMatrix.map((rule) => [`${keyOf(rule)} (${rule.access})`, rule] as const))(
  '%s',
  (_name, rule) => {
    it('lets in exactly the roles that hold its permission', async () => {
      const answers: Record<string, number> = {};
      const expected: Record<string, string> = {};
      for (const role of staffRoles) {
        const browser = rule.endsSession
          ? await signedInStaff(t, [role], `ends-${role}`)
          : roleBrowsers[role];
        const status = (await callAs(browser, rule)).statusCode;
        answers[role] = status;
        const allowed =
          rule.access === 'public' ||
          rule.access === 'signed-in' ||
          (rule.access !== 'second-factor' && staffMay([role], rule.access));
        expected[role] = allowed ? 'let in' : rule.access === 'second-factor' ? '401' : '403';
      }
      const judged = Object.fromEntries(
        Object.entries(answers).map(([role, status]) => [
          role,
          status === 401 || status === 403 || status === 419 ? String(status) : 'let in',
        ]),
      );
      expect(judged).toEqual(expected);
      for (const status of Object.values(answers)) expect(status).toBeLessThan(500);
    });

    it('refuses customers, visitors, signed-out, disabled and half-signed-in staff', async () => {
      if (rule.access === 'public') return;
      const { url, json } = rule.call(targets);
      const answers = {
        customer: (
          await customer.request({
            method: rule.method,
            url,
            ...(json !== undefined && { payload: json as object }),
          })
        ).statusCode,
        'no session': (await new StaffBrowser(t, 'x', '').request(rule.method, url, json))
          .statusCode,
        'signed out': (await callAs(signedOut, rule)).statusCode,
        disabled: (await callAs(disabled, rule)).statusCode,
        'second factor owed': (await callAs(pending, rule)).statusCode,
      };
      const refused = rule.method === 'GET' ? 401 : 419;
      expect(answers).toEqual({
        // A customer's cookies mean nothing here; without the staff header a change is refused
        // before anything else.
        customer: refused,
        'no session': 401,
        'signed out': 401,
        disabled: 401,
        'second factor owed': rule.access === 'second-factor' ? 422 : (rule.pending ?? 401),
      });
    });

    it('answers a service token as its member’s roles', async () => {
      if (rule.access === 'public' || rule.access === 'second-factor') return;
      const { url, json } = rule.call(targets);
      for (const role of staffRoles) {
        const answer = await t.app.inject({
          method: rule.method,
          url,
          ...(json !== undefined && { payload: json as object }),
          headers: { authorization: `Bearer ${tokens[role]}` },
        });
        const allowed = rule.access === 'signed-in' || staffMay([role], rule.access);
        if (allowed) expect([401, 403, 419]).not.toContain(answer.statusCode);
        else expect(answer.statusCode).toBe(403);
      }
    });
  },
);

describe('a staff session on customer routes', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(t);
  });

  it('is no session at all: every customer route answers it as it answers no cookies', async () => {
    const staff = roleBrowsers.admin;
    const wrong: string[] = [];
    for (const rule of accessMatrix) {
      if (rule.access !== 'signed-in' && rule.access !== 'pending-mfa') continue;
      const call = rule.call(world.a, world);
      const answer = await staff.request(
        rule.method === 'OPTIONS' ? 'OPTIONS' : rule.method,
        call.url,
        call.json,
        {
          ...call.headers,
          cookie: `homeward_staff=${staff.cookie}`,
        },
      );
      const expected = expectedAnswers(rule)['no cookies'];
      if (answer.statusCode !== expected)
        wrong.push(`${routeKey(rule.method, rule.url)}: ${answer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
