import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PREFIX } from '@homeward/contract';
import { sql } from 'drizzle-orm';
import { signedIn, verifiedCustomer } from './support/customers';
import {
  STAFF_PASSWORD,
  StaffBrowser,
  signedInStaff,
  staffCode,
  staffToken,
} from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Every answer of this suite is checked against the OpenAPI document.
  t = await createTestApp({}, { checkAnswers: true });
});
afterAll(async () => t.close());

describe('staff sign-in', () => {
  it('needs the password and then, always, the authenticator code', async () => {
    const invited = await signedInStaff(t, ['support']);
    const browser = new StaffBrowser(t, invited.email, invited.totpSecret);
    const first = await browser.post('sign-in', { email: invited.email, password: STAFF_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ stage: 'second_factor' });
    // A session owing its code reaches nothing but the code step.
    expect((await browser.get('queue')).statusCode).toBe(401);
    expect((await browser.get('session')).json()).toMatchObject({ stage: 'second_factor' });

    const wrong = await browser.post('sign-in/code', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeDefined();

    const right = await browser.post('sign-in/code', {
      code: staffCode(invited.email, invited.totpSecret, 1),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ stage: 'signed_in', staff: { roles: ['support'] } });
    // The cookie is the staff's own: HttpOnly, SameSite=Strict, sent only to the admin API.
    const cookie = [right.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(/homeward_staff=[^;]+;.*Path=\/admin\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('takes a code once: the same code again is refused', async () => {
    const invited = await signedInStaff(t, ['finance']);
    const code = staffCode(invited.email, invited.totpSecret, 1);
    const a = new StaffBrowser(t, invited.email, invited.totpSecret);
    const b = new StaffBrowser(t, invited.email, invited.totpSecret);
    await a.post('sign-in', { email: invited.email, password: STAFF_PASSWORD });
    await b.post('sign-in', { email: invited.email, password: STAFF_PASSWORD });
    expect((await a.post('sign-in/code', { code })).statusCode).toBe(200);
    expect((await b.post('sign-in/code', { code })).statusCode).toBe(422);
  });

  it('ends the session after too many wrong codes', async () => {
    const invited = await signedInStaff(t, ['support']);
    const browser = new StaffBrowser(t, invited.email, invited.totpSecret);
    await browser.post('sign-in', { email: invited.email, password: STAFF_PASSWORD });
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await browser.post('sign-in/code', { code: '000000' })).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 401]);
    const late = await browser.post('sign-in/code', {
      code: staffCode(invited.email, invited.totpSecret, 1),
    });
    expect(late.statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const invited = await signedInStaff(t, ['support']);
    const browser = new StaffBrowser(t, invited.email, invited.totpSecret);
    const wrong = await browser.post('sign-in', {
      email: invited.email,
      password: 'nope-nope-nope',
    });
    const unknown = await browser.post('sign-in', { email: 'nobody@homeward.test', password: 'x' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a state change without the session’s anti-forgery header', async () => {
    const staff = await signedInStaff(t, ['admin']);
    const forged = await staff.request(
      'POST',
      'tokens',
      { name: 'forged' },
      { 'x-staff-csrf': 'not-the-token' },
    );
    expect(forged.statusCode).toBe(419);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_PREFIX}/sign-in`,
      payload: { email: staff.email, password: STAFF_PASSWORD },
    });
    expect(noHeader.statusCode).toBe(419);
  });

  it('keeps customers and staff apart: neither session opens the other’s routes', async () => {
    const customer = await signedIn(t, (await verifiedCustomer(t)).email);
    expect((await customer.get(`${ADMIN_PREFIX}/queue`)).statusCode).toBe(401);
    const staff = await signedInStaff(t, ['admin']);
    expect((await staff.get('/client/v1/profile')).statusCode).toBe(401);
  });

  it('ends a session left idle, and any session past its lifetime', async () => {
    const idle = await signedInStaff(t, ['support']);
    const expires = new Date((await idle.get('session')).json().expires_at).getTime();
    // STAFF_SESSION_IDLE_MINUTES (30) from now.
    expect(Math.abs(expires - Date.now() - 30 * 60_000)).toBeLessThan(60_000);
    await t.database.db.execute(
      sql`update staff_sessions set expires_at = now() - interval '1 second' where ended_at is null and staff_id = (select id from staff_members where email = ${idle.email})`,
    );
    expect((await idle.get('queue')).statusCode).toBe(401);

    const old = await signedInStaff(t, ['support']);
    await t.database.db.execute(
      sql`update staff_sessions set created_at = now() - interval '8 hours 1 minute' where staff_id = (select id from staff_members where email = ${old.email})`,
    );
    expect((await old.get('queue')).statusCode).toBe(401);
  });

  it('signs out', async () => {
    const staff = await signedInStaff(t, ['support']);
    expect((await staff.post('sign-out')).statusCode).toBe(204);
    expect((await staff.get('session')).statusCode).toBe(401);
  });
});

describe('invitations and staff management', () => {
  it('lets an admin invite a colleague, who sets a password and enrols an authenticator', async () => {
    const admin = await signedInStaff(t, ['admin']);
    const invited = await admin.post('staff', {
      email: 'New.Colleague@homeward.test',
      name: 'New Colleague',
      roles: ['compliance'],
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().staff).toMatchObject({
      email: 'new.colleague@homeward.test',
      status: 'invited',
    });
    const token = (invited.json().invitation_url as string).split('/').pop() ?? '';
    const visitor = new StaffBrowser(t, 'new.colleague@homeward.test', '');
    const invitation = (await visitor.get(`invitations/${token}`)).json();
    expect(invitation.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await visitor.post(`invitations/${token}/accept`, {
      password: STAFF_PASSWORD,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(422);
    const accepted = await visitor.post(`invitations/${token}/accept`, {
      password: STAFF_PASSWORD,
      code: staffCode('new.colleague@homeward.test', invitation.totp_secret),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().stage).toBe('signed_in');
    // Used once.
    expect((await visitor.get(`invitations/${token}`)).statusCode).toBe(404);

    const audit = (
      await (await signedInStaff(t, ['admin'])).get('audit?action=staff.invite')
    ).json();
    expect(audit.data[0]).toMatchObject({ staff_email: admin.email, action: 'staff.invite' });
  });

  it('refuses the same email twice, and staff management to non-admins', async () => {
    const admin = await signedInStaff(t, ['admin']);
    const body = { email: 'twice@homeward.test', name: 'Twice', roles: ['support'] };
    expect((await admin.post('staff', body)).statusCode).toBe(201);
    const again = await admin.post('staff', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toBeDefined();
    const support = await signedInStaff(t, ['support']);
    expect((await support.post('staff', { ...body, email: 'x@homeward.test' })).statusCode).toBe(
      403,
    );
  });

  it('disabling a member ends their sessions and tokens at once', async () => {
    const admin = await signedInStaff(t, ['admin']);
    const { staff, token } = await staffToken(t, ['support']);
    const me = (await staff.get('session')).json().staff;
    const disabled = await admin.patch(`staff/${me.id}`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().status).toBe('disabled');
    expect((await staff.get('queue')).statusCode).toBe(401);
    const withToken = await t.app.inject({
      url: `${ADMIN_PREFIX}/customers?q=x`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(401);
  });

  it('will not let an admin take away their own admin access', async () => {
    const admin = await signedInStaff(t, ['admin']);
    const me = (await admin.get('session')).json().staff;
    expect((await admin.patch(`staff/${me.id}`, { roles: ['support'] })).statusCode).toBe(422);
    expect((await admin.patch(`staff/${me.id}`, { disabled: true })).statusCode).toBe(422);
  });
});

describe('service tokens', () => {
  it('act as their member through Authorization: Bearer, with no anti-forgery header', async () => {
    const { token } = await staffToken(t, ['support']);
    const answer = await t.app.inject({
      url: `${ADMIN_PREFIX}/customers?q=nobody`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    const bad = await t.app.inject({
      url: `${ADMIN_PREFIX}/customers?q=nobody`,
      headers: { authorization: 'Bearer hws_not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('can be revoked', async () => {
    const { staff, token } = await staffToken(t, ['support']);
    const id = (await staff.get('tokens')).json().data[0].id;
    expect((await staff.delete(`tokens/${id}`)).statusCode).toBe(204);
    const answer = await t.app.inject({
      url: `${ADMIN_PREFIX}/customers?q=x`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(401);
  });
});
