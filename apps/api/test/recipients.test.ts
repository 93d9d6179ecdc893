import { recipientRequirementsSchema, recipientSchema } from '@homeward/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipients } from '../src/db/schema';
import { isAbaRoutingNumber } from '../src/modules/recipients/validation';
import { philippineBankDetails, philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' },
    // Every answer of this suite is checked against the OpenAPI document.
    { checkAnswers: true },
  );
});
afterAll(() => t.close());

const requirements = (query: string) => `/client/v1/recipient-requirements?${query}`;

describe('recipient requirements', () => {
  it('answers the dynamic fields of a destination and payout method', async () => {
    const { browser } = await sender(t, 0);
    const response = await browser.get(
      requirements('country=PH&currency=PHP&payout_method=bank_account'),
    );
    expect(response.statusCode).toBe(200);
    const answer = recipientRequirementsSchema.parse(response.json());
    expect(answer.fields.map((f) => f.key)).toEqual(['full_name', 'bank_code', 'account_number']);
    expect(answer.fields[1]).toMatchObject({
      type: 'select',
      required: true,
      allowed_values: expect.arrayContaining([{ key: 'BDO', label: 'BDO Unibank' }]),
    });
    expect(answer.fields[2]).toMatchObject({ regex: '^[0-9]{10,16}$', example: '001234567890' });
    // Internal checks stay internal.
    expect(JSON.stringify(answer)).not.toContain('"check"');
  });

  it('changes the fields when a refresh-on-change field changes', async () => {
    const { browser } = await sender(t, 0);
    const keys = async (query: string) =>
      (await browser.get(requirements(query))).json().fields.map((f: { key: string }) => f.key);
    const base = 'country=GB&currency=GBP&payout_method=bank_account';
    expect(await keys(base)).toEqual([
      'full_name',
      'account_format',
      'sort_code',
      'account_number',
    ]);
    expect(await keys(`${base}&account_format=iban`)).toEqual([
      'full_name',
      'account_format',
      'iban',
    ]);
  });

  it('says clearly where a method or currency does not go', async () => {
    const { browser } = await sender(t, 0);
    const errors = async (query: string) => (await browser.get(requirements(query))).json().errors;
    expect(await errors('country=IN&currency=INR&payout_method=cash_pickup')).toEqual({
      payout_method: ['Cash pickup is not available to India.'],
    });
    expect(await errors('country=PH&currency=USD&payout_method=bank_account')).toEqual({
      currency: ['We send to Philippines in PHP.'],
    });
    expect(await errors('country=FR&currency=EUR&payout_method=bank_account')).toEqual({
      country: ['We do not send money to that country at the moment.'],
    });
    expect((await browser.get(requirements('country=PH'))).statusCode).toBe(422);
  });
});

