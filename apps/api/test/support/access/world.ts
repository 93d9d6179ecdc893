import { randomUUID } from 'node:crypto';
import type { DocumentCategory } from '@homeward/contract';
import type { FastifyInstance } from 'fastify';
import { TestBrowser } from '../browser';
import { PASSWORD, signedIn } from '../customers';
import { corridorTo, philippineRecipient, quoteFor, sender } from '../senders';
import type { TestApp } from '../test-app';
import { png, upload } from '../uploads';
import { SoftAuthenticator } from '../passkey-authenticator';

/** Everything one customer owns that a path, query or body can name. */
export interface Holdings {
  email: string;
  customerId: string;
  crn: string;
  mobileNumber: string;
  /** The customer's main browser: signed in, second factor given. */
  browser: TestBrowser;
  sessionId: string;
  /** A second live device (session), the target of device removal. */
  deviceId: string;
  device: TestBrowser;
  recipientIds: string[];
  recipientNames: string[];
  /** A quote not yet used by a transfer. */
  quoteId: string;
  transferId: string;
  trackingNumber: string;
  /** A weekly schedule repeating the transfer. */
  scheduleId: string;
  paymentId: string;
  /** The sandbox provider's checkout for the payment: the hosted page's id. */
  checkoutId: string;
  documentIds: string[];
  /** A phone hand-off link's token (the upload link). */
  uploadToken: string;
  /** Amounts that only this customer's quotes and transfers carry. */
  amounts: string[];
  /** A passkey on a software authenticator: its id, its name and the credential's id. */
  passkeyId: string;
  passkeyName: string;
  passkeyCredentialId: string;
  /** A rate alert on the corridor of the customer's quotes. */
  rateAlertId: string;
}

/** Customer A's sessions in the states a refused caller can be in. */
export interface Compromised {
  /** Signed in with the password; the second factor not given yet. */
  pendingMfa: TestBrowser;
  /** A device that A's main browser removed. */
  removedDevice: TestBrowser;
  /** A session signed out elsewhere: the cookies kept from before the logout. */
  loggedOut: TestBrowser;
}

export interface World {
  a: Holdings;
  b: Holdings;
  compromised: Compromised;
  /** Ids from the seeded document catalogue (the same for every customer). */
  catalogue: { addressCategoryId: number; utilityBillTypeId: number; livenessApi: string };
  countryIds: Record<string, number>;
  /** The seeded AUD → PHP corridor. */
  corridorId: number;
  /** The Pusher app id this server answers to at /apps/:appId/events. */
  realtimeAppId: string;
}

/** A browser with the same cookies, so what the call does to cookies stays with the copy. */
export function copyOf(app: FastifyInstance, browser: TestBrowser): TestBrowser {
  return withCookies(new TestBrowser(app, browser.userAgent, browser.ip), browser.cookies);
}

export function withCookies(browser: TestBrowser, cookies: Map<string, string>): TestBrowser {
  for (const [name, value] of cookies) browser.cookies.set(name, value);
  return browser;
}

