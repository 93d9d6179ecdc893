import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, passkeys, sessions, webauthnChallenges } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { lastMailTo } from './support/mail';
import { SoftAuthenticator } from './support/passkey-authenticator';
import { createTestApp, type TestApp } from './support/test-app';

const NOT_RECOGNISED = 'This passkey was not recognised. Try again, or sign in another way.';
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SIGNUP_MAX_PER_IP: '1000',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    // A second origin of the SPA, on the relying party's domain, and one that is not.
    FRONTEND_ORIGINS: 'http://localhost:5173,https://spa.elsewhere.example',
  });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

/** Registration options, then the authenticator's answer, then the enrolment. */
async function enrol(browser: TestBrowser, authenticator: SoftAuthenticator, name?: string) {
  const options = await browser.post('/client/v1/passkeys/registration-options');
  expect(options.statusCode).toBe(200);
  const credential = authenticator.create(options.json());
  return browser.post('/client/v1/passkeys', { ...(name ? { name } : {}), credential });
}

/** A signed-in customer with one passkey on a software authenticator. */
async function customerWithPasskey(authenticator = new SoftAuthenticator()) {
  const { email, customerId } = await verifiedCustomer(t, 'passkey');
  const browser = await signedIn(t, email);
  const added = await enrol(browser, authenticator, 'Laptop');
  expect(added.statusCode).toBe(201);
  return { email, customerId, browser, authenticator, passkeyId: added.json().id as string };
}

async function signInOptions(browser: TestBrowser) {
  await browser.csrf();
  const options = await browser.post('/client/v1/passkeys/sign-in/options');
  expect(options.statusCode).toBe(200);
  return options.json<Json & { challenge: string }>();
}

