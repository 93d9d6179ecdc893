import { customerSchema } from '@homeward/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { createTestApp, type TestApp } from './support/test-app';
import { waitInWords } from '../src/lib/wait-in-words';

const PASSWORD = 'Correct-horse-1';
let t: TestApp;
let n = 0;
const uniqueEmail = () => `customer${++n}.${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '6',
    SIGNUP_MAX_PER_IP: '1000',
  });
});
afterAll(() => t.close());

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 and sets an HttpOnly session cookie and a readable XSRF-TOKEN', async () => {
    const response = await new TestBrowser(t.app).csrf();
    expect(response.statusCode).toBe(204);
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies.homeward_session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies['XSRF-TOKEN']?.httpOnly).toBeFalsy();
    expect(cookies['XSRF-TOKEN']).toMatchObject({ sameSite: 'Lax', path: '/' });
    // Not Secure over plain http (localhost); Secure is tested in http.test.ts for https.
    expect(cookies.homeward_session?.secure).toBeFalsy();
  });
});

describe('CSRF protection', () => {
  it('refuses a state-changing request without the header', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const response = await browser.post(
      '/client/v1/login',
      { email: 'a@example.com', password: 'x' },
      { xsrf: false },
    );
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('refuses a wrong token and a request with no session cookie', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const wrong = await browser.post(
      '/client/v1/signup',
      {},
      { headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(wrong.statusCode).toBe(419);
    const cookieless = await t.app.inject({
      method: 'POST',
      url: '/client/v1/signup',
      headers: { 'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '' },
      payload: {},
    });
    expect(cookieless.statusCode).toBe(419);
  });

  it("refuses another browser's token", async () => {
    const mine = new TestBrowser(t.app);
    const theirs = new TestBrowser(t.app);
    await mine.csrf();
    await theirs.csrf();
    const response = await mine.post(
      '/client/v1/login',
      { email: 'a@example.com', password: 'x' },
      { headers: { 'x-xsrf-token': theirs.cookies.get('XSRF-TOKEN') ?? '' } },
    );
    expect(response.statusCode).toBe(419);
  });
});

describe('POST /client/v1/signup', () => {
  it('creates the customer, signs in and answers the whole Customer shape', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const visitorSession = browser.cookies.get('homeward_session');
    const email = uniqueEmail();
    const response = await browser.post('/client/v1/signup', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const customer = customerSchema.strict().parse(response.json());
    expect(customer.account.email).toBe(email);
    expect(customer.account.is_email_verified).toBe(false);
    expect(customer.crn).toMatch(/^HW\d{8}$/);
    expect(customer.session).toMatchObject({
      is_mfa_completed: false,
      mfa_method: null,
      session_token: null,
      client_version: 'Chrome 131',
      os_version: 'Linux',
    });
    expect(customer).toMatchObject({
      name: null,
      country: null,
      address: null,
      attributes: [],
      documents: [],
      pending_documents: [],
      is_blocked_for_sending: false,
    });
    // The session was rotated: the visitor's cookie is not the signed-in one.
    expect(browser.cookies.get('homeward_session')).not.toBe(visitorSession);
    expect(response.body).not.toContain(PASSWORD);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain(browser.cookies.get('homeward_session'));

    const profile = await browser.get('/client/v1/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().id).toBe(customer.id);
  });

  it('stores an argon2id hash, never the password', async () => {
    const email = uniqueEmail();
    await new TestBrowser(t.app).signUp(email, PASSWORD);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account?.passwordHash).not.toContain(PASSWORD);
  });

  it('answers 422 with the messages of every field', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const response = await browser.post('/client/v1/signup', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email field is required. (and 2 more errors)',
      errors: {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
        confirm_password: ['The confirm password field is required.'],
      },
    });
  });

  it('enforces the published password policy and the confirmation', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const policy = (await browser.get('/client/v1/password-policy')).json();
    expect(policy.length.value).toBe(10);
    const response = await browser.post('/client/v1/signup', {
      email: 'not-an-email',
      password: 'short',
      confirm_password: 'shorter',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
      password: [
        'The password does not meet the requirements: at least 10 characters, one uppercase letter, one number, one special character such as ! ? # or @.',
      ],
      confirm_password: ['The confirm password field must match password.'],
    });
  });

  it('answers 422 on email for an address already taken, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await new TestBrowser(t.app).signUp(email)).statusCode).toBe(201);
    const again = await new TestBrowser(t.app).signUp(email.toUpperCase());
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('creates one account when the same email signs up many times at once', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => new TestBrowser(t.app).signUp(email)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(7);
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(rows).toHaveLength(1);
  });

  it('rejects values of the wrong type without a 5xx', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const response = await browser.post('/client/v1/signup', {
      email: { $ne: '' },
      password: 12345678901,
      confirm_password: ['x'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['The email field must be a string.'],
      password: ['The password field must be a string.'],
      confirm_password: ['The confirm password field must be a string.'],
    });
  });
});

describe('POST /client/v1/login', () => {
  it('signs in with the right password, rotating the session', async () => {
    const email = uniqueEmail();
    await new TestBrowser(t.app).signUp(email);
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const visitor = browser.cookies.get('homeward_session');
    const response = await browser.post('/client/v1/login', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(customerSchema.parse(response.json()).account.email).toBe(email);
    expect(browser.cookies.get('homeward_session')).not.toBe(visitor);
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const email = uniqueEmail();
    await new TestBrowser(t.app).signUp(email);
    const wrongPassword = await new TestBrowser(t.app, undefined, '198.51.100.1').logIn(
      email,
      'Wrong-password-1',
    );
    const unknownEmail = await new TestBrowser(t.app, undefined, '198.51.100.2').logIn(
      uniqueEmail(),
      'Wrong-password-1',
    );
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('throttles failures per account, even across IP addresses, with Retry-After', async () => {
    const email = uniqueEmail();
    await new TestBrowser(t.app).signUp(email);
    for (let i = 0; i < 3; i++) {
      const failed = await new TestBrowser(t.app, undefined, `192.0.2.${i}`).logIn(
        email,
        'Nope-nope-1',
      );
      expect(failed.statusCode).toBe(422);
    }
    // Even the right password waits now: the account is cooling down.
    const blocked = await new TestBrowser(t.app, undefined, '192.0.2.99').logIn(email);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The wait as a person says it (minutes from a minute on), never "888 seconds".
    expect(blocked.json().message).toBe(
      `Too many login attempts. Please try again in ${waitInWords(Number(blocked.headers['retry-after']))}.`,
    );
  });

  it('throttles failures per IP address across accounts', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 6; i++) {
      const failed = await new TestBrowser(t.app, undefined, ip).logIn(
        uniqueEmail(),
        'Nope-nope-1',
      );
      expect(failed.statusCode).toBe(422);
    }
    const blocked = await new TestBrowser(t.app, undefined, ip).logIn(uniqueEmail(), 'Nope-nope-1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('answers 422 for missing fields', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const response = await browser.post('/client/v1/login', { email: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });
});

describe('POST /client/v1/logout and GET /client/v1/profile', () => {
  it('answers 401 Unauthenticated without a session', async () => {
    const response = await new TestBrowser(t.app).get('/client/v1/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('destroys the session: the old cookie no longer works', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signUp(uniqueEmail());
    const oldCookie = browser.cookies.get('homeward_session');
    const response = await browser.post('/client/v1/logout');
    expect(response.statusCode).toBe(204);
    expect(browser.cookies.get('homeward_session')).not.toBe(oldCookie);
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/client/v1/profile',
      headers: { cookie: `homeward_session=${oldCookie}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('ends sessions idle for longer than the idle timeout', async () => {
    const browser = new TestBrowser(t.app);
    const signUp = await browser.signUp(uniqueEmail());
    await t.database.db
      .update(sessions)
      .set({ touchedAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.id, signUp.json().session.id));
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
  });

  it('ends sessions past their absolute lifetime', async () => {
    const browser = new TestBrowser(t.app);
    const signUp = await browser.signUp(uniqueEmail());
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, signUp.json().session.id));
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
  });

  it('keeps sessions that are in use', async () => {
    const browser = new TestBrowser(t.app);
    const signUp = await browser.signUp(uniqueEmail());
    await t.database.db
      .update(sessions)
      .set({ touchedAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.id, signUp.json().session.id));
    const profile = await browser.get('/client/v1/profile');
    expect(profile.statusCode).toBe(200);
    // The request counted as activity.
    expect(Date.now() - Date.parse(profile.json().session.touched_at)).toBeLessThan(5_000);
  });
});

describe('GET /client/v1/password-policy', () => {
  it('publishes every rule with its flag, message and slash-form regex', async () => {
    const response = await new TestBrowser(t.app).get('/client/v1/password-policy');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      length: { enabled: true, value: 10, message: 'At least 10 characters', regex: null },
      uppercase: { enabled: true, value: null, message: 'One uppercase letter', regex: '/[A-Z]/' },
      lowercase: { enabled: true, value: null, message: 'One lowercase letter', regex: '/[a-z]/' },
      digits: { enabled: true, value: null, message: 'One number', regex: '/[0-9]/' },
      wildcard: {
        enabled: true,
        value: null,
        message: 'One special character such as ! ? # or @',
        regex: '/[^A-Za-z0-9]/',
      },
    });
  });
});