async function ok<T>(
  response: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status: number,
  what: string,
): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== status) {
    throw new Error(`${what}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  }
  return (answer.body === '' ? undefined : answer.json()) as T;
}

/**
 * A tier-2 customer with one of everything: two recipients, a spare quote, a transfer with a
 * card payment started at the sandbox, an uploaded document beside the approved ones, an
 * upload link and a second device. `tag` makes names and amounts findable in any answer.
 */
async function customerWithEverything(
  t: TestApp,
  tag: 'A' | 'B',
  cents: string,
  catalogue: World['catalogue'],
): Promise<Holdings> {
  const { browser, customerId, email } = await sender(t, 2, `access${tag.toLowerCase()}`);
  const recipientNames = [`${tag}lma ${tag}quino Abad`, `${tag}ndres ${tag}lonzo Arce`];
  const recipientIds: string[] = [];
  for (const name of recipientNames)
    recipientIds.push((await philippineRecipient(browser, name)).id);

  const sendAmount = `5${cents}`;
  const spareAmount = `4${cents}`;
  const paidQuote = await quoteFor(browser, sendAmount);
  const spare = await quoteFor(browser, spareAmount);
  const transfer = await ok<{ id: string; tracking_number: string }>(
    browser.post(
      '/client/v1/transactions',
      {
        quote_id: paidQuote.id,
        recipient_id: recipientIds[0],
        purpose: 'gift',
        source_of_funds: 'salary',
      },
      { headers: { 'idempotency-key': randomUUID() } },
    ),
    201,
    `${tag}'s transfer`,
  );
  const payment = await ok<{ id: string; checkout_url: string }>(
    browser.post(`/client/v1/transactions/${transfer.id}/payments`, { method: 'card' }),
    201,
    `${tag}'s payment`,
  );

  await ok(
    upload(
      browser,
      `document_category_id=${catalogue.addressCategoryId}&document_type_id=${catalogue.utilityBillTypeId}`,
      [{ bytes: await png(), name: 'bill.png', type: 'image/png' }],
    ),
    201,
    `${tag}'s upload`,
  );
  const { token: uploadToken } = await ok<{ token: string }>(
    browser.get(
      `/client/v1/account-verification/token/${catalogue.addressCategoryId}/${catalogue.utilityBillTypeId}`,
    ),
    200,
    `${tag}'s upload link`,
  );

  const passkeyName = `${tag}'s passkey ${tag}${cents}`;
  const authenticator = new SoftAuthenticator();
  const registration = await ok<Parameters<SoftAuthenticator['create']>[0]>(
    browser.post('/client/v1/passkeys/registration-options'),
    200,
    `${tag}'s passkey options`,
  );
  const credential = authenticator.create(registration);
  const passkey = await ok<{ id: string }>(
    browser.post('/client/v1/passkeys', { name: passkeyName, credential }),
    201,
    `${tag}'s passkey`,
  );

  const rateAlert = await ok<{ id: string }>(
    browser.post('/client/v1/rate-alerts', {
      corridor_id: paidQuote.corridor_id,
      target_rate: paidQuote.customer_rate,
    }),
    201,
    `${tag}'s rate alert`,
  );
  const schedule = await ok<{ id: string }>(
    browser.post(
      '/client/v1/schedules',
      {
        transfer_id: transfer.id,
        cadence: 'weekly',
        start_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      },
      { headers: { 'idempotency-key': randomUUID() } },
    ),
    201,
    `${tag}'s schedule`,
  );

  const device = await signedIn(t, email);
  const profile = await ok<{
    crn: string;
    session: { id: string };
    account: { mobile_number: string };
    documents: { id: string }[];
  }>(browser.get('/client/v1/profile'), 200, `${tag}'s profile`);
  const deviceProfile = await ok<{ session: { id: string } }>(
    device.get('/client/v1/profile'),
    200,
    `${tag}'s second device`,
  );

  return {
    email,
    customerId,
    crn: profile.crn,
    mobileNumber: profile.account.mobile_number,
    browser,
    sessionId: profile.session.id,
    deviceId: deviceProfile.session.id,
    device,
    recipientIds,
    recipientNames,
    quoteId: spare.id,
    transferId: transfer.id,
    scheduleId: schedule.id,
    trackingNumber: transfer.tracking_number,
    paymentId: payment.id,
    checkoutId: new URL(payment.checkout_url).pathname.split('/').pop() ?? '',
    documentIds: profile.documents.map((d) => d.id),
    uploadToken,
    amounts: [sendAmount, spareAmount, paidQuote.total_to_pay.amount, spare.total_to_pay.amount],
    passkeyId: passkey.id,
    passkeyName,
    passkeyCredentialId: credential.id,
    rateAlertId: rateAlert.id,
  };
}

/** A's sessions that must be refused: second factor owed, removed, signed out elsewhere. */
async function compromisedSessionsOf(t: TestApp, a: Holdings): Promise<Compromised> {
  const pendingMfa = new TestBrowser(t.app);
  await ok(pendingMfa.logIn(a.email, PASSWORD), 200, 'pending sign-in');

  const removedDevice = await signedIn(t, a.email);
  const removedId = (await removedDevice.get('/client/v1/profile')).json().session.id as string;
  await ok(
    a.browser.request({ method: 'DELETE', url: `/client/v1/device/${removedId}` }),
    204,
    'device removal',
  );

  const elsewhere = await signedIn(t, a.email);
  const kept = new Map(elsewhere.cookies);
  await ok(elsewhere.post('/client/v1/logout'), 204, 'logout elsewhere');
  const loggedOut = withCookies(new TestBrowser(t.app), kept);
  return { pendingMfa, removedDevice, loggedOut };
}

/** Two customers, A and B, with data of every kind, and A's refused sessions. */
export async function buildWorld(t: TestApp): Promise<World> {
  const { browser: first } = await sender(t, 0, 'accesscatalogue');
  const categories = (
    await first.get('/client/v1/document-categories')
  ).json() as DocumentCategory[];
  const address = categories.find((c) => c.code === 'proof_of_address');
  const bill = address?.document_types.find((d) => d.code === 'utility_bill');
  const liveness = categories.flatMap((c) => c.document_types).find((d) => d.api !== null);
  if (!address || !bill || !liveness?.api) throw new Error('catalogue without the expected types');
  const catalogue = {
    addressCategoryId: address.id,
    utilityBillTypeId: bill.id,
    livenessApi: liveness.api,
  };
  const countries = (await first.get('/client/v1/countries')).json() as {
    id: number;
    iso2_alpha: string;
  }[];
  const countryIds = Object.fromEntries(countries.map((c) => [c.iso2_alpha, c.id]));

  const a = await customerWithEverything(t, 'A', '12.34', catalogue);
  const b = await customerWithEverything(t, 'B', '67.89', catalogue);
  const compromised = await compromisedSessionsOf(t, a);
  return {
    a,
    b,
    compromised,
    catalogue,
    countryIds,
    corridorId: await corridorTo(first, 'PH'),
    realtimeAppId: t.app.deps.config.realtime.appId,
  };
}
