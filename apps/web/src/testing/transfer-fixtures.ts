import {
  apiPaths,
  transferStatusTitles,
  type TimelineEvent,
  type Transfer,
  type TransferPage,
  type TransferStatus,
  type TransferSummary,
} from '@homeward/contract';
import { http, HttpResponse } from 'msw';
import { url } from './handlers';

type TransferRecipient = Transfer['recipient'];

export const juan: TransferRecipient = {
  id: '0190a6d4-0000-7000-8000-0000000000a1',
  full_name: 'Juan dela Cruz',
  country: { iso2_alpha: 'PH', common_name: 'Philippines' },
  currency: 'PHP',
  payout_method: 'bank_account',
  details: { full_name: 'Juan dela Cruz', bank_code: 'BDO', account_number: '001234566789' },
  display: [
    { label: 'Account holder’s full name', value: 'Juan dela Cruz' },
    { label: 'Bank', value: 'BDO Unibank' },
    { label: 'Account number', value: '001234566789' },
  ],
  summary: 'BDO Unibank ···· 6789',
};

export const priya: TransferRecipient = {
  id: '0190a6d4-0000-7000-8000-0000000000a2',
  full_name: 'Priya Sharma',
  country: { iso2_alpha: 'IN', common_name: 'India' },
  currency: 'INR',
  payout_method: 'mobile_wallet',
  details: { mobile_number: '+919812345678' },
  display: [{ label: 'Mobile number', value: '+919812345678' }],
  summary: 'Paytm +91 98123 45678',
};

/** A transfer id from a small number, so tests can name transfers 1, 2, 3… */
export const transferId = (n: number) => `0190a6d4-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** What the API records as a transfer moves; `at` times step a minute apart. */
export function timelineOf(statuses: TransferStatus[], start = '2025-03-12T03:00:00.000Z') {
  const first = new Date(start).getTime();
  return statuses.map((status, index): TimelineEvent => ({
    status,
    title: transferStatusTitles[status],
    at: new Date(first + index * 60_000).toISOString(),
    reason: null,
  }));
}

/**
 * A transfer of AUD 500.00 to Juan (PHP 18,250.00); pass overrides for what a test cares about.
 * The amounts are the API's: the SPA never computes them.
 */
export function makeTransfer(overrides: Partial<Transfer> = {}): Transfer {
  const status = overrides.status ?? 'awaiting_payment';
  return {
    id: transferId(1),
    tracking_number: 'HW25-0000123',
    status,
    status_title: transferStatusTitles[status],
    quote_id: '0190a6d4-0000-7000-8000-0000000000f1',
    payout_method: 'bank_account',
    send_amount: { amount: '500.00', currency: 'AUD' },
    fee: { amount: '4.99', currency: 'AUD' },
    total_to_pay: { amount: '504.99', currency: 'AUD' },
    receive_amount: { amount: '18250.00', currency: 'PHP' },
    customer_rate: '36.500000',
    mid_market_rate: '37.010000',
    // 18,250.00 PHP at 37.01 is 493.11 AUD: our rate cost 6.89 of the 500.00.
    rate_cost: { amount: '6.89', currency: 'AUD' },
    total_cost: { amount: '11.88', currency: 'AUD' },
    rate_type: 'fixed',
    purpose: 'family_support',
    source_of_funds: 'salary',
    reference: 'School fees',
    recipient: juan,
    available_by: '2025-03-13T05:00:00.000Z',
    pay_by: '2025-03-13T03:00:00.000Z',
    created_at: '2025-03-12T03:00:00.000Z',
    updated_at: '2025-03-12T03:00:00.000Z',
    paid_at: null,
    can_cancel: true,
    latest_payment: null,
    pickup: null,
    timeline: timelineOf(['awaiting_payment']),
    ...overrides,
  };
}

/** A list row: the transfer without its timeline, payment and pickup code. */
export function makeTransferSummary(overrides: Partial<Transfer> = {}): TransferSummary {
  const {
    timeline: _timeline,
    latest_payment: _payment,
    pickup: _pickup,
    ...summary
  } = makeTransfer(overrides);
  return summary;
}

/** When {@link makePaidTransfer}'s payment arrived. */
export const PAID_AT = '2025-03-12T03:02:00.000Z';

/**
 * The same transfer paid (funds_received) two minutes after it was made: the money has not
 * started its way, so it is still cancellable for a full refund.
 */
export function makePaidTransfer(overrides: Partial<Transfer> = {}): Transfer {
  return makeTransfer({
    status: 'funds_received',
    paid_at: PAID_AT,
    can_cancel: true,
    timeline: timelineOf(['awaiting_payment', 'payment_processing', 'funds_received']),
    ...overrides,
  });
}

/**
 * POST /transactions/{id}/cancel answering with `respond` (for example the cancelled transfer,
 * or a 422). How many times it was called is kept in `calls`, with the ids asked for.
 */
export function transferCancel(respond: (id: string) => Response) {
  const calls: string[] = [];
  const handler = http.post(url(`${apiPaths.transactions}/:id/cancel`), ({ params }) => {
    const id = String(params.id);
    calls.push(id);
    return respond(id);
  });
  return { handler, calls };
}

/** The 409 the API answers once a transfer can no longer be cancelled. */
export function tooLateToCancel(reason: string): Response {
  return HttpResponse.json({ message: reason }, { status: 409 });
}

/** `count` list rows numbered from `first`, newest first, one day apart. */
export function transferSummaries(count: number, first = 1): TransferSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const n = first + index;
    const day = new Date(Date.UTC(2025, 2, 28 - n, 3)).toISOString();
    return makeTransferSummary({
      id: transferId(n),
      tracking_number: `HW25-${String(n).padStart(7, '0')}`,
      status: 'completed',
      created_at: day,
      updated_at: day,
      recipient: n % 2 === 0 ? priya : juan,
      receive_amount:
        n % 2 === 0
          ? { amount: '29650.00', currency: 'INR' }
          : { amount: '18250.00', currency: 'PHP' },
    });
  });
}

export const transferPage = (
  data: TransferSummary[],
  nextCursor: string | null = null,
): TransferPage => ({ data, next_cursor: nextCursor });

/**
 * GET /transactions answering with `pages` in turn: page i+1 is served for cursor `cursor-{i}`.
 * Every request's query string is kept in `requests`, so tests can check what was asked.
 */
export function transactionPages(pages: TransferSummary[][]) {
  const requests: URLSearchParams[] = [];
  const handler = http.get(url(apiPaths.transactions), ({ request }) => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    const cursor = query.get('cursor');
    const index = cursor ? Number(cursor.replace('cursor-', '')) + 1 : 0;
    const data = pages[index] ?? [];
    const next = index + 1 < pages.length ? `cursor-${index}` : null;
    return HttpResponse.json(transferPage(data, next));
  });
  return { handler, requests };
}

/** GET /transactions/{id} answering with this transfer (and 404 for any other id). */
export const transferDetail = (transfer: Transfer) =>
  http.get(url(`${apiPaths.transactions}/:id`), ({ params }) =>
    params.id === transfer.id
      ? HttpResponse.json(transfer)
      : HttpResponse.json({ message: 'Transaction not found.' }, { status: 404 }),
  );
