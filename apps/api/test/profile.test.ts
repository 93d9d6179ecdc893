import { customerSchema, isInformationRequired, type Customer } from '@homeward/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, oneTimeCodes } from '../src/db/schema';
import type { TestBrowser } from './support/browser';
import { pendingDocument } from './support/documents';
import { countryIdsByCode, signedIn, verifiedCustomer } from './support/customers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let countryIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
  countryIds = await countryIdsByCode(t);
});
afterAll(() => t.close());

async function customerIn(iso2: string) {
  const browser = await signedIn(t, (await verifiedCustomer(t)).email);
  const response = await browser.post('/client/v1/update-country', {
    country_id: countryIds[iso2],
  });
  expect(response.statusCode).toBe(200);
  return browser;
}

const australianIdentity = () => ({
  name: 'Maria',
  second_name: '',
  third_name: 'Santos',
  birth_detail: { date_of_birth: '1990-07-25', place_of_birth: 'Cebu City' },
  nationality_id: String(countryIds.PH),
});

const lastSms = async (to: string) => {
  await t.app.deps.jobs.runDue();
  const [sms] = await t.database.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, to))
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  return sms?.text.match(/^(\d{6})/)?.[1];
};

const profile = async (browser: TestBrowser) =>
  customerSchema.parse((await browser.get('/client/v1/profile')).json());

describe('countries', () => {
  it('lists every country, or the configured residence countries', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t)).email);
    const all = (await browser.get('/client/v1/countries')).json();
    expect(all.length).toBeGreaterThanOrEqual(245);
    const residence = (await browser.get('/client/v1/countries?use=residence')).json();
    expect(residence.map((c: { iso2_alpha: string }) => c.iso2_alpha).sort()).toEqual([
      'AU',
      'GB',
      'NZ',
      'PH',
    ]);
    expect((await browser.get('/client/v1/countries?use=mars')).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/client/v1/countries' })).statusCode).toBe(401);
  });
});

describe('attribute definitions', () => {
  it("answers a country's definitions with their rules, and 422 for a bad id", async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t)).email);
    const response = await browser.get(`/client/v1/attributes?country_id=${countryIds.AU}`);
    expect(response.statusCode).toBe(200);
    const postcode = response
      .json()
      .find((a: { attribute: string }) => a.attribute === 'address.postcode');
    expect(postcode).toMatchObject({
      category: 'address',
      mask: '0000',
      regular_expression: '/^\\d{4}$/',
      expression_error_message: 'Enter a 4-digit postcode.',
      is_required: true,
      input: 'text',
    });
    expect((await browser.get('/client/v1/attributes?country_id=abc')).statusCode).toBe(422);
    expect((await browser.get('/client/v1/attributes')).statusCode).toBe(422);
  });
});

describe('update-country', () => {
  it('sets the residence and lists its attributes, empty', async () => {
    const browser = await customerIn('AU');
    const customer = await profile(browser);
    expect(customer.country?.iso2_alpha).toBe('AU');
    expect(customer.attributes.length).toBeGreaterThan(10);
    expect(customer.attributes.every((a) => a.value === null)).toBe(true);
    expect(isInformationRequired(customer, 'identity')).toBe(true);
  });

  it('refuses countries we do not serve and ids that do not exist', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t)).email);
    for (const country_id of [countryIds.US, 999_999, 'abc', -1]) {
      const response = await browser.post('/client/v1/update-country', { country_id });
      expect(response.statusCode, String(country_id)).toBe(422);
      expect(response.json().errors.country_id).toHaveLength(1);
    }
    expect((await profile(browser)).country).toBeNull();
  });
});

