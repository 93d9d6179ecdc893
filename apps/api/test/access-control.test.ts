import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { browserOf, leaksIn, secretsOf, send } from './support/access/callers';
import {
  accessMatrix,
  callers,
  expectedAnswers,
  needsXsrf,
  routeKey,
  type Caller,
  type RouteRule,
} from './support/access/matrix';
import { buildWorld, copyOf, type World } from './support/access/world';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The access-control matrix: every route the API registers is listed in
 * support/access/rules-*.ts with who may call it, and is called by customer B on customer A's
 * things, by signed-out visitors, by A's session still owing its second factor, and by A's
 * sessions that were removed or signed out elsewhere. Each must get exactly the matrix's
 * answer, and no refused caller (nor B, ever) may see anything of A's.
 */

let t: TestApp;
let world: World;
/** Every route as Fastify registered it, HEAD twins of GET routes left out. */
const registered = new Set<string>();

beforeAll(async () => {
  const seen: { method: string; url: string }[] = [];
  t = await createTestApp(
    {
      SIGNUP_MAX_PER_IP: '1000',
      // Codes may be asked for again at once, so whether one goes out never depends on timing.
      CODE_RESEND_SECONDS: '0',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
    },
    {
      onRoute: (route) => seen.push(route),
    },
  );
  const gets = new Set(seen.filter((r) => r.method === 'GET').map((r) => r.url));
  for (const { method, url } of seen) {
    // The admin API has its own matrix (admin-access-control.test.ts); the console's build is
    // static files and its page, tested with its plugin (plugins/back-office.test.ts).
    if (url.startsWith('/admin/') || url.startsWith('/back-office')) continue;
    // Fastify answers HEAD for every GET by itself; those twins are the GET's access.
    if (method === 'HEAD' && gets.has(url)) continue;
    registered.add(routeKey(method, url));
  }
  world = await buildWorld(t);
});
afterAll(() => t?.close());

const keyOf = (rule: RouteRule) => routeKey(rule.method, rule.url);

describe('the access matrix', () => {
  it('lists every registered route, and only those', () => {
    const listed = accessMatrix.map(keyOf);
    const missing = [...registered].filter((key) => !listed.includes(key));
    const stale = listed.filter((key) => !registered.has(key));
    const twice = listed.filter((key, index) => listed.indexOf(key) !== index);
    expect(
      missing,
      `add these routes to the access matrix (test/support/access/rules-*.ts): ${missing.join(', ')}`,
    ).toEqual([]);
    expect(
      stale,
      `these matrix entries name no registered route, remove them: ${stale.join(', ')}`,
    ).toEqual([]);
    expect(twice, `listed more than once: ${twice.join(', ')}`).toEqual([]);
  });

  it('keeps the dev-only routes out of production', async () => {
    const routes: string[] = [];
    const production = await buildApp({
      config: { ...t.app.deps.config, env: 'production' },
      db: t.database.db,
      logger: false,
      onRoute: (route) => routes.push(route.url),
    });
    await production.close();
    const devOnly = accessMatrix.filter((rule) => rule.access === 'dev-only').map((r) => r.url);
    expect(devOnly.length).toBeGreaterThan(0);
    expect(routes.length).toBeGreaterThan(registered.size / 2);
    expect(routes.filter((url) => devOnly.includes(url))).toEqual([]);
  });
});

/**
 * Whether a caller's answer may carry A's data at all: A's own session owing its second factor
 * may read A's profile, and the development outbox shows every message (never in production).
 */
const mayShowA = (rule: RouteRule, caller: Caller) =>
  rule.access === 'dev-only' || (caller === 'mfa pending' && rule.access === 'pending-mfa');

describe.each(accessMatrix.map((rule) => [`${keyOf(rule)} (${rule.access})`, rule] as const))(
  '%s',
  (_name, rule) => {
    it('answers each caller as the matrix says; B sees only B’s data, and no one sees A’s', async () => {
      const statuses = {} as Record<Caller, number>;
      const problems: string[] = [];
      for (const caller of callers) {
        const browser = await browserOf(t, world, caller, rule);
        const answer = await send(browser, rule.method, rule.call(world.a, world));
        statuses[caller] = answer.statusCode;
        if (caller === 'other customer') {
          for (const own of rule.shows?.(world.b) ?? []) {
            if (!answer.body.includes(own)) problems.push(`B's answer is missing B's own ${own}`);
          }
        }
        if (mayShowA(rule, caller)) continue;
        for (const secret of leaksIn(answer, secretsOf(world.a, rule))) {
          problems.push(`${caller} (${answer.statusCode}) saw ${secret}`);
        }
      }
      expect.soft(statuses).toEqual(expectedAnswers(rule));
      expect(problems).toEqual([]);
    });
  },
);

