import { quoteSchema, limitsSchema } from '@homeward/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, quotes } from '../src/db/schema';
import { corridorTo, quoteFor, sender } from './support/senders';
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

describe('corridors', () => {
  it('lists the seeded corridors with their methods, fees and limits', async () => {
    const { browser } = await sender(t, 0);
    const response = await browser.get('/client/v1/corridors');
    expect(response.statusCode).toBe(200);
    const corridors = response.json();
    expect(corridors.map((c: { destination_currency: string }) => c.destination_currency)).toEqual([
      'PHP',
      'INR',
      'NPR',
      'LKR',
      'FJD',
      'VND',
      'IDR',
      'BDT',
      'PKR',
      'NZD',
      'GBP',
      'USD',
    ]);
    expect(corridors[0]).toMatchObject({
      source_currency: 'AUD',
      source_currency_decimals: 2,
      destination_country: { iso2_alpha: 'PH', common_name: 'Philippines' },
      destination_currency_decimals: 2,
      min_send_amount: { amount: '10.00', currency: 'AUD' },
      max_send_amount: { amount: '50000.00', currency: 'AUD' },
      // QUOTE_TTL_MINUTES's default: the calculator says it before any price exists.
      price_lock_minutes: 30,
    });
    expect(corridors[0].payout_methods).toContainEqual({
      method: 'bank_account',
      fixed_fee: { amount: '3.99', currency: 'AUD' },
      percentage_fee: '0.5',
      delivery_minutes: 60,
    });
    expect(corridors[5].destination_currency_decimals).toBe(0);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/client/v1/corridors' })).statusCode).toBe(401);
  });
});

describe('a price lock of another length (QUOTE_TTL_MINUTES=10)', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ QUOTE_TTL_MINUTES: '10' });
  });
  afterAll(() => short.close());

  it('says 10 minutes in every corridor, and locks each price for 10 minutes', async () => {
    const { browser } = await sender(short, 2);
    const corridors = (await browser.get('/client/v1/corridors')).json();
    expect(
      new Set(corridors.map((c: { price_lock_minutes: number }) => c.price_lock_minutes)),
    ).toEqual(new Set([10]));
    const quote = quoteSchema.parse(
      (
        await browser.post('/client/v1/quotes', {
          corridor_id: await corridorTo(browser, 'PH'),
          payout_method: 'bank_account',
          send_amount: '500',
        })
      ).json(),
    );
    expect(Date.parse(quote.expires_at) - Date.parse(quote.created_at)).toBe(10 * 60_000);
  });
});

