import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, verifiedCustomer } from './support/customers';
import { lastCodeTo, uniqueEmail } from './support/mail';
import { createProductionTestApp, createTestApp, type TestApp } from './support/test-app';

type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

const SESSION = 'homeward_session';
const XSRF = 'XSRF-TOKEN';
/** A visitor's session only has to outlive filling in a form (plugins/session.ts). */
const VISITOR_SECONDS = 2 * 3600;
/** SESSION_LIFETIME_HOURS and REMEMBER_ME_DAYS at their defaults. */
const SIGNED_IN_SECONDS = 12 * 3600;
const REMEMBERED_SECONDS = 30 * 86_400;

interface SetCookie {
  value: string;
  /** Attribute names in lower case, to their value ('' for flags like HttpOnly). */
  attributes: Map<string, string>;
}

/** The Set-Cookie headers of an answer, by cookie name, read from the raw header text. */
function setCookies(response: InjectResponse): Map<string, SetCookie> {
  const raw = response.headers['set-cookie'];
  const headers = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const found = new Map<string, SetCookie>();
  for (const header of headers) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    found.set(pair.slice(0, at), {
      value: pair.slice(at + 1),
      attributes: new Map(
        attributes.map((attribute) => {
          const [name = '', ...value] = attribute.split('=');
          return [name.toLowerCase(), value.join('=')];
        }),
      ),
    });
  }
  return found;
}

/**
 * The session cookie and its anti-forgery cookie as a browser must receive them: both for the
 * whole site, Lax, host-only, Secure exactly when the site is https; only the session HttpOnly
 * (the SPA must read XSRF-TOKEN to echo it, and must never read the session secret). Answers
 * both cookies' values and lifetime.
 */
function expectSessionCookies(
  response: InjectResponse,
  options: { secure: boolean; maxAge: number | [number, number] },
) {
  const cookies = setCookies(response);
  const session = cookies.get(SESSION);
  const xsrf = cookies.get(XSRF);
  expect(session, 'session cookie').toBeDefined();
  expect(xsrf, 'XSRF-TOKEN cookie').toBeDefined();
  for (const [name, cookie] of [
    [SESSION, session],
    [XSRF, xsrf],
  ] as const) {
    const attributes = cookie?.attributes ?? new Map<string, string>();
    expect(attributes.get('path'), `${name} Path`).toBe('/');
    expect(attributes.get('samesite'), `${name} SameSite`).toBe('Lax');
    expect(attributes.has('domain'), `${name} Domain`).toBe(false);
    expect(attributes.has('secure'), `${name} Secure`).toBe(options.secure);
    const maxAge = Number(attributes.get('max-age'));
    const [min, max] = Array.isArray(options.maxAge)
      ? options.maxAge
      : [options.maxAge, options.maxAge];
    expect(maxAge, `${name} Max-Age`).toBeGreaterThanOrEqual(min);
    expect(maxAge, `${name} Max-Age`).toBeLessThanOrEqual(max);
    expect(cookie?.value.length, `${name} value`).toBeGreaterThanOrEqual(32);
  }
  expect(session?.attributes.has('httponly'), 'session HttpOnly').toBe(true);
  expect(xsrf?.attributes.has('httponly'), 'XSRF-TOKEN HttpOnly').toBe(false);
  // The readable token is derived from the secret, never the secret itself.
  expect(xsrf?.value).not.toBe(session?.value);
  return { session: session?.value ?? '', xsrf: xsrf?.value ?? '' };
}

/** Signed in for the lifetime, give or take the seconds the test itself takes. */
const signedInLifetime: [number, number] = [SIGNED_IN_SECONDS - 60, SIGNED_IN_SECONDS];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000' });
});
afterAll(() => t.close());

