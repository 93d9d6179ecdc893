import {
  apiPaths,
  type Corridor,
  type CreateQuoteRequest,
  type Limits,
  type LimitStop,
  type Quote,
  type Recipient,
  type Transfer,
} from '@homeward/contract';
import { http, HttpResponse } from 'msw';
import { url } from './handlers';

/** Send-money answers for the dashboard, transfer and payment screens. */

const money = (amount: string, currency: string) => ({ amount, currency });

function corridor(
  id: number,
  iso2: string,
  name: string,
  currency: string,
  methods: Corridor['payout_methods'][number]['method'][],
  decimals = 2,
): Corridor {
  return {
    id,
    source_currency: 'AUD',
    source_currency_decimals: 2,
    destination_country: { id: id * 10, iso2_alpha: iso2, common_name: name },
    destination_currency: currency,
    destination_currency_decimals: decimals,
    min_send_amount: money('10.00', 'AUD'),
    max_send_amount: money('10000.00', 'AUD'),
    payout_methods: methods.map((method) => ({
      method,
      fixed_fee: money('5.00', 'AUD'),
      percentage_fee: '0.50',
      delivery_minutes: method === 'bank_account' ? 1440 : 10,
    })),
    price_lock_minutes: 30,
  };
}

export const philippinesCorridor = corridor(1, 'PH', 'Philippines', 'PHP', [
  'bank_account',
  'mobile_wallet',
  'cash_pickup',
]);
export const indiaCorridor = corridor(2, 'IN', 'India', 'INR', ['bank_account']);
export const vietnamCorridor = corridor(6, 'VN', 'Vietnam', 'VND', ['bank_account'], 0);
export const corridorsFixture: Corridor[] = [philippinesCorridor, indiaCorridor, vietnamCorridor];

export const quoteId = '0190b000-0000-7000-8000-0000000000a1';
export const newQuoteId = '0190b000-0000-7000-8000-0000000000a2';
export const recipientId = '0190b000-0000-7000-8000-0000000000c1';
export const transferId = '0190b000-0000-7000-8000-0000000000d1';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A priced quote to the Philippines: AUD 500.00 → PHP 17,900.00, fee AUD 5.00. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: quoteId,
    corridor_id: philippinesCorridor.id,
    payout_method: 'bank_account',
    destination_country: { iso2_alpha: 'PH', common_name: 'Philippines' },
    amount_type: 'send',
    send_amount: money('500.00', 'AUD'),
    fee: money('5.00', 'AUD'),
    total_to_pay: money('505.00', 'AUD'),
    receive_amount: money('17900.00', 'PHP'),
    customer_rate: '35.80',
    mid_market_rate: '36.10',
    // 17,900.00 PHP at 36.10 is 495.84 AUD: our rate costs 4.16 of the 500.00.
    rate_cost: money('4.16', 'AUD'),
    total_cost: money('9.16', 'AUD'),
    rate_type: 'fixed',
    created_at: new Date().toISOString(),
    expires_at: minutesFromNow(30),
    delivery_estimate: { minutes: 1440, available_by: '2030-03-12T04:05:00.000Z' },
    limit_stop: null,
    transaction_id: null,
    ...overrides,
  };
}

export const perTransferStop: LimitStop = {
  code: 'per_transfer',
  message: 'You can send up to AUD 1,000.00 in one transfer until we verify your address.',
  next_step: {
    code: 'proof_of_address',
    title: 'Prove your address',
    description: 'A utility bill or bank statement raises your limits.',
    route: '/account-verification/upload/proof-of-address',
  },
};

export function makeLimits(overrides: Partial<Limits> = {}): Limits {
  return {
    tier: 1,
    tier_title: 'Verified identity',
    currency: 'AUD',
    can_send: true,
    stop: null,
    per_transfer: money('1000.00', 'AUD'),
    rolling_30_days: {
      limit: money('3000.00', 'AUD'),
      used: money('750.00', 'AUD'),
      remaining: money('2250.00', 'AUD'),
    },
    next_step: perTransferStop.next_step,
    tiers: [
      {
        tier: 1,
        title: 'Basic limits',
        per_transfer: money('1000.00', 'AUD'),
        rolling_30_days: money('3000.00', 'AUD'),
      },
      {
        tier: 2,
        title: 'Full limits',
        per_transfer: money('10000.00', 'AUD'),
        rolling_30_days: money('50000.00', 'AUD'),
      },
    ],
    ...overrides,
  };
}

