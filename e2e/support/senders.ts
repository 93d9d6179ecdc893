import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { verifiedCustomer, waitForMail } from './journeys';
import { ops } from './ops';
import { recordSecret } from './secrets';
import { API_PORT, API_URL } from './urls';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../fixtures', name);

/** The API as the signed-in page would call it: its cookies, and the XSRF echo. */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  recordSecret('session cookie', cookies.find((c) => c.name === 'homeward_session')?.value);
  const response = await page.request.fetch(url, {
    method,
    headers: { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/**
 * A customer who finished onboarding (signed up and email verified in the browser, the rest
 * through the API the screens use) and has sent no document yet.
 */
export async function onboardedSender(page: Page): Promise<string> {
  const email = await verifiedCustomer(page);
  const countries = (await api(page, 'GET', '/client/v1/countries')) as {
    id: number;
    iso2_alpha: string;
  }[];
  const idOf = (code: string) => countries.find((c) => c.iso2_alpha === code)?.id;
  await api(page, 'POST', '/client/v1/update-country', { country_id: idOf('AU') });
  await api(page, 'POST', '/client/v1/update?category=identity', {
    name: 'Maria',
    second_name: '',
    third_name: 'Santos',
    birth_detail: { date_of_birth: '1990-07-25', place_of_birth: 'Cebu City' },
    nationality_id: String(idOf('PH')),
  });
  await api(page, 'POST', '/client/v1/update?category=address', {
    address: { address_line_1: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000' },
  });
  await api(page, 'POST', '/client/v1/update?category=employment', {
    employment: {
      status: 'employed',
      occupation: 'Nurse',
      industry: 'health',
      income_band: '30k_60k',
    },
  });
  const local = digits(3);
  const sentAfter = Date.now() - 1000;
  await api(page, 'POST', '/client/v1/update-mobile-number', {
    mobile_number_country_id: idOf('AU'),
    mobile_number: `0412 4${digits(2)} ${local}`.slice(0, 12),
  }).then(async (answer) => {
    const { mobile_number } = answer as { mobile_number: string };
    const sms = await waitForMail(page.request, mobile_number, /^SMS$/, sentAfter);
    await api(page, 'POST', '/client/v1/verify-mobile-number', {
      otp: sms.text.match(/^(\d{6})/)?.[1],
    });
  });

  return email;
}

/**
 * A customer who can send (tier 1): signed up and email verified in the browser, then the rest
 * of onboarding and a passport upload through the API the screens use, to keep this journey
 * about sending money. Onboarding and uploads have their own journeys.
 */
export async function readyToSend(page: Page): Promise<string> {
  const email = await onboardedSender(page);
  const categories = (await api(page, 'GET', '/client/v1/document-categories')) as {
    id: number;
    code: string;
    document_types: { id: number; code: string }[];
  }[];
  const identity = categories.find((c) => c.code === 'proof_of_identity');
  const passport = identity?.document_types.find((type) => type.code === 'passport');
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const upload = await page.request.post(
    `/client/v1/document/upload?document_category_id=${identity?.id}&document_type_id=${passport?.id}`,
    {
      headers: { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
      multipart: {
        document_number: 'P1234567',
        pages: {
          name: 'passport.png',
          mimeType: 'image/png',
          buffer: readFileSync(fixture('passport.png')),
        },
      },
    },
  );
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  return email;
}

/** A price to the Philippines and a bank recipient there, through the API the screens use. */
export async function quoteAndRecipient(
  page: Page,
  options: { amount?: string; recipient?: string } = {},
): Promise<{ quoteId: string; recipientId: string }> {
  const corridors = (await api(page, 'GET', '/client/v1/corridors')) as {
    id: number;
    destination_country: { iso2_alpha: string };
  }[];
  const philippines = corridors.find((c) => c.destination_country.iso2_alpha === 'PH');
  const quote = (await api(page, 'POST', '/client/v1/quotes', {
    corridor_id: philippines?.id,
    payout_method: 'bank_account',
    send_amount: options.amount ?? '120',
  })) as { id: string };
  const recipient = (await api(page, 'POST', '/client/v1/recipients', {
    country: 'PH',
    currency: 'PHP',
    payout_method: 'bank_account',
    details: {
      full_name: options.recipient ?? 'Maria Santos Cruz',
      bank_code: 'BDO',
      account_number: '001234567890',
    },
  })) as { id: string };
  return { quoteId: quote.id, recipientId: recipient.id };
}

/** A transfer awaiting payment, made through the API the wizard uses (the wizard has its own journey). */
export async function transferAwaitingPayment(
  page: Page,
  options: { amount?: string; recipient?: string } = {},
): Promise<string> {
  const { quoteId, recipientId } = await quoteAndRecipient(page, options);
  return confirmTransfer(page, quoteId, recipientId);
}

/**
 * A cash pickup transfer to the Philippines awaiting payment: a Cebuana Lhuillier recipient
 * with the mobile number we text the pickup code to, and a price for cash pickup.
 */
export async function cashPickupAwaitingPayment(
  page: Page,
  recipient: { fullName: string; mobile: string },
): Promise<string> {
  const corridors = (await api(page, 'GET', '/client/v1/corridors')) as {
    id: number;
    destination_country: { iso2_alpha: string };
  }[];
  const philippines = corridors.find((c) => c.destination_country.iso2_alpha === 'PH');
  const quote = (await api(page, 'POST', '/client/v1/quotes', {
    corridor_id: philippines?.id,
    payout_method: 'cash_pickup',
    send_amount: '150',
  })) as { id: string };
  const created = (await api(page, 'POST', '/client/v1/recipients', {
    country: 'PH',
    currency: 'PHP',
    payout_method: 'cash_pickup',
    details: {
      full_name: recipient.fullName,
      pickup_network: 'cebuana',
      mobile_number: recipient.mobile,
    },
  })) as { id: string };
  return confirmTransfer(page, quote.id, created.id);
}

async function confirmTransfer(page: Page, quoteId: string, recipientId: string): Promise<string> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/client/v1/transactions', {
    headers: {
      accept: 'application/json',
      'x-xsrf-token': decodeURIComponent(xsrf),
      'idempotency-key': crypto.randomUUID(),
    },
    data: {
      quote_id: quoteId,
      recipient_id: recipientId,
      purpose: 'family_support',
      source_of_funds: 'salary',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Operations approve the customer's passport (as `readyToSend` uploaded it), through the ops CLI
 * against the journeys' API: a paid transfer then is not held for the identity check.
 */
export async function approvePassport(page: Page): Promise<void> {
  const customer = (await (await page.request.get('/client/v1/profile')).json()) as {
    documents: { id: string }[];
  };
  const passport = customer.documents[0]?.id ?? '';
  await ops(
    API_URL,
    API_PORT,
    'documents:approve',
    passport,
    '--given-names',
    'Maria',
    '--surname',
    'Santos',
    '--birth-date',
    '1990-07-25',
    '--number',
    'P1234567',
    '--expiry',
    '2031-01-01',
  );
}
