import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestBrowser } from './browser';
import { philippineRecipient, quoteFor, sender } from './senders';
import type { TestApp } from './test-app';

/**
 * Settings for suites that send money: many sign-ups from one address, and payouts that start
 * and finish as soon as their jobs run.
 */
export const sendingMoney = {
  SIGNUP_MAX_PER_IP: '1000',
  LOGIN_MAX_FAILURES_PER_IP: '1000',
  PAYOUT_START_SECONDS: '0',
  PAYOUT_COMPLETE_SECONDS: '0',
} as const;

export const cards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
  refundFails: '4000000000005126',
} as const;

/** Prices `amount` for the customer signed in on `browser` and confirms it to `recipientId`. */
export async function confirmTo(browser: TestBrowser, recipientId: string, amount = '500') {
  const quote = await quoteFor(browser, amount);
  const created = await browser.post(
    '/client/v1/transactions',
    { quote_id: quote.id, recipient_id: recipientId, purpose: 'gift', source_of_funds: 'salary' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; total_to_pay: { amount: string } };
}

/** A customer (tier 2 unless told) with a transfer confirmed and awaiting payment. */
export async function confirmedTransfer(
  t: TestApp,
  options: { amount?: string; tier?: 1 | 2; recipient?: string } = {},
) {
  const customer = await sender(t, options.tier ?? 2);
  const recipient = await philippineRecipient(customer.browser, options.recipient);
  return { ...customer, transfer: await confirmTo(customer.browser, recipient.id, options.amount) };
}

/** Opens (or resumes) the transfer's checkout, as the Pay button does. */
export async function startPayment(browser: TestBrowser, transferId: string) {
  const response = await browser.post(`/client/v1/transactions/${transferId}/payments`, {
    method: 'card',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; checkout_url: string; status: string };
}

/** The payer at the sandbox's hosted page: a plain HTML form post. */
export function payAtCheckout(t: TestApp, checkoutUrl: string, card: string = cards.succeeds) {
  return t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Ana Cruz',
      number: card,
      expiry: '12/39',
      cvc: '123',
    }).toString(),
  });
}

/** The payer answers the 3-D Secure challenge in their banking app. */
export function answerChallenge(t: TestApp, checkoutUrl: string, decision: 'approve' | 'reject') {
  return t.app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/challenge`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** Runs every due job, round after round, until none is left (as the worker would). */
export async function settle(t: TestApp) {
  for (let round = 0; round < 20; round += 1) {
    if ((await t.app.deps.jobs.runDue()) === 0) return;
  }
  throw new Error('jobs kept coming after 20 rounds');
}

export const viewTransfer = async (browser: TestBrowser, id: string) =>
  (await browser.get(`/client/v1/transactions/${id}`)).json() as {
    status: string;
    timeline: { status: string; reason: string | null }[];
    latest_payment: { status: string } | null;
    can_cancel: boolean;
  };

/** A transfer of `amount` AUD from `browser` to `recipientId`, confirmed and paid; its id. */
export async function paidTransfer(
  t: TestApp,
  browser: TestBrowser,
  recipientId: string,
  amount: string,
) {
  const transfer = await confirmTo(browser, recipientId, amount);
  const payment = await startPayment(browser, transfer.id);
  await payAtCheckout(t, payment.checkout_url);
  await settle(t);
  return transfer.id;
}
