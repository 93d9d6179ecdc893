import { desc, eq } from 'drizzle-orm';
import { devOutbox } from '../../src/db/schema';
import type { TestBrowser } from './browser';
import { countryIdsByCode, signedIn, verifiedCustomer } from './customers';
import { pendingDocument } from './documents';
import type { TestApp } from './test-app';

let mobileSequence = 100_000;

/**
 * The code in the newest text to `to`. Another API process on the same database (two-processes
 * test) may have claimed the text's job and still be sending it, so wait for it a while.
 */
async function lastSms(t: TestApp, to: string) {
  for (let waited = 0; ; waited += 100) {
    await t.app.deps.jobs.runDue();
    const [sms] = await t.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, to))
      .orderBy(desc(devOutbox.createdAt))
      .limit(1);
    const code = sms?.text.match(/^(\d{6})/)?.[1];
    if (code || waited >= 10_000) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ok(response: Promise<{ statusCode: number; body: string }>, what: string) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${what} failed: ${answer.body}`);
  return answer;
}

/** Finishes onboarding through the API as an Australian resident: tier 0 until an ID arrives. */
export async function onboarded(t: TestApp, browser: TestBrowser) {
  const ids = await countryIdsByCode(t);
  await ok(browser.post('/client/v1/update-country', { country_id: ids.AU }), 'country');
  await ok(
    browser.post('/client/v1/update?category=identity', {
      name: 'Maria',
      second_name: '',
      third_name: 'Santos',
      birth_detail: { date_of_birth: '1990-07-25', place_of_birth: 'Cebu City' },
      nationality_id: String(ids.PH),
    }),
    'identity',
  );
  await ok(
    browser.post('/client/v1/update?category=address', {
      address: { address_line_1: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000' },
    }),
    'address',
  );
  await ok(
    browser.post('/client/v1/update?category=employment', {
      employment: {
        status: 'employed',
        occupation: 'Nurse',
        industry: 'health',
        income_band: '30k_60k',
      },
    }),
    'employment',
  );
  mobileSequence += 1;
  const local = `0412 ${String(mobileSequence).slice(0, 3)} ${String(mobileSequence).slice(3)}`;
  const sent = await ok(
    browser.post('/client/v1/update-mobile-number', {
      mobile_number_country_id: ids.AU,
      mobile_number: local,
    }),
    'mobile number',
  );
  const e164 = (JSON.parse(sent.body) as { mobile_number: string }).mobile_number;
  await ok(
    browser.post('/client/v1/verify-mobile-number', { otp: await lastSms(t, e164) }),
    'mobile code',
  );
}

/**
 * A signed-in customer at a verification tier: 0 (signed up only), 'profile' (onboarded, no
 * ID yet: still tier 0), 1 (an ID waiting for review) or 2 (ID and address approved).
 */
export async function sender(t: TestApp, tier: 0 | 'profile' | 1 | 2 = 2, prefix = 'sender') {
  const { email, customerId } = await verifiedCustomer(t, prefix);
  const browser = await signedIn(t, email);
  if (tier === 0) return { browser, customerId, email };
  await onboarded(t, browser);
  if (tier === 'profile') return { browser, customerId, email };
  const identity = await pendingDocument(t, customerId, 'proof_of_identity', 'passport');
  if (tier === 2) {
    const address = await pendingDocument(t, customerId, 'proof_of_address', 'utility_bill');
    await t.app.deps.documents.approve(identity, 'ops:test', {
      givenNames: 'Maria',
      surname: 'Santos',
      birthDate: '1990-07-25',
      documentNumber: 'P1234567',
      expiresOn: '2031-01-01',
    });
    await t.app.deps.documents.approve(address, 'ops:test');
  }
  return { browser, customerId, email };
}

/** The seeded AUD → PHP corridor's id. */
export async function corridorTo(browser: TestBrowser, iso2: string, currency?: string) {
  const corridors = (await browser.get('/client/v1/corridors')).json() as {
    id: number;
    destination_country: { iso2_alpha: string };
    destination_currency: string;
  }[];
  const found = corridors.find(
    (c) =>
      c.destination_country.iso2_alpha === iso2 &&
      (currency === undefined || c.destination_currency === currency),
  );
  if (!found) throw new Error(`no corridor to ${iso2}`);
  return found.id;
}

export const philippineBankDetails = {
  full_name: 'Maria Santos Cruz',
  bank_code: 'BDO',
  account_number: '001234567890',
};

/** A Philippine bank recipient for the customer. */
export async function philippineRecipient(browser: TestBrowser, name = 'Maria Santos Cruz') {
  const response = await browser.post('/client/v1/recipients', {
    country: 'PH',
    currency: 'PHP',
    payout_method: 'bank_account',
    details: { ...philippineBankDetails, full_name: name },
  });
  if (response.statusCode !== 201) throw new Error(`recipient failed: ${response.body}`);
  return response.json() as { id: string };
}

/** A quote to the Philippines by bank, sending `amount` AUD. */
export async function quoteFor(browser: TestBrowser, amount = '500') {
  const corridor_id = await corridorTo(browser, 'PH');
  const response = await browser.post('/client/v1/quotes', {
    corridor_id,
    payout_method: 'bank_account',
    send_amount: amount,
  });
  if (response.statusCode !== 201) throw new Error(`quote failed: ${response.body}`);
  return response.json() as {
    id: string;
    total_to_pay: { amount: string };
    corridor_id: number;
    customer_rate: string;
  };
}