describe('update?category=', () => {
  it('needs a country first', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t)).email);
    const response = await browser.post(
      '/client/v1/update?category=identity',
      australianIdentity(),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      country_id: ['Choose your country of residence first.'],
    });
  });

  it('reads nested objects as dotted keys and fills the Customer fields', async () => {
    const browser = await customerIn('AU');
    const response = await browser.post(
      '/client/v1/update?category=identity',
      australianIdentity(),
    );
    expect(response.statusCode).toBe(200);
    const customer: Customer = response.json();
    expect(customer).toMatchObject({
      name: 'Maria',
      second_name: null,
      third_name: 'Santos',
      whole_name: 'Maria Santos',
      birth_detail: { date_of_birth: '1990-07-25', place_of_birth: 'Cebu City' },
      nationality: { iso2_alpha: 'PH' },
    });
    const value = (key: string) => customer.attributes.find((a) => a.attribute === key)?.value;
    expect(value('birth_detail.date_of_birth')).toBe('1990-07-25');
    expect(isInformationRequired(customer, 'identity')).toBe(false);
    expect(isInformationRequired(customer, 'address')).toBe(true);

    const address = await browser.post('/client/v1/update?category=address', {
      address: {
        address_line_1: '12 Smith Street',
        city: 'Parramatta',
        region: 'NSW',
        postcode: '2150',
      },
    });
    expect(address.statusCode).toBe(200);
    expect(address.json().address).toMatchObject({
      address_line_1: '12 Smith Street',
      address_line_2: null,
      city: 'Parramatta',
      region: 'NSW',
      postcode: '2150',
    });
  });

  it('answers every broken rule under its dotted key and saves nothing', async () => {
    const browser = await customerIn('AU');
    const before = await profile(browser);
    const response = await browser.post('/client/v1/update?category=address', {
      address: { address_line_1: '12 Smith Street', city: 'P', region: 'XYZ', postcode: 'abcd' },
      favourite_colour: 'blue',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      favourite_colour: ['This field is not part of your address details.'],
      'address.city': ['Enter the suburb.'],
      'address.region': ['Choose one of the options for state or territory.'],
      'address.postcode': ['Enter a 4-digit postcode.'],
    });
    expect(await profile(browser)).toEqual(before);
  });

  it('checks required values, dates, age and the type of each value', async () => {
    const browser = await customerIn('AU');
    const response = await browser.post('/client/v1/update?category=identity', {
      name: { first: 'Maria' },
      third_name: '',
      birth_detail: { date_of_birth: '2015-01-01', place_of_birth: 'Cebu' },
      nationality_id: '999999',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'name.first': ['This field is not part of your identity details.'],
      name: ['The first name field is required.'],
      third_name: ['The last name field is required.'],
      'birth_detail.date_of_birth': ['You must be 18 or older to send money with Homeward.'],
      nationality_id: ['Choose a country from the list.'],
    });
    const impossible = await browser.post('/client/v1/update?category=identity', {
      ...australianIdentity(),
      birth_detail: { date_of_birth: '1990-02-30', place_of_birth: 'Cebu' },
      second_name: 42,
      third_name: ['Santos'],
    });
    expect(impossible.json().errors).toEqual({
      'birth_detail.date_of_birth': ['Enter a real date.'],
      second_name: ['Use letters, spaces, hyphens and apostrophes only.'],
      third_name: ['The last name field must be text.'],
    });
  });

  it('asks the Philippines for its own fields', async () => {
    const browser = await customerIn('PH');
    const bad = await browser.post('/client/v1/update?category=identity', {
      ...australianIdentity(),
      unique_identity_number: '1234567890123456',
    });
    expect(bad.json().errors).toEqual({
      unique_identity_number: ['Enter the 16 digits of your PhilSys number.'],
    });
    const ok = await browser.post('/client/v1/update?category=identity', {
      ...australianIdentity(),
      unique_identity_number: '1234-5678-9012-3456',
    });
    expect(ok.json().unique_identity_number).toBe('1234-5678-9012-3456');
    const address = await browser.post('/client/v1/update?category=address', {
      address: {
        address_line_1: '12 Rizal St',
        city: 'Cebu City',
        region: 'Cebu',
        postcode: '6000',
      },
    });
    expect(address.json().errors).toEqual({
      'address.address_line_2': ['The barangay field is required.'],
    });
  });

  it('refuses an unknown category', async () => {
    const browser = await customerIn('AU');
    const response = await browser.post('/client/v1/update?category=hobbies', {});
    expect(response.statusCode).toBe(422);
  });
});