describe('enrolling passkeys', () => {
  it('adds two passkeys, lists them, and mails the customer for each', async () => {
    const { email, browser } = await customerWithPasskey();
    const second = await enrol(browser, new SoftAuthenticator());
    expect(second.statusCode).toBe(201);
    // Named after the browser and system when the customer gives no name.
    expect(second.json()).toMatchObject({ name: 'Chrome on Linux', backed_up: true });

    const list = await browser.get('/client/v1/passkeys');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: Json) => p.name)).toEqual(['Laptop', 'Chrome on Linux']);
    expect(list.json()[0]).toMatchObject({ device_type: 'multiDevice', last_used_at: null });

    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe('A passkey was added to your Homeward account');
    const events = (await browser.get('/client/v1/security-events')).json() as Json[];
    expect(events.filter((e) => e.type === 'passkey_added')).toHaveLength(2);
  });

  it('excludes the enrolled credentials and refuses the same authenticator twice', async () => {
    const { browser, authenticator } = await customerWithPasskey();
    const options = await browser.post('/client/v1/passkeys/registration-options');
    const excluded = options.json().excludeCredentials as { id: string }[];
    const [enrolled] = authenticator.credentials;
    if (!enrolled) throw new Error('the authenticator holds no credential');
    expect(excluded.map((c) => c.id)).toEqual([enrolled.id.toString('base64url')]);
    // A browser ignoring the exclusion list re-sends the same credential id.
    const again = authenticator.create(options.json(), { sameIdAs: enrolled });
    const refused = await browser.post('/client/v1/passkeys', { credential: again });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.credential).toEqual(['This passkey is already on your account.']);
    expect((await browser.get('/client/v1/passkeys')).json()).toHaveLength(1);
  });

  it('stops at ten passkeys with a clear message', async () => {
    const { browser } = await customerWithPasskey();
    for (let i = 2; i <= 10; i++)
      expect((await enrol(browser, new SoftAuthenticator())).statusCode).toBe(201);
    // Ten "passkey added" mails are queued; deliver them so later tests find their codes.
    for (let i = 0; i < 5; i++) await t.app.deps.jobs.runDue();
    const eleventh = await browser.post('/client/v1/passkeys/registration-options');
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().message).toBe(
      'You can keep up to 10 passkeys. Remove one before adding another.',
    );
  });

  it('refuses an answer from another origin or for another relying party, and a replayed one', async () => {
    const { browser } = await customerWithPasskey();
    for (const ceremony of [
      { origin: 'https://evil.example' },
      // Not on the relying party's domain, although the API allows it for CORS.
      { origin: 'https://spa.elsewhere.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const options = await browser.post('/client/v1/passkeys/registration-options');
      const credential = new SoftAuthenticator().create(options.json(), ceremony);
      const refused = await browser.post('/client/v1/passkeys', { credential });
      expect(refused.statusCode, JSON.stringify(ceremony)).toBe(422);
    }
    // The SPA's second origin on the same domain is fine.
    const options = await browser.post('/client/v1/passkeys/registration-options');
    const authenticator = new SoftAuthenticator();
    const credential = authenticator.create(options.json(), { origin: 'http://localhost:5173' });
    expect((await browser.post('/client/v1/passkeys', { credential })).statusCode).toBe(201);
    // The same answer again: its challenge is spent.
    const replay = { ...credential, id: 'AAAA', rawId: 'AAAA' };
    expect((await browser.post('/client/v1/passkeys', { credential })).statusCode).toBe(422);
    expect((await browser.post('/client/v1/passkeys', { credential: replay })).statusCode).toBe(
      422,
    );
    expect((await browser.get('/client/v1/passkeys')).json()).toHaveLength(2);
  });

  it('answers bad input with 422 and changes nothing', async () => {
    const { browser, passkeyId } = await customerWithPasskey();
    for (const body of [
      {},
      { credential: 'x' },
      { credential: { id: 'a' } },
      { name: '', credential: {} },
    ]) {
      const response = await browser.post('/client/v1/passkeys', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const blank = await browser.put(`/client/v1/passkeys/${passkeyId}`, { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual(['The name field is required.']);
    const long = await browser.put(`/client/v1/passkeys/${passkeyId}`, { name: 'x'.repeat(61) });
    expect(long.statusCode).toBe(422);
    expect((await browser.get('/client/v1/passkeys')).json()[0].name).toBe('Laptop');
  });
});

describe('renaming and removing', () => {
  it('renames and removes the customer own passkeys, the last one too', async () => {
    const { browser, passkeyId } = await customerWithPasskey();
    const renamed = await browser.put(`/client/v1/passkeys/${passkeyId}`, { name: ' Work phone ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Work phone');
    expect((await browser.delete(`/client/v1/passkeys/${passkeyId}`)).statusCode).toBe(204);
    expect((await browser.get('/client/v1/passkeys')).json()).toEqual([]);
    expect((await browser.delete(`/client/v1/passkeys/${passkeyId}`)).statusCode).toBe(404);
    const events = (await browser.get('/client/v1/security-events')).json() as Json[];
    expect(events.some((e) => e.type === 'passkey_removed')).toBe(true);
  });

  it("cannot rename or remove another customer's passkey", async () => {
    const a = await customerWithPasskey();
    const b = await customerWithPasskey();
    expect(
      (await b.browser.put(`/client/v1/passkeys/${a.passkeyId}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await b.browser.delete(`/client/v1/passkeys/${a.passkeyId}`)).statusCode).toBe(404);
    expect((await b.browser.delete('/client/v1/passkeys/not-an-id')).statusCode).toBe(404);
    expect((await a.browser.get('/client/v1/passkeys')).json()[0].name).toBe('Laptop');
  });

  it('a removed passkey signs in no more', async () => {
    const { browser, authenticator, passkeyId } = await customerWithPasskey();
    await browser.delete(`/client/v1/passkeys/${passkeyId}`);
    const visitor = new TestBrowser(t.app);
    const credential = authenticator.get(await signInOptions(visitor));
    const response = await visitor.post('/client/v1/passkeys/sign-in', { credential });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.credential).toEqual([NOT_RECOGNISED]);
  });
});

describe('signing in with a passkey, without a password', () => {
  it('starts a session that has proved both factors, rotating the cookie', async () => {
    const { email, customerId, authenticator } = await customerWithPasskey();
    const visitor = new TestBrowser(t.app);
    const options = await signInOptions(visitor);
    // Discoverable: the browser offers whichever passkey of this site the customer picks.
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const visitorCookie = visitor.cookies.get('homeward_session');
    const credential = authenticator.get(options);
    const response = await visitor.post('/client/v1/passkeys/sign-in', { credential });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: customerId,
      session: { is_mfa_completed: true, mfa_method: 'email' },
    });
    expect(visitor.cookies.get('homeward_session')).not.toBe(visitorCookie);
    // Fully signed in: screens beyond the second step answer.
    expect((await visitor.get('/client/v1/devices')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, response.json().session.id as string));
    expect(row?.secondFactorAt).toBeInstanceOf(Date);
    const list = (await visitor.get('/client/v1/passkeys')).json() as Json[];
    expect(list[0]?.last_used_at).not.toBeNull();
    const events = (await visitor.get('/client/v1/security-events')).json() as Json[];
    expect(events.some((e) => e.type === 'passkey_signed_in')).toBe(true);
    // Like every way of signing in: a browser new to the customer is mailed about.
    expect((await lastMailTo(t, email)).subject).toBe('New sign-in to your Homeward account');
  });

  it('refuses a challenge answered twice, or from another browser', async () => {
    const { authenticator } = await customerWithPasskey();
    const visitor = new TestBrowser(t.app);
    const credential = authenticator.get(await signInOptions(visitor));
    expect((await visitor.post('/client/v1/passkeys/sign-in', { credential })).statusCode).toBe(
      200,
    );
    const again = new TestBrowser(t.app);
    await again.csrf();
    const replay = await again.post('/client/v1/passkeys/sign-in', { credential });
    expect(replay.statusCode).toBe(422);

    // Options fetched by one browser, answered from another.
    const stolen = authenticator.get(await signInOptions(new TestBrowser(t.app)));
    const elsewhere = new TestBrowser(t.app);
    await elsewhere.csrf();
    expect(
      (await elsewhere.post('/client/v1/passkeys/sign-in', { credential: stolen })).statusCode,
    ).toBe(422);
  });

  it('refuses the wrong origin or relying party, no user verification, an unknown credential', async () => {
    const { authenticator } = await customerWithPasskey();
    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'dW5rbm93bg' } });
    const attempts: [SoftAuthenticator, Parameters<SoftAuthenticator['get']>[1]][] = [
      [authenticator, { origin: 'https://evil.example' }],
      [authenticator, { rpId: 'evil.example' }],
      [authenticator, { userVerified: false }],
      [stranger, {}],
    ];
    for (const [device, ceremony] of attempts) {
      const visitor = new TestBrowser(t.app);
      const credential = device.get(await signInOptions(visitor), ceremony);
      const response = await visitor.post('/client/v1/passkeys/sign-in', { credential });
      expect(response.statusCode, JSON.stringify(ceremony)).toBe(422);
      expect(response.json().errors.credential).toEqual([NOT_RECOGNISED]);
      expect(visitor.cookies.get('homeward_session')).toBeDefined();
      expect((await visitor.get('/client/v1/profile')).statusCode).toBe(401);
    }
  });

  it('refuses a signature counter that went backwards (a cloned authenticator)', async () => {
    const { authenticator } = await customerWithPasskey();
    const first = new TestBrowser(t.app);
    const credential = authenticator.get(await signInOptions(first), { counter: 5 });
    expect((await first.post('/client/v1/passkeys/sign-in', { credential })).statusCode).toBe(200);
    const clone = new TestBrowser(t.app);
    const cloned = authenticator.get(await signInOptions(clone), { counter: 5 });
    expect(
      (await clone.post('/client/v1/passkeys/sign-in', { credential: cloned })).statusCode,
    ).toBe(422);
    const lower = authenticator.get(await signInOptions(clone), { counter: 3 });
    expect(
      (await clone.post('/client/v1/passkeys/sign-in', { credential: lower })).statusCode,
    ).toBe(422);
    const onwards = authenticator.get(await signInOptions(clone), { counter: 6 });
    expect(
      (await clone.post('/client/v1/passkeys/sign-in', { credential: onwards })).statusCode,
    ).toBe(200);
  });

  it('counts against the sign-in limit per address', async () => {
    const limited = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '2' });
    try {
      const visitor = new TestBrowser(limited.app, undefined, '198.51.100.7');
      const stranger = new SoftAuthenticator();
      stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'dW5rbm93bg' } });
      const answers: number[] = [];
      for (let i = 0; i < 3; i++) {
        await visitor.csrf();
        const options = (await visitor.post('/client/v1/passkeys/sign-in/options')).json();
        const credential = stranger.get(options);
        answers.push(
          (await visitor.post('/client/v1/passkeys/sign-in', { credential })).statusCode,
        );
      }
      expect(answers).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });

  it.runIf(onPostgres)(
    'of two answers to one challenge sent at once, exactly one signs in',
    async () => {
      // A counter of 0 (as most passkeys send) leaves the challenge as the only guard.
      const { authenticator } = await customerWithPasskey(new SoftAuthenticator(undefined, false));
      const visitor = new TestBrowser(t.app);
      const credential = authenticator.get(await signInOptions(visitor));
      const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/client/v1/passkeys/sign-in',
          payload: { credential },
          headers: { cookie, 'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN') ?? '' },
        });
      const answers = await Promise.all(Array.from({ length: 8 }, send));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([
        200, 422, 422, 422, 422, 422, 422, 422,
      ]);
    },
  );
});

describe('a passkey as the second factor after a password', () => {
  it('completes the second step with one of the customer own passkeys', async () => {
    const { email, authenticator } = await customerWithPasskey();
    const browser = new TestBrowser(t.app);
    await browser.logIn(email, PASSWORD);
    expect((await browser.get('/client/v1/mfa/passkey')).json()).toEqual({ available: true });
    const options = await browser.post('/client/v1/mfa/passkey/options');
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials).toHaveLength(1);
    const pendingCookie = browser.cookies.get('homeward_session');
    const credential = authenticator.get(options.json());
    const response = await browser.post('/client/v1/mfa/passkey', { credential });
    expect(response.statusCode).toBe(200);
    expect(response.json().session.is_mfa_completed).toBe(true);
    expect(browser.cookies.get('homeward_session')).not.toBe(pendingCookie);
    expect((await browser.get('/client/v1/devices')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, response.json().session.id as string));
    expect(row?.secondFactorAt).toBeInstanceOf(Date);
  });

  it("refuses another customer's passkey, and each refusal counts against the session's tries", async () => {
    const a = await customerWithPasskey();
    const b = await customerWithPasskey();
    const browser = new TestBrowser(t.app);
    await browser.logIn(a.email, PASSWORD);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const options = (await browser.post('/client/v1/mfa/passkey/options')).json();
      // B's authenticator signs with B's credential, whatever A's options allow.
      const credential = b.authenticator.get(options, {
        credential: b.authenticator.credentials[0],
      });
      const response = await browser.post('/client/v1/mfa/passkey', { credential });
      answers.push(response.statusCode);
      if (response.statusCode === 422) {
        expect(response.json().errors.credential).toEqual([NOT_RECOGNISED]);
      }
    }
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    // The session ended: the customer starts again from the password.
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
  });

  it('is not offered when the customer has no passkeys, nor to a session that is not waiting', async () => {
    const { email } = await verifiedCustomer(t, 'nopasskey');
    const browser = new TestBrowser(t.app);
    await browser.logIn(email, PASSWORD);
    expect((await browser.get('/client/v1/mfa/passkey')).json()).toEqual({ available: false });
    const options = await browser.post('/client/v1/mfa/passkey/options');
    expect(options.statusCode).toBe(422);
    expect(options.json().message).toBe('There are no passkeys on this account.');

    const { browser: complete } = await customerWithPasskey();
    expect((await complete.post('/client/v1/mfa/passkey/options')).statusCode).toBe(422);
  });

  it('a challenge for the second step cannot sign in on its own', async () => {
    const { email, authenticator } = await customerWithPasskey();
    const browser = new TestBrowser(t.app);
    await browser.logIn(email, PASSWORD);
    const options = (await browser.post('/client/v1/mfa/passkey/options')).json();
    const credential = authenticator.get(options);
    // The pending browser's cookie is not a visitor's; and the purpose differs anyway.
    const response = await browser.post('/client/v1/passkeys/sign-in', { credential });
    expect(response.statusCode).toBe(422);
  });
});

describe('step-up with a passkey', () => {
  it('proves the second factor again for a signed-in session', async () => {
    const { browser, authenticator } = await customerWithPasskey();
    const profile = (await browser.get('/client/v1/profile')).json();
    const sessionId = profile.session.id as string;
    await t.database.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.id, sessionId));
    const options = await browser.post('/client/v1/passkeys/step-up/options');
    expect(options.statusCode).toBe(200);
    const before = Date.now();
    const credential = authenticator.get(options.json());
    expect((await browser.post('/client/v1/passkeys/step-up', { credential })).statusCode).toBe(
      204,
    );
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.secondFactorAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Spent.
    expect((await browser.post('/client/v1/passkeys/step-up', { credential })).statusCode).toBe(
      422,
    );
    const events = (await browser.get('/client/v1/security-events')).json() as Json[];
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['step_up_passed', 'passkey_failed']),
    );
  });

  it('is offered by the 423 of a sensitive change, which then goes through; adding and removing a passkey step up too', async () => {
    const { browser, authenticator, passkeyId } = await customerWithPasskey();
    const sessionId = (await browser.get('/client/v1/profile')).json().session.id as string;
    await t.database.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.id, sessionId));

    const adding = await browser.post('/client/v1/passkeys/registration-options');
    expect(adding.statusCode).toBe(423);
    expect(adding.json().step_up).toEqual({ method: 'email', passkey: true });
    expect((await browser.delete(`/client/v1/passkeys/${passkeyId}`)).statusCode).toBe(423);
    expect(
      await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkeyId)),
    ).toHaveLength(1);

    const options = (await browser.post('/client/v1/passkeys/step-up/options')).json();
    const credential = authenticator.get(options);
    expect((await browser.post('/client/v1/passkeys/step-up', { credential })).statusCode).toBe(
      204,
    );
    expect((await browser.post('/client/v1/passkeys/registration-options')).statusCode).toBe(200);
    expect((await browser.delete(`/client/v1/passkeys/${passkeyId}`)).statusCode).toBe(204);
  });

  it("refuses another customer's passkey and leaves the session as it was", async () => {
    const a = await customerWithPasskey();
    const b = await customerWithPasskey();
    const sessionId = (await a.browser.get('/client/v1/profile')).json().session.id as string;
    const old = new Date(Date.now() - 3_600_000);
    await t.database.db
      .update(sessions)
      .set({ secondFactorAt: old })
      .where(eq(sessions.id, sessionId));
    const options = (await a.browser.post('/client/v1/passkeys/step-up/options')).json();
    const credential = b.authenticator.get(options, { credential: b.authenticator.credentials[0] });
    const response = await a.browser.post('/client/v1/passkeys/step-up', { credential });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.credential).toEqual([NOT_RECOGNISED]);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.secondFactorAt?.getTime()).toBe(old.getTime());
  });
});

describe('limits and configuration', () => {
  // Builds an app of its own (a new embedded database), which takes over the default 20 s on a
  // loaded machine: CI saw 23 s.
  it('limits passkey ceremonies per customer, and per address for visitors', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PASSKEYS: '2/600' });
    try {
      const { email } = await verifiedCustomer(limited, 'passkeylimit');
      const browser = await signedIn(limited, email);
      const answers = [];
      for (let i = 0; i < 3; i++) {
        answers.push((await browser.post('/client/v1/passkeys/registration-options')).statusCode);
      }
      expect(answers).toEqual([200, 200, 429]);
      const visitor = new TestBrowser(limited.app, undefined, '198.51.100.8');
      await visitor.csrf();
      const visits = [];
      for (let i = 0; i < 3; i++) {
        visits.push((await visitor.post('/client/v1/passkeys/sign-in/options')).statusCode);
      }
      expect(visits).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('takes the relying party from APP_URL, and only origins on its domain', () => {
    const { webauthn } = t.app.deps.config;
    expect(webauthn).toEqual({
      rpId: 'localhost',
      rpName: 'Homeward',
      origins: ['http://localhost:8080', 'http://localhost:5173'],
    });
  });

  it('refuses a relying party that APP_URL is not on', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() =>
      loadConfig({
        DATA_DIR: t.app.deps.config.dataDir,
        APP_URL: 'https://app.homeward.example',
        WEBAUTHN_RP_ID: 'elsewhere.example',
      }),
    ).toThrow(
      /WEBAUTHN_RP_ID: must be APP_URL's host \(app.homeward.example\) or a domain it is under/,
    );
    const parent = loadConfig({
      DATA_DIR: t.app.deps.config.dataDir,
      APP_URL: 'https://app.homeward.example',
      WEBAUTHN_RP_ID: 'homeward.example',
      FRONTEND_ORIGINS: 'https://www.homeward.example,https://other.example',
    });
    expect(parent.webauthn.origins).toEqual([
      'https://app.homeward.example',
      'https://www.homeward.example',
    ]);
  });
});

describe('challenges', () => {
  it('expire: an answer after five minutes is refused', async () => {
    const { authenticator } = await customerWithPasskey();
    const visitor = new TestBrowser(t.app);
    const options = await signInOptions(visitor);
    await t.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, options.challenge));
    const credential = authenticator.get(options);
    expect((await visitor.post('/client/v1/passkeys/sign-in', { credential })).statusCode).toBe(
      422,
    );
  });

  it('stay with the customer: a customer is a regulated record, never deleted with their passkeys', async () => {
    const { customerId } = await customerWithPasskey();
    const mine = () =>
      t.database.db.select().from(passkeys).where(eq(passkeys.customerId, customerId));
    expect(await mine()).toHaveLength(1);
    // Migration 0023: the database refuses, so the passkey cannot be orphaned or lost with it.
    await expect(
      t.database.db.delete(customers).where(eq(customers.id, customerId)),
    ).rejects.toThrow();
    expect(await mine()).toHaveLength(1);
  });
});
