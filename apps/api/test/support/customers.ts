import { TestBrowser } from './browser';
import { drainJobs, lastCodeTo, uniqueEmail } from './mail';
import type { TestApp } from './test-app';

export const PASSWORD = 'Correct-horse-1';

/** A customer who signed up and verified the email, then signed out. */
export async function verifiedCustomer(t: TestApp, prefix = 'verified') {
  const email = uniqueEmail(prefix);
  const browser = new TestBrowser(t.app);
  const signUp = await browser.signUp(email, PASSWORD);
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const code = await lastCodeTo(t, email);
  const verified = await browser.post('/client/v1/verify-email-address', { otp: code });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  await browser.post('/client/v1/logout');
  return { email, customerId: signUp.json().id as string };
}

/** Password plus the emailed second factor: a fully signed-in browser. */
export async function signedIn(t: TestApp, email: string, ip?: string) {
  const browser = new TestBrowser(t.app, undefined, ip);
  // Mail queued earlier (a code resent elsewhere) goes out first, so the newest sign-in code
  // below is this sign-in's, not one delivered in the same batch.
  await drainJobs(t);
  const login = await browser.logIn(email, PASSWORD);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const code = await lastCodeTo(t, email, 'sign-in');
  const mfa = await browser.post('/client/v1/mfa', { otp: code });
  if (mfa.statusCode !== 200) throw new Error(`mfa failed: ${mfa.body}`);
  return browser;
}

/** Country ids by ISO alpha-2 code, as the API numbers them. */
export async function countryIdsByCode(t: TestApp): Promise<Record<string, number>> {
  const browser = await signedIn(t, (await verifiedCustomer(t)).email);
  const all = (await browser.get('/client/v1/countries')).json() as {
    id: number;
    iso2_alpha: string;
  }[];
  return Object.fromEntries(all.map((c) => [c.iso2_alpha, c.id]));
}