describe('mobile number', () => {
  it('checks the number for its country, texts a code and saves it in E.164 once verified', async () => {
    const browser = await customerIn('AU');
    const response = await browser.post('/client/v1/update-mobile-number', {
      mobile_number_country_id: countryIds.AU,
      mobile_number: '0412 345 678',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'We sent a code to +61 412 345 678.',
      mobile_number: '+61412345678',
    });
    expect((await profile(browser)).account.mobile_number).toBeNull();
    const code = await lastSms('+61412345678');
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (
        await browser.post('/client/v1/verify-mobile-number', {
          otp: '000000' === code ? '111111' : '000000',
        })
      ).statusCode,
    ).toBe(422);
    const verified = await browser.post('/client/v1/verify-mobile-number', { otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().account).toMatchObject({
      mobile_number: '+61412345678',
      mobile_number_country: { iso2_alpha: 'AU' },
    });
  });

  it('answers the number whose code is waiting, so a reloaded code screen comes back to it', async () => {
    const browser = await customerIn('AU');
    const pending = async () => {
      const answer = await browser.get('/client/v1/pending-mobile-number');
      expect(answer.statusCode).toBe(200);
      return answer.json().pending;
    };
    expect(await pending()).toBeNull();

    await browser.post('/client/v1/update-mobile-number', {
      mobile_number_country_id: countryIds.AU,
      mobile_number: '0412 345 677',
    });
    const waiting = await pending();
    expect(waiting).toMatchObject({
      mobile_number: '+61412345677',
      mobile_number_country_id: countryIds.AU,
    });
    // The cool-down left, not a fresh one: the code was sent a moment ago.
    expect(waiting.resend_in_seconds).toBeGreaterThan(50);
    expect(waiting.resend_in_seconds).toBeLessThanOrEqual(60);

    // The code texted before the reload is the one that works after it.
    const verified = await browser.post('/client/v1/verify-mobile-number', {
      otp: await lastSms('+61412345677'),
    });
    expect(verified.statusCode).toBe(200);
    expect(await pending()).toBeNull();
  });

  it('answers no waiting code once it has expired, or for someone signed out', async () => {
    const browser = await customerIn('AU');
    await browser.post('/client/v1/update-mobile-number', {
      mobile_number_country_id: countryIds.AU,
      mobile_number: '0412 345 676',
    });
    const customerId = (await profile(browser)).id;
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.customerId, customerId));
    expect((await browser.get('/client/v1/pending-mobile-number')).json()).toEqual({
      pending: null,
    });
    await browser.post('/client/v1/logout');
    expect((await browser.get('/client/v1/pending-mobile-number')).statusCode).toBe(401);
  });

  it('refuses numbers that are not mobile numbers of that country', async () => {
    const browser = await customerIn('AU');
    for (const mobile_number of ['123', '02 9374 4000', '+63 917 123 4567x']) {
      const response = await browser.post('/client/v1/update-mobile-number', {
        mobile_number_country_id: countryIds.AU,
        mobile_number,
      });
      expect(response.statusCode, mobile_number).toBe(422);
      expect(response.json().errors.mobile_number).toEqual([
        'Enter a valid mobile number for Australia.',
      ]);
    }
    const verify = await browser.post('/client/v1/verify-mobile-number', { otp: '123456' });
    expect(verify.json().errors.otp).toEqual(['Ask for a code to your mobile number first.']);
  });
});

describe('tasks', () => {
  it('lists what is missing, and nothing once onboarding is complete', async () => {
    const browser = await customerIn('AU');
    const codes = async () =>
      ((await browser.get('/client/v1/tasks')).json() as { code: string }[]).map(
        (task) => task.code,
      );
    const documents = [
      'document:proof_of_identity',
      'document:selfie',
      'document:proof_of_address',
    ];
    expect(await codes()).toEqual([
      'identity',
      'address',
      'employment',
      'mobile_number',
      ...documents,
    ]);
    await browser.post('/client/v1/update?category=identity', australianIdentity());
    await browser.post('/client/v1/update?category=address', {
      address: { address_line_1: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000' },
    });
    await browser.post('/client/v1/update?category=employment', {
      employment: {
        status: 'employed',
        occupation: 'Nurse',
        industry: 'health',
        income_band: '30k_60k',
      },
    });
    await browser.post('/client/v1/update-mobile-number', {
      mobile_number_country_id: countryIds.AU,
      mobile_number: '0412 345 679',
    });
    await browser.post('/client/v1/verify-mobile-number', { otp: await lastSms('+61412345679') });
    expect(await codes()).toEqual(documents);
    const customerId = (await browser.get('/client/v1/profile')).json().id;
    for (const [category, type] of [
      ['proof_of_identity', 'passport'],
      ['proof_of_address', 'utility_bill'],
      ['selfie', 'liveness'],
    ] as const) {
      await pendingDocument(t, customerId, category, type);
    }
    expect(await codes()).toEqual([]);
    const tasks = (await browser.get('/client/v1/tasks')).json();
    expect(tasks).toEqual([]);
  });
});

describe("another customer's data", () => {
  it('is never touched: every profile call acts on the signed-in customer only', async () => {
    const mine = await customerIn('AU');
    const theirs = await customerIn('PH');
    const before = await profile(theirs);
    await mine.post('/client/v1/update?category=identity', australianIdentity());
    await mine.post('/client/v1/update-country', { country_id: countryIds.NZ });
    // A customer id in the body or the query is not a way in.
    const sneaky = await mine.post(`/client/v1/update?category=identity&customer_id=${before.id}`, {
      ...australianIdentity(),
      customer_id: before.id,
    });
    expect(sneaky.statusCode).toBe(422);
    expect(sneaky.json().errors.customer_id).toBeDefined();
    expect(await profile(theirs)).toEqual(before);
  });
});

describe('apply-info-from-poi', () => {
  it('explains that there is no approved proof of identity yet', async () => {
    const browser = await customerIn('AU');
    const response = await browser.post('/client/v1/apply-info-from-poi');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('There is no approved proof of identity yet.');
  });
});
