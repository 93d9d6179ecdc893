import { TestBrowser } from '../browser';
import { PASSWORD, signedIn, verifiedCustomer } from '../customers';
import type { TestApp } from '../test-app';
import type { Call, Caller, RouteRule } from './matrix';
import { copyOf, type Holdings, type World } from './world';

type Answer = Awaited<ReturnType<TestBrowser['request']>>;

/**
 * B's fresh sign-ins, one at a time: the matrix's tests run concurrently, and a sign-in moments
 * after another takes over the code mailed to it (codes' handOver), failing the first.
 */
let signingInB: Promise<unknown> = Promise.resolve();
function signInBAlone(t: TestApp, email: string): Promise<TestBrowser> {
  const next = signingInB.then(() => signedIn(t, email));
  signingInB = next.catch(() => undefined);
  return next;
}

/**
 * The browser a caller makes the call with. Copies keep whatever the call does to cookies to
 * themselves; a call that ends its session gets a session of its own, so the shared ones live on.
 */
export async function browserOf(
  t: TestApp,
  world: World,
  caller: Caller,
  rule: RouteRule,
): Promise<TestBrowser> {
  switch (caller) {
    case 'other customer':
      if (rule.endsEverySession)
        return signedIn(t, (await verifiedCustomer(t, 'everywhere')).email);
      return rule.endsSession ? signInBAlone(t, world.b.email) : copyOf(t.app, world.b.browser);
    case 'no cookies':
      return new TestBrowser(t.app);
    case 'visitor': {
      const visitor = new TestBrowser(t.app);
      await visitor.csrf();
      return visitor;
    }
    case 'mfa pending': {
      if (!rule.endsSession) return copyOf(t.app, world.compromised.pendingMfa);
      const pending = new TestBrowser(t.app);
      await pending.logIn(world.a.email, PASSWORD);
      return pending;
    }
    case 'removed device':
      return copyOf(t.app, world.compromised.removedDevice);
    case 'logged out':
      return copyOf(t.app, world.compromised.loggedOut);
  }
}

/** Makes a matrix call; `xsrf: false` leaves the X-XSRF-TOKEN header out. */
export async function send(
  browser: TestBrowser,
  method: RouteRule['method'],
  call: Call,
  options: { xsrf?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...call.headers, ...options.headers };
  let payload: unknown;
  if (call.json !== undefined) payload = call.json;
  if (call.form !== undefined) {
    payload = new URLSearchParams(call.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (call.multipart) payload = await call.multipart();
  return browser.request({
    method,
    url: call.url,
    headers,
    xsrf: options.xsrf ?? true,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

/**
 * What of A's no refused caller, and never B, may see: ids of every kind, the email, the
 * customer reference, the mobile number, recipients' names and the amounts A sends. The
 * sandbox's hosted page is the provider's, reached with the checkout id: it names the amount,
 * the transfer's reference, the recipient and where to return, as a provider's page does, but
 * never who the customer is.
 */
export function secretsOf(a: Holdings, rule: RouteRule): string[] {
  const who = [a.customerId, a.email, a.crn, a.mobileNumber, a.sessionId, a.deviceId];
  if (rule.access === 'hosted-page') return [...who, ...a.documentIds, a.uploadToken];
  return [
    ...who,
    ...a.documentIds,
    ...a.recipientIds,
    ...a.recipientNames,
    a.quoteId,
    a.transferId,
    a.trackingNumber,
    a.paymentId,
    a.checkoutId,
    a.uploadToken,
    ...a.amounts,
    a.passkeyId,
    a.passkeyName,
    a.passkeyCredentialId,
  ];
}

/** The secrets of A found in an answer's body and headers. */
export function leaksIn(answer: Answer, secrets: string[]): string[] {
  const text = `${answer.body}\n${JSON.stringify(answer.headers)}`.toLowerCase();
  return secrets.filter((secret) => secret !== '' && text.includes(secret.toLowerCase()));
}