describe('quotes', () => {
  it('prices a send amount: fee, total, rate, receive amount, expiry in 30 minutes', async () => {
    const { browser } = await sender(t, 2);
    await t.app.deps.pricing.setRate('AUD', 'PHP', '38.2145', 'ops:test');
    const corridor_id = await corridorTo(browser, 'PH');
    const before = Date.now();
    const response = await browser.post('/client/v1/quotes', {
      corridor_id,
      payout_method: 'bank_account',
      send_amount: '500',
    });
    expect(response.statusCode).toBe(201);
    const quote = quoteSchema.parse(response.json());
    // 38.2145 less 0.75 % = 37.92789125 → 37.927891; 500 × 37.927891 = 18,963.9455 → 18,963.94.
    // At the mid-market rate 18,963.94 PHP cost 496.2498… → 496.25 AUD: our rate costs 3.75.
    expect(quote).toMatchObject({
      amount_type: 'send',
      send_amount: { amount: '500.00', currency: 'AUD' },
      fee: { amount: '6.49', currency: 'AUD' },
      total_to_pay: { amount: '506.49', currency: 'AUD' },
      receive_amount: { amount: '18963.94', currency: 'PHP' },
      customer_rate: '37.927891',
      mid_market_rate: '38.2145',
      rate_cost: { amount: '3.75', currency: 'AUD' },
      total_cost: { amount: '10.24', currency: 'AUD' },
      rate_type: 'fixed',
      limit_stop: null,
      transaction_id: null,
    });
    const lifetime = Date.parse(quote.expires_at) - Date.parse(quote.created_at);
    expect(lifetime).toBe(30 * 60_000);
    expect(Date.parse(quote.delivery_estimate.available_by)).toBeGreaterThanOrEqual(
      before + 60 * 60_000,
    );
    // The same answer later, from GET.
    const again = await browser.get(`/client/v1/quotes/${quote.id}`);
    expect(again.json()).toMatchObject({ ...quote, delivery_estimate: { minutes: 60 } });
  });

  it('prices a receive amount exactly, with the smallest send amount that delivers it', async () => {
    const { browser } = await sender(t, 2);
    await t.app.deps.pricing.setRate('AUD', 'PHP', '38.2145', 'ops:test');
    const corridor_id = await corridorTo(browser, 'PH');
    const quote = (
      await browser.post('/client/v1/quotes', {
        corridor_id,
        payout_method: 'bank_account',
        receive_amount: '10000',
      })
    ).json();
    // 10,000 / 37.927891 = 263.6581... → 263.66 AUD.
    expect(quote).toMatchObject({
      amount_type: 'receive',
      receive_amount: { amount: '10000.00', currency: 'PHP' },
      send_amount: { amount: '263.66', currency: 'AUD' },
      fee: { amount: '5.31', currency: 'AUD' }, // 3.99 + 1.3183 → 1.32
      total_to_pay: { amount: '268.97', currency: 'AUD' },
    });
  });

  it('keeps 0-decimal currencies whole (VND)', async () => {
    const { browser } = await sender(t, 2);
    await t.app.deps.pricing.setRate('AUD', 'VND', '17048.55', 'ops:test');
    const corridor_id = await corridorTo(browser, 'VN');
    const quote = (
      await browser.post('/client/v1/quotes', {
        corridor_id,
        payout_method: 'bank_account',
        send_amount: '100.01',
      })
    ).json();
    // 17048.55 × 0.99 = 16878.0645 → 100.01 × 16878.0645 = 1,687,975.23... → 1,687,975.
    expect(quote.receive_amount).toEqual({ amount: '1687975', currency: 'VND' });
    const fraction = await browser.post('/client/v1/quotes', {
      corridor_id,
      payout_method: 'bank_account',
      receive_amount: '1000.5',
    });
    expect(fraction.statusCode).toBe(422);
    expect(fraction.json().errors).toEqual({ receive_amount: ['VND amounts have no decimals.'] });
  });

  it('keeps 3-decimal currencies to the fils (KWD), in a corridor operations added', async () => {
    const { browser } = await sender(t, 2);
    await t.app.deps.pricing.setCorridor('AUD-KW-KWD', {
      minSend: '10',
      maxSend: '5000',
      marginPercent: '1',
    });
    const [kuwait] = (await t.app.deps.pricing.allCorridors()).filter(
      (c) => c.country.iso2Alpha === 'KW',
    );
    if (!kuwait) throw new Error('no Kuwait corridor');
    await t.app.deps.pricing.setPayoutMethod(kuwait.corridor.id, 'bank_account', {
      fixedFee: '4.99',
      percentageFee: '0',
      deliveryMinutes: 1440,
    });
    await t.app.deps.pricing.setRate('AUD', 'KWD', '0.2013', 'ops:test');
    const quote = (
      await browser.post('/client/v1/quotes', {
        corridor_id: kuwait.corridor.id,
        payout_method: 'bank_account',
        send_amount: '1234.56',
      })
    ).json();
    // 0.2013 × 0.99 = 0.199287; 1,234.56 × 0.199287 = 246.03175... → 246.031 KWD.
    expect(quote.receive_amount).toEqual({ amount: '246.031', currency: 'KWD' });
    const exact = await browser.post('/client/v1/quotes', {
      corridor_id: kuwait.corridor.id,
      payout_method: 'bank_account',
      receive_amount: '100.005',
    });
    expect(exact.json().receive_amount).toEqual({ amount: '100.005', currency: 'KWD' });
    expect(exact.json().send_amount).toEqual({ amount: '501.82', currency: 'AUD' }); // 501.8139… rounded up
  });

  it('refuses amounts outside the corridor, with the limit in words', async () => {
    const { browser } = await sender(t, 2);
    const corridor_id = await corridorTo(browser, 'PH');
    const ask = (body: object) =>
      browser.post('/client/v1/quotes', { corridor_id, payout_method: 'bank_account', ...body });
    expect((await ask({ send_amount: '9.99' })).json().errors).toEqual({
      send_amount: ['The smallest transfer is AUD 10.00.'],
    });
    expect((await ask({ send_amount: '10.00' })).statusCode).toBe(201);
    expect((await ask({ send_amount: '50000' })).statusCode).toBe(201);
    expect((await ask({ send_amount: '50000.01' })).json().errors).toEqual({
      send_amount: ['The largest transfer is AUD 50,000.00.'],
    });
    expect((await ask({ send_amount: '10.001' })).json().errors).toEqual({
      send_amount: ['AUD amounts have at most 2 decimals.'],
    });
    expect((await ask({ receive_amount: '9999999999' })).json().errors).toEqual({
      receive_amount: ['The largest transfer is AUD 50,000.00.'],
    });
    expect((await ask({ receive_amount: '99999999999999' })).json().errors).toEqual({
      receive_amount: ['That amount is too large.'],
    });
    expect((await ask({ send_amount: '-5' })).statusCode).toBe(422);
    expect((await ask({ send_amount: '1e3' })).statusCode).toBe(422);
    expect((await ask({})).json().errors).toEqual({
      send_amount: ['Enter the amount to send or the amount to receive.'],
    });
    expect((await ask({ send_amount: '20', receive_amount: '20' })).statusCode).toBe(422);
    const none = await browser.post('/client/v1/quotes', {
      corridor_id: 99999,
      payout_method: 'bank_account',
      send_amount: '100',
    });
    expect(none.json().errors).toEqual({
      corridor_id: ['We do not send money there at the moment.'],
    });
    const inr = await corridorTo(browser, 'IN');
    const wallet = await browser.post('/client/v1/quotes', {
      corridor_id: inr,
      payout_method: 'mobile_wallet',
      send_amount: '100',
    });
    expect(wallet.json().errors).toEqual({
      payout_method: ['Mobile wallet is not available to this country.'],
    });
    const count = await t.database.db.$count(quotes);
    expect(count).toBeGreaterThan(0);
  });

  it('stops quoting on stale rates, with a clear 503', async () => {
    const { browser } = await sender(t, 2);
    const corridor_id = await corridorTo(browser, 'LK');
    await t.database.db
      .update(exchangeRates)
      .set({ asOf: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(exchangeRates.quoteCurrency, 'LKR'));
    const response = await browser.post('/client/v1/quotes', {
      corridor_id,
      payout_method: 'bank_account',
      send_amount: '100',
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json().message).toBe(
      "We can't price transfers to Sri Lanka right now because our exchange rates are out of date. Please try again in a few minutes.",
    );
    await t.app.deps.pricing.setRate('AUD', 'LKR', '197.5', 'ops:test');
    const fresh = await browser.post('/client/v1/quotes', {
      corridor_id,
      payout_method: 'bank_account',
      send_amount: '100',
    });
    expect(fresh.statusCode).toBe(201);
  });

  it("hides another customer's quote", async () => {
    const mine = await sender(t, 0, 'mine');
    const theirs = await sender(t, 0, 'theirs');
    const quote = await quoteFor(theirs.browser);
    expect((await mine.browser.get(`/client/v1/quotes/${quote.id}`)).statusCode).toBe(404);
    expect((await mine.browser.get('/client/v1/quotes/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('tier 0: can price but not send, and names the next step', async () => {
    const { browser } = await sender(t, 0);
    const limits = limitsSchema.parse((await browser.get('/client/v1/limits')).json());
    expect(limits).toMatchObject({
      tier: 0,
      can_send: false,
      stop: { code: 'profile_incomplete', next_step: { route: '/workflow/onboarding' } },
      per_transfer: { amount: '0.00', currency: 'AUD' },
    });
    // What each tier unlocks, for the verification page: the configured limits, at any tier.
    expect(limits.tiers).toEqual([
      {
        tier: 1,
        title: 'Basic limits',
        per_transfer: { amount: '1000.00', currency: 'AUD' },
        rolling_30_days: { amount: '3000.00', currency: 'AUD' },
      },
      {
        tier: 2,
        title: 'Full limits',
        per_transfer: { amount: '10000.00', currency: 'AUD' },
        rolling_30_days: { amount: '50000.00', currency: 'AUD' },
      },
    ]);
    const quote = await quoteFor(browser, '100');
    expect((quote as unknown as { limit_stop: { code: string } }).limit_stop.code).toBe(
      'profile_incomplete',
    );
  });

  it('a complete profile without an ID is still tier 0, and asks for the ID', async () => {
    const { browser } = await sender(t, 'profile');
    const limits = (await browser.get('/client/v1/limits')).json();
    expect(limits.stop).toMatchObject({
      code: 'identity_document_missing',
      message: 'Add a photo ID to start sending money.',
      next_step: { route: '/account-verification/upload/proof_of_identity' },
    });
  });

  it('tier 1: 1,000 a transfer, 3,000 in 30 days, to the cent', async () => {
    const { browser } = await sender(t, 1);
    const limits = (await browser.get('/client/v1/limits')).json();
    expect(limits).toMatchObject({
      tier: 1,
      can_send: true,
      stop: null,
      per_transfer: { amount: '1000.00' },
      rolling_30_days: {
        limit: { amount: '3000.00' },
        used: { amount: '0.00' },
        remaining: { amount: '3000.00' },
      },
      next_step: { route: '/account-verification/upload/proof_of_address' },
    });
    expect(
      ((await quoteFor(browser, '1000.00')) as unknown as { limit_stop: null }).limit_stop,
    ).toBeNull();
    const over = (await quoteFor(browser, '1000.01')) as unknown as {
      limit_stop: { code: string; message: string };
    };
    expect(over.limit_stop).toMatchObject({
      code: 'per_transfer',
      message:
        'You can send up to AUD 1,000.00 in one transfer. Upload a proof of address to send up to AUD 10,000.00.',
    });
  });

  it('tier 2: the higher limits and no next step', async () => {
    const { browser } = await sender(t, 2);
    const limits = (await browser.get('/client/v1/limits')).json();
    expect(limits).toMatchObject({
      tier: 2,
      tier_title: 'Full limits',
      per_transfer: { amount: '10000.00' },
      rolling_30_days: { limit: { amount: '50000.00' } },
      next_step: null,
    });
  });
});