describe('the session cookie', () => {
  it('is a short visitor session from the anti-forgery endpoint', async () => {
    const browser = new TestBrowser(t.app);
    const response = await browser.csrf();
    expect(response.statusCode).toBe(204);
    expectSessionCookies(response, { secure: false, maxAge: VISITOR_SECONDS });
  });

  it('is kept when the anti-forgery endpoint is called again: only XSRF-TOKEN is re-issued', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const again = setCookies(await browser.csrf());
    expect([...again.keys()]).toEqual([XSRF]);
    expect(again.get(XSRF)?.attributes.has('httponly')).toBe(false);
    expect(again.get(XSRF)?.attributes.get('samesite')).toBe('Lax');
  });

  it('is a new secret at sign-up, for the signed-in lifetime', async () => {
    const browser = new TestBrowser(t.app);
    const visitor = expectSessionCookies(await browser.csrf(), {
      secure: false,
      maxAge: VISITOR_SECONDS,
    });
    const response = await browser.post('/client/v1/signup', {
      email: uniqueEmail('cookie'),
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const signedUp = expectSessionCookies(response, { secure: false, maxAge: signedInLifetime });
    expect(signedUp.session).not.toBe(visitor.session);
    expect(signedUp.xsrf).not.toBe(visitor.xsrf);
  });

  it('is untouched by a failed sign-in, and rotated at sign-in and again at the second factor', async () => {
    const { email } = await verifiedCustomer(t, 'cookie');
    const browser = new TestBrowser(t.app);
    const visitor = expectSessionCookies(await browser.csrf(), {
      secure: false,
      maxAge: VISITOR_SECONDS,
    });

    const failed = await browser.post('/client/v1/login', { email, password: 'Wrong-horse-1' });
    expect(failed.statusCode).toBe(422);
    expect(failed.headers['set-cookie']).toBeUndefined();

    const login = await browser.post('/client/v1/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const pending = expectSessionCookies(login, { secure: false, maxAge: signedInLifetime });
    expect(pending.session).not.toBe(visitor.session);

    const mfa = await browser.post('/client/v1/mfa', { otp: await lastCodeTo(t, email) });
    expect(mfa.statusCode).toBe(200);
    const complete = expectSessionCookies(mfa, { secure: false, maxAge: signedInLifetime });
    // The cookie seen before the second factor cannot be replayed as a signed-in one.
    expect(complete.session).not.toBe(pending.session);
    const stale = await t.app.inject({
      url: '/client/v1/profile',
      headers: { cookie: `${SESSION}=${pending.session}` },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('lasts the remember-me days when the customer asks to be remembered', async () => {
    const { email } = await verifiedCustomer(t, 'remember');
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const login = await browser.post('/client/v1/login', {
      email,
      password: PASSWORD,
      remember: true,
    });
    expect(login.statusCode).toBe(200);
    expectSessionCookies(login, {
      secure: false,
      maxAge: [REMEMBERED_SECONDS - 60, REMEMBERED_SECONDS],
    });
  });

  it('is replaced by a fresh visitor session at sign-out; the old one is dead', async () => {
    const { email } = await verifiedCustomer(t, 'logout');
    const browser = new TestBrowser(t.app);
    await browser.logIn(email);
    const mfa = await browser.post('/client/v1/mfa', { otp: await lastCodeTo(t, email) });
    const signedIn = expectSessionCookies(mfa, { secure: false, maxAge: signedInLifetime });

    const logout = await browser.post('/client/v1/logout');
    expect(logout.statusCode).toBe(204);
    // As Laravel does: the session is invalidated and the browser starts over as a visitor, so
    // the next sign-in has an anti-forgery token to send.
    const after = expectSessionCookies(logout, { secure: false, maxAge: VISITOR_SECONDS });
    expect(after.session).not.toBe(signedIn.session);
    expect(after.xsrf).not.toBe(signedIn.xsrf);
    for (const secret of [signedIn.session, after.session]) {
      const profile = await t.app.inject({
        url: '/client/v1/profile',
        headers: { cookie: `${SESSION}=${secret}` },
      });
      expect(profile.statusCode).toBe(401);
    }
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createProductionTestApp();
  });
  afterAll(() => production.close());

  // Mail cannot be read in production (no outbox): the address is marked verified in the
  // database, and the second factor is an authenticator app.
  it('marks every session cookie Secure: visitor, sign-up, sign-in, second factor, sign-out', async () => {
    const browser = new TestBrowser(production.app);
    expectSessionCookies(await browser.csrf(), { secure: true, maxAge: VISITOR_SECONDS });
    const email = uniqueEmail('secure');
    const signUp = await browser.post('/client/v1/signup', {
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(signUp.statusCode).toBe(201);
    expectSessionCookies(signUp, { secure: true, maxAge: signedInLifetime });
    await production.database.db
      .update(accounts)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(accounts.email, email));
    // As verifying by the mailed code would: this session has just proved the factor.
    await production.database.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.customerId, (signUp.json() as { id: string }).id));

    const { secret } = (await browser.post('/client/v1/mfa/totp')).json() as { secret: string };
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    const confirmed = await browser.post('/client/v1/mfa/totp/confirm', { otp: totp.generate() });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const logout = await browser.post('/client/v1/logout');
    expectSessionCookies(logout, { secure: true, maxAge: VISITOR_SECONDS });

    const login = await browser.post('/client/v1/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expectSessionCookies(login, { secure: true, maxAge: signedInLifetime });
    // The next 30-second step: the code used to confirm cannot be used again.
    const mfa = await browser.post('/client/v1/mfa', {
      otp: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(mfa.statusCode, mfa.body).toBe(200);
    expectSessionCookies(mfa, { secure: true, maxAge: signedInLifetime });
  });
});