describe('state-changing requests without the session’s XSRF token', () => {
  const guarded = accessMatrix.filter(needsXsrf);

  it.each(guarded.map((rule) => [keyOf(rule), rule] as const))(
    '%s refuses A’s own session with 419',
    async (_name, rule) => {
      const call = rule.call(world.a, world);
      const missing = await send(copyOf(t.app, world.a.browser), rule.method, call, {
        xsrf: false,
      });
      // B's token is a real token, just not this session's.
      const foreign = await send(copyOf(t.app, world.a.browser), rule.method, call, {
        xsrf: false,
        headers: { 'x-xsrf-token': world.b.browser.cookies.get('XSRF-TOKEN') ?? '' },
      });
      expect([missing.statusCode, foreign.statusCode]).toEqual([419, 419]);
      expect(missing.json()).toEqual({ message: 'CSRF token mismatch.' });
      const secrets = secretsOf(world.a, rule);
      expect([...leaksIn(missing, secrets), ...leaksIn(foreign, secrets)]).toEqual([]);
    },
  );

  it('covers every state-changing route but the signed and hosted ones', () => {
    const unguarded = accessMatrix
      .filter((rule) => rule.method !== 'GET' && rule.method !== 'OPTIONS' && !needsXsrf(rule))
      .map(keyOf);
    expect(unguarded).toEqual([
      'POST /webhooks/payments/:provider',
      'POST /sandbox/checkout/:id',
      'POST /sandbox/checkout/:id/challenge',
      'POST /apps/:appId/events',
      'POST /apps/:appId/batch_events',
      'POST /apps/:appId/users/:userId/terminate_connections',
    ]);
  });
});

describe("A's ids in B's request bodies", () => {
  it('are answered exactly as ids that name nothing', async () => {
    const { a, b } = world;
    const confirm = (quoteId: string, recipientId: string) =>
      send(copyOf(t.app, b.browser), 'POST', {
        url: '/client/v1/transactions',
        json: {
          quote_id: quoteId,
          recipient_id: recipientId,
          purpose: 'gift',
          source_of_funds: 'salary',
        },
        headers: { 'idempotency-key': randomUUID() },
      });
    const nothing = randomUUID();
    const withAsQuote = await confirm(a.quoteId, b.recipientIds[0] ?? '');
    const withNoQuote = await confirm(nothing, b.recipientIds[0] ?? '');
    const withAsRecipient = await confirm(b.quoteId, a.recipientIds[0] ?? '');
    const withNoRecipient = await confirm(b.quoteId, nothing);
    expect([withAsQuote.statusCode, withAsRecipient.statusCode]).toEqual([422, 422]);
    expect(withAsQuote.json()).toEqual(withNoQuote.json());
    expect(withAsRecipient.json()).toEqual(withNoRecipient.json());
    expect(Object.keys(withAsRecipient.json().errors)).toEqual(['recipient_id']);
  });
});

describe('after every refused call', () => {
  it("A's things are as they were", async () => {
    const { a } = world;
    const recipients = (await a.browser.get('/client/v1/recipients')).json() as {
      id: string;
      full_name: string;
    }[];
    const profile = (await a.browser.get('/client/v1/profile')).json() as {
      documents: { id: string }[];
    };
    const transfer = await a.browser.get(`/client/v1/transactions/${a.transferId}`);
    const quote = await a.browser.get(`/client/v1/quotes/${a.quoteId}`);
    const devices = (await a.browser.get('/client/v1/devices')).json() as { id: string }[];
    const device = await a.device.get('/client/v1/profile');
    expect(recipients.map((r) => [r.id, r.full_name]).sort()).toEqual(
      a.recipientIds.map((id, i) => [id, a.recipientNames[i]]).sort(),
    );
    // Nobody else's upload (nor hand-off) landed on A.
    expect(profile.documents.map((d) => d.id).sort()).toEqual([...a.documentIds].sort());
    expect(transfer.statusCode).toBe(200);
    expect(transfer.json()).toMatchObject({
      status: 'awaiting_payment',
      latest_payment: { id: a.paymentId, status: 'pending' },
    });
    expect(quote.statusCode).toBe(200);
    expect(devices.map((d) => d.id)).toEqual(expect.arrayContaining([a.sessionId, a.deviceId]));
    expect(device.statusCode).toBe(200);
  });
});
