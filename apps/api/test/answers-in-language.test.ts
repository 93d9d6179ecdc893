import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './support/browser';
import { PASSWORD, verifiedCustomer } from './support/customers';
import { sender } from './support/senders';
import { confirmedTransfer } from './support/transfers';
import { createTestApp, type TestApp } from './support/test-app';
import { translatorFor } from '../src/i18n/translate';

/**
 * The API answers in the language the app asks for (Accept-Language, decision 0037): the
 * password policy's rules, and the fixed sentences of its errors and 422s. Without the header,
 * or with a language Homeward does not speak, it answers in English.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const speaking = (language: string) => ({ headers: { 'accept-language': language } });

interface Field {
  key: string;
  label: string;
  help: string | null;
  allowed_values: { key: string; label: string }[] | null;
}
interface Detail {
  label: string;
  value: string;
}

describe('answers in the app’s language', () => {
  it('publishes the password policy’s rules in it, and keeps one copy per language', async () => {
    const browser = new TestBrowser(t.app);
    const hindi = await browser.get('/client/v1/password-policy', speaking('hi'));
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers.vary).toMatch(/Accept-Language/);
    const rules = hindi.json() as Record<string, { message: string; value: number | null }>;
    expect(rules.length?.message).toBe(`कम से कम ${rules.length?.value} अक्षर`);
    expect(rules.digits?.message).toBe('एक अंक');

    const english = (await browser.get('/client/v1/password-policy')).json();
    expect(english.digits.message).toBe('One number');
    const german = (await browser.get('/client/v1/password-policy', speaking('de'))).json();
    expect(german.digits.message).toBe('One number');
  });

  it('says a failed sign-in in it', async () => {
    const { email } = await verifiedCustomer(t, 'language-login');
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const answer = await browser.post(
      '/client/v1/login',
      { email, password: `${PASSWORD}-wrong` },
      speaking('vi-VN,vi;q=0.9'),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      message: 'Thông tin đăng nhập không khớp với hồ sơ của chúng tôi.',
      errors: { email: ['Thông tin đăng nhập không khớp với hồ sơ của chúng tôi.'] },
    });
  });

  it('says each field’s problem and the summary in it', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const answer = await browser.post(
      '/client/v1/signup',
      { email: '', password: '', confirm_password: '' },
      speaking('fil'),
    );
    expect(answer.statusCode).toBe(422);
    const body = answer.json() as { message: string; errors: Record<string, string[]> };
    expect(body.errors.email).toEqual(['Kailangan ang email.']);
    expect(body.errors.password?.[0]).toBe('Kailangan ang password.');
    const more = Object.values(body.errors).flat().length - 1;
    expect(body.message).toBe(`Kailangan ang email. (at ${more} pang error)`);
  });

  it('labels a recipient’s fields in it, leaving banks’ and wallets’ names as they are', async () => {
    const { browser } = await sender(t);
    const hi = translatorFor('hi');
    const query = '/client/v1/recipient-requirements?country=PH&currency=PHP';
    const bank = await browser.get(`${query}&payout_method=bank_account`, speaking('hi'));
    expect(bank.statusCode).toBe(200);
    const fields = (bank.json() as { fields: Field[] }).fields;
    const byKey = Object.fromEntries(fields.map((field) => [field.key, field]));
    const holder = hi('Account holder’s full name');
    expect(holder).not.toBe('Account holder’s full name');
    expect(byKey.full_name?.label).toBe(holder);
    expect(byKey.account_number?.label).toBe(hi('Account number'));
    expect(byKey.account_number?.help).toBe(hi('10 to 16 digits.'));
    expect(byKey.bank_code?.allowed_values).toContainEqual({ key: 'BDO', label: 'BDO Unibank' });
    // The same form without the header: English, as the spec's API is.
    const english = await browser.get(`${query}&payout_method=bank_account`);
    expect((english.json() as { fields: Field[] }).fields[0]?.label).toBe(
      'Account holder’s full name',
    );
  });

  it('labels a recipient’s details in it, and a transfer’s copy of them', async () => {
    const { browser, transfer } = await confirmedTransfer(t, { recipient: 'Savings Cruz' });
    const vi = translatorFor('vi');
    const read = await browser.get(`/client/v1/transactions/${transfer.id}`, speaking('vi'));
    expect(read.statusCode).toBe(200);
    const copy = (read.json() as { recipient: { id: string; display: Detail[] } }).recipient;
    expect(copy.display).toEqual([
      { label: vi('Account holder’s full name'), value: 'Savings Cruz' },
      { label: vi('Bank'), value: 'BDO Unibank' },
      { label: vi('Account number'), value: expect.any(String) as string },
    ]);
    const recipient = await browser.get(`/client/v1/recipients/${copy.id}`, speaking('ur'));
    const ur = translatorFor('ur');
    expect((recipient.json() as { display: Detail[] }).display.map((d) => d.label)).toEqual([
      ur('Account holder’s full name'),
      ur('Bank'),
      ur('Account number'),
    ]);
    const list = await browser.get('/client/v1/recipients', speaking('ur'));
    expect((list.json() as { display: Detail[] }[])[0]?.display[0]?.label).toBe(
      ur('Account holder’s full name'),
    );
  });

  it('answers a stranger’s 401 in it', async () => {
    const answer = await new TestBrowser(t.app).get('/client/v1/profile', speaking('ur'));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'آپ سائن ان نہیں ہیں۔' });
  });
});
