import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRefusals } from '../src/i18n/messages';
import { translatorFor } from '../src/i18n/translate';
import { valuedWordsOf } from '../src/i18n/valued-words';
import { TestBrowser } from './support/browser';
import { sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { sendingMoney } from './support/transfers';

/**
 * The contract's own refusals of a customer's fields (its zod schemas), said in the language the
 * app asks for (Accept-Language) on every customer endpoint: sign-up, a price, a recipient, a
 * transfer, the transfers' filter, a statement's period, a rate alert, a support request and a
 * schedule. Without the header, the English they always said, word for word.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sendingMoney);
});
afterAll(() => t.close());

interface Refused {
  what: string;
  method: 'GET' | 'POST';
  url: string;
  body?: object;
  field: string;
  english: string;
  signedOut?: boolean;
}

const refused: Refused[] = [
  {
    what: 'a sign-up with an email that is not text',
    method: 'POST',
    url: '/client/v1/signup',
    body: { email: 5, password: 'Correct-horse-1', confirm_password: 'Correct-horse-1' },
    field: 'email',
    english: 'The email field must be a string.',
    signedOut: true,
  },
  {
    what: 'a price without an amount',
    method: 'POST',
    url: '/client/v1/quotes',
    body: { corridor_id: 1, payout_method: 'bank_account' },
    field: 'send_amount',
    english: 'Enter the amount to send or the amount to receive.',
  },
  {
    what: 'a price with both amounts',
    method: 'POST',
    url: '/client/v1/quotes',
    body: {
      corridor_id: 1,
      payout_method: 'bank_account',
      send_amount: '100',
      receive_amount: '100',
    },
    field: 'receive_amount',
    english: 'Enter the amount to send or the amount to receive, not both.',
  },
  {
    what: 'a recipient without details',
    method: 'POST',
    url: '/client/v1/recipients',
    body: { country: 'PH', currency: 'PHP', payout_method: 'bank_account', details: 'none' },
    field: 'details',
    english: 'Fill in the recipient’s details.',
  },
  {
    what: 'a transfer without a price',
    method: 'POST',
    url: '/client/v1/transactions',
    body: { recipient_id: randomUUID(), purpose: 'gift', source_of_funds: 'salary' },
    field: 'quote_id',
    english: 'Get a price first.',
  },
  {
    what: 'the transfers filtered by a recipient that is not one',
    method: 'GET',
    url: '/client/v1/transactions?recipient_id=someone',
    field: 'recipient_id',
    english: 'Choose a recipient.',
  },
  {
    what: 'a statement over more than a year',
    method: 'GET',
    url: '/client/v1/statements?from=2025-01-01&to=2026-06-30&format=pdf',
    field: 'to',
    english: 'A statement covers at most 12 months. Choose a shorter period.',
  },
  {
    what: 'a rate alert at zero',
    method: 'POST',
    url: '/client/v1/rate-alerts',
    body: { corridor_id: 1, target_rate: '0' },
    field: 'target_rate',
    english: 'Give a rate above zero.',
  },
  {
    what: 'a support request too long',
    method: 'POST',
    url: '/client/v1/support-requests',
    body: { topic: 'transfer', message: 'x'.repeat(4001) },
    field: 'message',
    english: 'Keep your message under 4000 characters.',
  },
  {
    what: 'a schedule from a day that does not exist',
    method: 'POST',
    url: '/client/v1/schedules',
    body: { transfer_id: randomUUID(), cadence: 'monthly', start_date: '2027-02-30' },
    field: 'start_date',
    english: 'That date does not exist. Choose a day this month has.',
  },
];

describe('the contract’s refusals of a customer’s fields', () => {
  let signedIn: TestBrowser;
  beforeAll(async () => {
    ({ browser: signedIn } = await sender(t, 0, 'contract-refusal-words'));
  });

  const send = async (row: Refused, language?: string) => {
    const browser = row.signedOut ? new TestBrowser(t.app) : signedIn;
    if (row.signedOut) await browser.csrf();
    const headers = {
      ...(row.method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
      ...(language ? { 'accept-language': language } : {}),
    };
    return row.method === 'POST'
      ? browser.post(row.url, row.body, { headers })
      : browser.get(row.url, { headers });
  };

  it.each(refused)('says $what in Hindi and Urdu, and in English as before', async (row) => {
    for (const language of ['hi', 'ur']) {
      const said = translatorFor(language as 'hi' | 'ur')(row.english);
      expect(said, `${language} has no words for “${row.english}”`).not.toBe(row.english);
      const response = await send(row, language);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[row.field], response.body).toEqual([said]);
    }
    const urdu = await send(row, 'ur');
    expect(urdu.json().errors[row.field][0]).toMatch(/[\u0600-\u06ff]/);
    const english = await send(row);
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json().errors[row.field]).toEqual([row.english]);
  });
});

describe('a password that does not meet the policy', () => {
  it('says the rules not met in the language, and in English as before', async () => {
    const signUp = async (language?: string) => {
      const browser = new TestBrowser(t.app);
      await browser.csrf();
      return browser.post(
        '/client/v1/signup',
        { email: `weak-${randomUUID()}@example.com`, password: 'short', confirm_password: 'short' },
        { headers: language ? { 'accept-language': language } : {} },
      );
    };
    const english = await signUp();
    expect(english.statusCode, english.body).toBe(422);
    const [said] = english.json().errors.password as string[];
    expect(said).toMatch(/^The password does not meet the requirements: at least \d+ characters, /);
    for (const language of ['hi', 'ur'] as const) {
      const answer = await signUp(language);
      const [inLanguage] = answer.json().errors.password as string[];
      expect(inLanguage).toBe(valuedWordsOf(language)(said as string));
      expect(inLanguage).not.toContain('requirements');
      expect(inLanguage).not.toContain('characters');
    }
  });
});

describe('an address the router cannot read', () => {
  const ask = (url: string, language?: string) =>
    t.app.inject({ url, headers: language ? { 'accept-language': language } : {} });

  it('says so in the request’s language, read from the header itself', async () => {
    const hindi = await ask('/client/v1/quotes/%E0%A4%A', 'hi');
    expect(hindi.statusCode).toBe(400);
    const said = translatorFor('hi')(requestRefusals.addressNotValid);
    expect(said).not.toBe(requestRefusals.addressNotValid);
    expect(hindi.json()).toEqual({ message: said });
    const english = await ask('/client/v1/quotes/%E0%A4%A');
    expect(english.json()).toEqual({ message: 'The address of this request is not valid.' });
  });

  it('says an address too long in Urdu, and in English without the header', async () => {
    const url = `/client/v1/quotes/${'a'.repeat(200)}`;
    const urdu = await ask(url, 'ur');
    expect(urdu.statusCode, urdu.body).toBe(414);
    expect(urdu.json()).toEqual({
      message: translatorFor('ur')(requestRefusals.addressTooLong),
    });
    expect((await ask(url)).json()).toEqual({
      message: 'The address of this request is too long.',
    });
  });
});