export function makeRecipient(overrides: Partial<Recipient> = {}): Recipient {
  return {
    id: recipientId,
    full_name: 'Maria Santos',
    country: { iso2_alpha: 'PH', common_name: 'Philippines' },
    currency: 'PHP',
    payout_method: 'bank_account',
    details: { full_name: 'Maria Santos', bank_code: 'BDO', account_number: '001234567890' },
    display: [
      { label: 'Account holder’s full name', value: 'Maria Santos' },
      { label: 'Bank', value: 'BDO Unibank' },
      { label: 'Account number', value: '001234567890' },
    ],
    summary: 'BDO Unibank ···· 7890',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeTransfer(overrides: Partial<Transfer> = {}): Transfer {
  const { created_at: _created, updated_at: _updated, ...recipient } = makeRecipient();
  return {
    id: transferId,
    tracking_number: 'HW-2030-000123',
    status: 'awaiting_payment',
    status_title: 'Waiting for your payment',
    quote_id: quoteId,
    payout_method: 'bank_account',
    send_amount: money('500.00', 'AUD'),
    fee: money('5.00', 'AUD'),
    total_to_pay: money('505.00', 'AUD'),
    receive_amount: money('17900.00', 'PHP'),
    customer_rate: '35.80',
    mid_market_rate: '36.10',
    // 17,900.00 PHP at 36.10 is 495.84 AUD: our rate costs 4.16 of the 500.00.
    rate_cost: money('4.16', 'AUD'),
    total_cost: money('9.16', 'AUD'),
    rate_type: 'fixed',
    purpose: 'family_support',
    source_of_funds: 'salary',
    reference: null,
    recipient: {
      ...recipient,
      display: [
        { label: 'Account holder’s full name', value: recipient.full_name },
        { label: 'Bank', value: 'BDO Unibank' },
        { label: 'Account number', value: '001234567890' },
      ],
    },
    available_by: '2030-03-12T04:05:00.000Z',
    pay_by: '2030-03-11T04:05:00.000Z',
    created_at: '2030-03-10T04:05:00.000Z',
    updated_at: '2030-03-10T04:05:00.000Z',
    paid_at: null,
    can_cancel: true,
    latest_payment: null,
    pickup: null,
    timeline: [
      {
        status: 'awaiting_payment',
        title: 'Waiting for your payment',
        at: '2030-03-10T04:05:00.000Z',
        reason: null,
      },
    ],
    ...overrides,
  };
}

/** The highest tier: nothing left to raise, so no next step to show. */
export const fullyVerifiedLimits = makeLimits({
  tier: 2,
  tier_title: 'Fully verified',
  per_transfer: money('10000.00', 'AUD'),
  rolling_30_days: {
    limit: money('50000.00', 'AUD'),
    used: money('0.00', 'AUD'),
    remaining: money('50000.00', 'AUD'),
  },
  next_step: null,
});

export const corridors = (body: Corridor[] = corridorsFixture) =>
  http.get(url(apiPaths.corridors), () => HttpResponse.json(body));

export const limits = (body: Limits = makeLimits()) =>
  http.get(url(apiPaths.limits), () => HttpResponse.json(body));

export const recipient = (body: Recipient = makeRecipient()) =>
  http.get(url(apiPaths.recipient(body.id)), () => HttpResponse.json(body));

export const quote = (body: Quote = makeQuote()) =>
  http.get(url(apiPaths.quote(body.id)), () => HttpResponse.json(body));

export const transfer = (body: Transfer = makeTransfer()) =>
  http.get(url(apiPaths.transaction(body.id)), () => HttpResponse.json(body));

/**
 * POST /quotes answering `answer(body)` (a quote, or a Response for errors), recording every
 * request body in `calls`.
 */
export function pricing(
  answer: (body: CreateQuoteRequest) => Quote | Response | Promise<Quote | Response> = () =>
    makeQuote(),
) {
  const calls: CreateQuoteRequest[] = [];
  const handler = http.post(url(apiPaths.quotes), async ({ request }) => {
    const body = (await request.json()) as CreateQuoteRequest;
    calls.push(body);
    const result = await answer(body);
    return result instanceof Response ? result : HttpResponse.json(result, { status: 201 });
  });
  return { handler, calls };
}

/**
 * What the dashboard, the transfer wizard and the payment page read, answering "not found"
 * where there is no sensible default. Screens outside send money (route titles, guards, the
 * layout) render these pages too; the app's default handlers can include these.
 */
export const sendMoneyReads = () => [
  corridors(),
  limits(fullyVerifiedLimits),
  pricing().handler,
  http.get(url(`${apiPaths.quotes}/:id`), () =>
    HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
  ),
  http.get(url(`${apiPaths.transactions}/:id`), () =>
    HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
  ),
];
