// Customers for the benchmarks, made the way the SPA makes them: the anti-forgery cookie, sign-up,
// and the emailed code (read from the development outbox), over real HTTP.
import { sleep } from './server.mjs';

export const PASSWORD = 'Bench-horse-battery-1';

/** A cookie jar over fetch that echoes XSRF-TOKEN as X-XSRF-TOKEN, as the SPA's client does. */
export class Session {
  cookies = new Map();

  constructor(base) {
    this.base = base;
  }

  /** The headers a load tool must send to act as this signed-in browser. */
  headers() {
    return {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
    };
  }

  async request(method, url, body) {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: this.headers(),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0\b/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const json =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return json;
  }
}

/** The code in the newest mail to `email`, from the development outbox (never in production). */
async function emailedCode(base, email) {
  for (let i = 0; i < 200; i += 1) {
    const mails = await (
      await fetch(`${base}/dev/outbox?to=${encodeURIComponent(email)}`, {
        headers: { accept: 'application/json' },
      })
    ).json();
    const newest = mails.sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`no code was emailed to ${email}`);
}

/** Signs up and verifies the email: a signed-in session, and the customer's id. */
export async function signedUpCustomer(base, email) {
  const session = new Session(base);
  await session.request('GET', '/sanctum/csrf-cookie');
  const customer = await session.request('POST', '/client/v1/signup', {
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
  });
  await session.request('POST', '/client/v1/verify-email-address', {
    otp: await emailedCode(base, email),
  });
  await session.request('GET', '/client/v1/profile');
  return { session, customerId: customer.id, email };
}