describe('recipients', () => {
  it('adds a bank recipient, normalised, with a summary that hides the account', async () => {
    const { browser } = await sender(t, 0);
    const response = await browser.post('/client/v1/recipients', {
      country: 'ph',
      currency: 'php',
      payout_method: 'bank_account',
      details: { ...philippineBankDetails, full_name: '  Maria   Santos Cruz ', extra: 'ignored' },
    });
    expect(response.statusCode).toBe(201);
    const recipient = recipientSchema.parse(response.json());
    expect(recipient).toMatchObject({
      full_name: 'Maria Santos Cruz',
      country: { iso2_alpha: 'PH', common_name: 'Philippines' },
      currency: 'PHP',
      payout_method: 'bank_account',
      details: { full_name: 'Maria Santos Cruz', bank_code: 'BDO', account_number: '001234567890' },
      display: [
        { label: 'Account holder’s full name', value: 'Maria Santos Cruz' },
        { label: 'Bank', value: 'BDO Unibank' },
        { label: 'Account number', value: '001234567890' },
      ],
      summary: 'BDO Unibank ···· 7890',
    });
    const list = (await browser.get('/client/v1/recipients')).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([recipient.id]);
  });

  it('checks every field and saves nothing when one is wrong', async () => {
    const { browser, customerId } = await sender(t, 0);
    const response = await browser.post('/client/v1/recipients', {
      country: 'PH',
      currency: 'PHP',
      payout_method: 'bank_account',
      details: { full_name: 'M4ria', bank_code: 'NOPE', account_number: '12' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'details.full_name': ['Enter a valid account holder’s full name, like Maria Santos Cruz.'],
      'details.bank_code': ['Choose the bank from the list.'],
      'details.account_number': ['Enter a valid account number, like 001234567890.'],
    });
    const missing = await browser.post('/client/v1/recipients', {
      country: 'PH',
      currency: 'PHP',
      payout_method: 'bank_account',
      details: {},
    });
    expect(missing.json().errors).toEqual({
      'details.full_name': ['Enter the account holder’s full name.'],
      'details.bank_code': ['Choose the bank.'],
      'details.account_number': ['Enter the account number.'],
    });
    expect(await t.database.db.$count(recipients, eq(recipients.customerId, customerId))).toBe(0);
  });

  it('validates IBANs, BICs, phone numbers and routing numbers with their checksums', async () => {
    const { browser } = await sender(t, 0);
    const add = (country: string, currency: string, payout_method: string, details: object) =>
      browser.post('/client/v1/recipients', { country, currency, payout_method, details });
    const name = { full_name: 'Ayesha Khan' };
    const pakistan = await add('PK', 'PKR', 'bank_account', {
      ...name,
      iban: 'pk36 scbl 0000 0011 2345 6702',
    });
    expect(pakistan.statusCode).toBe(201);
    // Stored normalised, shown grouped in fours.
    expect(pakistan.json()).toMatchObject({
      details: { iban: 'PK36SCBL0000001123456702' },
      display: [
        { label: 'Account holder’s full name', value: 'Ayesha Khan' },
        { label: 'IBAN', value: 'PK36 SCBL 0000 0011 2345 6702' },
      ],
    });
    expect(
      (await add('PK', 'PKR', 'bank_account', { ...name, iban: 'PK36SCBL0000001123456703' })).json()
        .errors,
    ).toEqual({
      'details.iban': ['The IBAN’s check digits don’t match: check it for a typo.'],
    });
    expect(
      (await add('PK', 'PKR', 'bank_account', { ...name, iban: 'PK36 SCBL 0000 0011 2345' })).json()
        .errors,
    ).toEqual({
      'details.iban': ['Enter a valid IBAN, like PK36 SCBL 0000 0011 2345 6702.'],
    });
    expect(
      (await add('PK', 'PKR', 'bank_account', { ...name, iban: 'GB29NWBK60161331926819' })).json()
        .errors,
    ).toEqual({
      'details.iban': ['Enter an IBAN of a bank in Pakistan.'],
    });
    const nepal = {
      full_name: 'Sita Sharma',
      bank_name: 'Nabil Bank',
      account_number: '0123456789012',
    };
    expect(
      (await add('NP', 'NPR', 'bank_account', { ...nepal, swift_code: 'narbnpka' })).json().details
        .swift_code,
    ).toBe('NARBNPKA');
    expect(
      (await add('NP', 'NPR', 'bank_account', { ...nepal, swift_code: 'BOPIPHMM' })).json().errors,
    ).toEqual({
      'details.swift_code': ['That SWIFT / BIC code is for a bank outside Nepal.'],
    });
    const wallet = await add('PH', 'PHP', 'mobile_wallet', {
      full_name: 'Jose Rizal',
      wallet_provider: 'gcash',
      mobile_number: '0917 123 4567',
    });
    expect(wallet.json()).toMatchObject({
      details: { mobile_number: '+639171234567' },
      display: expect.arrayContaining([{ label: 'Mobile number', value: '+63 917 123 4567' }]),
      summary: 'GCash ···· 4567',
    });
    expect(
      (
        await add('PH', 'PHP', 'mobile_wallet', {
          full_name: 'Jose Rizal',
          wallet_provider: 'gcash',
          mobile_number: '+61 412 345 678',
        })
      ).json().errors,
    ).toEqual({
      'details.mobile_number': ['Enter a valid mobile number for PH, like +63 917 123 4567.'],
    });
    const us = { full_name: 'John Smith', account_number: '123456789', account_type: 'checking' };
    expect(
      (await add('US', 'USD', 'bank_account', { ...us, routing_number: '021000021' })).statusCode,
    ).toBe(201);
    expect(
      (await add('US', 'USD', 'bank_account', { ...us, routing_number: '021000022' })).json()
        .errors,
    ).toEqual({
      'details.routing_number': ['Enter a valid routing number, like 021000021.'],
    });
    expect(
      (
        await add('GB', 'GBP', 'bank_account', {
          full_name: 'Ann Lee',
          account_format: 'sort_code',
          sort_code: '40-47-84',
          account_number: '12345678',
        })
      ).json().details.sort_code,
    ).toBe('404784');
  });

  it('knows real routing numbers from typos', () => {
    for (const real of ['021000021', '011000015', '121000358'])
      expect(isAbaRoutingNumber(real)).toBe(true);
    for (const typo of ['021000012', '123456789', '02100002', 'abcdefghi'])
      expect(isAbaRoutingNumber(typo)).toBe(false);
  });

  it('searches, edits and deletes; a deleted recipient is gone from lists but kept in the table', async () => {
    const { browser } = await sender(t, 0);
    const maria = await philippineRecipient(browser, 'Maria Santos Cruz');
    await philippineRecipient(browser, 'Jose Rizal');
    const names = async (query = '') =>
      (await browser.get(`/client/v1/recipients${query}`))
        .json()
        .map((r: { full_name: string }) => r.full_name);
    expect(await names()).toEqual(['Jose Rizal', 'Maria Santos Cruz']);
    expect(await names('?q=maria')).toEqual(['Maria Santos Cruz']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?country=PH&currency=PHP&payout_method=bank_account')).toHaveLength(2);
    expect(await names('?payout_method=cash_pickup')).toEqual([]);

    const edited = await browser.put(`/client/v1/recipients/${maria.id}`, {
      country: 'PH',
      currency: 'PHP',
      payout_method: 'bank_account',
      details: {
        ...philippineBankDetails,
        full_name: 'Maria S. Cruz',
        account_number: '009876543210',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      full_name: 'Maria S. Cruz',
      summary: 'BDO Unibank ···· 3210',
    });
    const badEdit = await browser.put(`/client/v1/recipients/${maria.id}`, {
      country: 'PH',
      currency: 'PHP',
      payout_method: 'bank_account',
      details: { ...philippineBankDetails, account_number: 'x' },
    });
    expect(badEdit.statusCode).toBe(422);
    expect((await browser.get(`/client/v1/recipients/${maria.id}`)).json().full_name).toBe(
      'Maria S. Cruz',
    );

    expect((await browser.delete(`/client/v1/recipients/${maria.id}`)).statusCode).toBe(204);
    expect(await names()).toEqual(['Jose Rizal']);
    expect((await browser.get(`/client/v1/recipients/${maria.id}`)).statusCode).toBe(404);
    expect((await browser.delete(`/client/v1/recipients/${maria.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(recipients).where(eq(recipients.id, maria.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it("never shows or changes another customer's recipient", async () => {
    const mine = await sender(t, 0, 'mine');
    const theirs = await sender(t, 0, 'theirs');
    const recipient = await philippineRecipient(theirs.browser);
    const path = `/client/v1/recipients/${recipient.id}`;
    expect((await mine.browser.get(path)).statusCode).toBe(404);
    const put = await mine.browser.put(path, {
      country: 'PH',
      currency: 'PHP',
      payout_method: 'bank_account',
      details: { ...philippineBankDetails, full_name: 'Hijacked' },
    });
    expect(put.statusCode).toBe(404);
    expect((await mine.browser.delete(path)).statusCode).toBe(404);
    expect((await mine.browser.get('/client/v1/recipients')).json()).toEqual([]);
    expect((await theirs.browser.get(path)).json().full_name).toBe('Maria Santos Cruz');
    expect((await t.app.inject({ url: '/client/v1/recipients' })).statusCode).toBe(401);
  });
});
