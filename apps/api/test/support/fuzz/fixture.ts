import { randomUUID } from 'node:crypto';
import { SoftAuthenticator } from '../passkey-authenticator';
import type { TestBrowser } from '../browser';
import { countryIdsByCode, signedIn, verifiedCustomer } from '../customers';
import {
  corridorTo,
  philippineBankDetails,
  philippineRecipient,
  quoteFor,
  sender,
} from '../senders';
import type { TestApp } from '../test-app';

/**
 * Who sends the bad input, and the real things it names: a tier-2 sender with a recipient, a
 * quote, a transfer waiting for payment and its sandbox checkout; and a customer halfway
 * through onboarding, whose profile calls still reach the attribute checks (a verified
 * identity is locked, so the sender's would stop earlier).
 */
export interface FuzzFixture {
  sender: { browser: TestBrowser; customerId: string; email: string };
  onboarding: { browser: TestBrowser; customerId: string };
  /** A customer nothing else relies on: calls without input (sign-out included) go to it. */
  spare: TestBrowser;
  /** The spare customer's address, to sign it in afresh where a call ends every session. */
  spareEmail: string;
  countryIds: Record<string, number>;
  corridorId: number;
  recipientId: string;
  quoteId: string;
  transferId: string;
  checkoutId: string;
  /** A category and type of document the customer may upload from the web. */
  upload: { categoryId: number; typeId: number };
  /** The sender's passkey (on a software authenticator), which renaming may name. */
  passkeyId: string;
}

export async function fuzzFixture(t: TestApp): Promise<FuzzFixture> {
  const customer = await sender(t, 2, 'fuzz');
  const onboarding = await sender(t, 'profile', 'fuzz-onboarding');
  const { browser } = customer;
  const recipient = await philippineRecipient(browser);
  const quote = await quoteFor(browser);
  const created = await browser.post(
    '/client/v1/transactions',
    { quote_id: quote.id, recipient_id: recipient.id, purpose: 'gift', source_of_funds: 'salary' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  if (created.statusCode !== 201) throw new Error(`transfer failed: ${created.body}`);
  const transferId = (created.json() as { id: string }).id;
  const payment = await browser.post(`/client/v1/transactions/${transferId}/payments`, {
    method: 'card',
  });
  if (payment.statusCode !== 201) throw new Error(`payment failed: ${payment.body}`);
  const checkoutUrl = (payment.json() as { checkout_url: string }).checkout_url;
  const categories = (await browser.get('/client/v1/document-categories')).json() as {
    id: number;
    code: string;
    document_types: { id: number; code: string }[];
  }[];
  const identity = categories.find((c) => c.code === 'proof_of_identity');
  const passport = identity?.document_types.find((type) => type.code === 'passport');
  if (!identity || !passport) throw new Error('no passport document type');
  const registration = await browser.post('/client/v1/passkeys/registration-options');
  const passkey = await browser.post('/client/v1/passkeys', {
    credential: new SoftAuthenticator().create(registration.json()),
  });
  if (passkey.statusCode !== 201) throw new Error(`passkey failed: ${passkey.body}`);
  const spareEmail = (await verifiedCustomer(t, 'fuzz-spare')).email;
  return {
    passkeyId: (passkey.json() as { id: string }).id,
    sender: customer,
    onboarding,
    spare: await signedIn(t, spareEmail),
    spareEmail,
    countryIds: await countryIdsByCode(t),
    corridorId: await corridorTo(browser, 'PH'),
    recipientId: recipient.id,
    quoteId: quote.id,
    transferId,
    checkoutId: new URL(checkoutUrl).pathname.split('/').at(-1) ?? '',
    upload: { categoryId: identity.id, typeId: passport.id },
  };
}

export const validRecipient = {
  country: 'PH',
  currency: 'PHP',
  payout_method: 'bank_account',
  details: philippineBankDetails,
};
