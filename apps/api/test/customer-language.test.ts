import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { uniqueEmail } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The language Homeward writes to a customer in (decision 0037): taken from the app's language
 * at sign-up, read and changed at /client/v1/language, only ever one Homeward speaks.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/client/v1/language';

async function signUpSpeaking(acceptLanguage: string | undefined) {
  const browser = new TestBrowser(t.app);
  await browser.csrf();
  const answer = await browser.post(
    '/client/v1/signup',
    { email: uniqueEmail('language'), password: PASSWORD, confirm_password: PASSWORD },
    acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {},
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return { browser, customerId: answer.json().id as string };
}

describe('the customer’s language', () => {
  it('is the language the app spoke at sign-up', async () => {
    const { browser } = await signUpSpeaking('fil-PH,en;q=0.8');
    const answer = await browser.get(PATH);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ language: 'fil' });
  });

  it('is English (Australia) when the app asked for none Homeward speaks', async () => {
    expect((await (await signUpSpeaking('de-DE')).browser.get(PATH)).json()).toEqual({
      language: 'en-AU',
    });
    expect((await (await signUpSpeaking(undefined)).browser.get(PATH)).json()).toEqual({
      language: 'en-AU',
    });
  });

  it('changes when the customer picks another', async () => {
    const { email, customerId } = await verifiedCustomer(t, 'language-change');
    const browser = await signedIn(t, email);
    const changed = await browser.put(PATH, { language: 'ur' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ language: 'ur' });
    expect((await browser.get(PATH)).json()).toEqual({ language: 'ur' });
    const [row] = await t.database.db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.id, customerId));
    expect(row?.language).toBe('ur');
  });

  it('refuses a language Homeward does not speak, and keeps the one it had', async () => {
    const { browser } = await signUpSpeaking('vi');
    const refused = await browser.put(PATH, { language: 'de' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.language).toEqual([
      'Choose a language Homeward speaks: en-AU, fil, hi, ne, vi, id, bn, ur.',
    ]);
    expect((await browser.get(PATH)).json()).toEqual({ language: 'vi' });
  });

  it('is the customer’s own: a signed-out browser gets 401', async () => {
    const stranger = new TestBrowser(t.app);
    expect((await stranger.get(PATH)).statusCode).toBe(401);
    await stranger.csrf();
    expect((await stranger.put(PATH, { language: 'hi' })).statusCode).toBe(401);
  });
});
