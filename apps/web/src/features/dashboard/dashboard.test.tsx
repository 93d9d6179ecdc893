import { apiPaths, type CreateQuoteRequest } from '@homeward/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryEstimate } from '@/lib/delivery';
import { formatMoney } from '@/lib/format';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import {
  corridors,
  corridorsFixture,
  indiaCorridor,
  limits,
  makeLimits,
  makeQuote,
  makeRecipient,
  perTransferStop,
  pricing,
  quote,
  quoteId,
  recipient,
  recipientId,
} from '@/testing/quote-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The first screen of a test waits for lazy route code, slow on a loaded machine. */
const slow = { timeout: 5000 };

function openDashboard(
  answer?: Parameters<typeof pricing>[0],
  { at = '/dashboard', limitsBody = makeLimits() } = {},
) {
  const prices = pricing(answer);
  server.use(
    signedIn(onboardedCustomer()),
    corridors(),
    limits(limitsBody),
    prices.handler,
    // Where Send leads.
    quote(),
  );
  return { ...renderApp(at), calls: prices.calls };
}

const calculator = () => screen.findByRole('region', { name: 'Send money' }, slow);

/** A quote for what was asked: the amount typed comes back on its side. */
function echo(body: CreateQuoteRequest) {
  return body.receive_amount !== undefined
    ? makeQuote({
        amount_type: 'receive',
        send_amount: { amount: '280.00', currency: 'AUD' },
        total_to_pay: { amount: '285.00', currency: 'AUD' },
        receive_amount: { amount: `${body.receive_amount}.00`, currency: 'PHP' },
      })
    : makeQuote({
        send_amount: { amount: `${body.send_amount}.00`, currency: 'AUD' },
        receive_amount: { amount: `${String(body.send_amount)}0.00`, currency: 'PHP' },
      });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('dashboard calculator', () => {
  it('prices the default amount to the first corridor on load', async () => {
    const { calls } = openDashboard();
    const card = await calculator();
    expect(await within(card).findByText('1 AUD = 35.80 PHP')).toBeInTheDocument();
    expect(calls).toEqual([{ corridor_id: 1, payout_method: 'bank_account', send_amount: '500' }]);

    expect(within(card).getByLabelText('Send to')).toHaveDisplayValue('Philippines · PHP');
    expect(within(card).getByRole('radio', { name: 'Bank account' })).toBeChecked();
    expect(within(card).getByRole('radio', { name: 'Mobile wallet' })).not.toBeChecked();
    expect(within(card).getByLabelText('You send')).toHaveValue('500');
    expect(within(card).getByLabelText('You send')).toHaveAttribute('inputmode', 'decimal');
    // The price's answer grouped like the summary under it, not "17900.00".
    expect(within(card).getByLabelText('Recipient gets')).toHaveValue('17,900.00');

    const list = within(card).getByLabelText('Price');
    // Our rate beside the mid-market rate, and the whole cost: the fee and what the rate takes.
    expect(within(list).getByText('Mid-market rate 1 AUD = 36.10 PHP')).toBeInTheDocument();
    expect(within(list).getByText('AUD 9.16')).toBeInTheDocument();
    expect(within(list).getByText('Fee AUD 5.00 + AUD 4.16 in our rate')).toBeInTheDocument();
    expect(within(list).getByText('AUD 505.00')).toBeInTheDocument();
    expect(within(list).getByText('PHP 17,900.00')).toBeInTheDocument();
    // The server's estimate, said as every other screen says it.
    expect(
      within(list).getByText(deliveryEstimate('2030-03-12T04:05:00.000Z')),
    ).toBeInTheDocument();
    expect(within(card).getByText(/^Rate locked for (30:00|29:\d\d)$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says a fast payout’s estimate as a time too, and re-prices when the method changes', async () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    const { user, calls } = openDashboard((body) =>
      body.payout_method === 'mobile_wallet'
        ? makeQuote({
            payout_method: 'mobile_wallet',
            delivery_estimate: { minutes: 10, available_by: soon },
          })
        : makeQuote(),
    );
    const card = await calculator();
    await within(card).findByText('1 AUD = 35.80 PHP');
    await user.click(within(card).getByRole('radio', { name: 'Mobile wallet' }));
    // Not "within minutes" here and a clock time on the review: the same words on both.
    expect(
      await within(card).findByText(/^Arrives by \d{1,2}:\d\d [ap]m (today|tomorrow)$/),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/within minutes/)).not.toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      corridor_id: 1,
      payout_method: 'mobile_wallet',
      send_amount: '500',
    });
  });

  it('waits for a pause in typing, and shows only the newest answer', async () => {
    const { user, calls } = openDashboard(async (body) => {
      // The first price asked while typing answers last.
      if (body.send_amount === '100') await delay(1200);
      return echo(body);
    });
    const card = await calculator();
    await within(card).findByText('PHP 5,000.00');
    const send = within(card).getByLabelText('You send');

    await user.clear(send);
    await user.type(send, '100');
    // One request for the whole burst of keystrokes, after the pause.
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ corridor_id: 1, payout_method: 'bank_account', send_amount: '100' });

    await user.type(send, '0');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.send_amount).toBe('1000');
    expect(await within(card).findByText('PHP 10,000.00')).toBeInTheDocument();

    // The late answer for 100 arrives and changes nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(within(card).getByText('PHP 10,000.00')).toBeInTheDocument();
    expect(within(card).queryByText('PHP 1,000.00')).not.toBeInTheDocument();
    expect(within(card).getByLabelText('Recipient gets')).toHaveValue('10,000.00');
    expect(calls).toHaveLength(3);
  });

  it('groups a typed amount when the field is left, without asking a new price', async () => {
    const { user, calls } = openDashboard(echo);
    const card = await calculator();
    await within(card).findByText('PHP 5,000.00');
    const send = within(card).getByLabelText('You send');
    await user.clear(send);
    await user.type(send, '2,500');
    await waitFor(() => expect(calls.at(-1)?.send_amount).toBe('2500'));
    await user.clear(send);
    await user.type(send, '1250.5');
    await waitFor(() => expect(calls.at(-1)?.send_amount).toBe('1250.5'));
    const asked = calls.length;
    await user.tab();
    expect(send).toHaveValue('1,250.5');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(calls).toHaveLength(asked);
  });

  it('prices the amount to receive when the customer types there', async () => {
    const { user, calls } = openDashboard(echo);
    const card = await calculator();
    await within(card).findByText('PHP 5,000.00');
    const receive = within(card).getByLabelText('Recipient gets');
    await user.clear(receive);
    await user.type(receive, '10000');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        corridor_id: 1,
        payout_method: 'bank_account',
        receive_amount: '10000',
      }),
    );
    expect(calls.at(-1)).not.toHaveProperty('send_amount');
    await waitFor(() => expect(within(card).getByLabelText('You send')).toHaveValue('280.00'));
    expect(within(card).getByText('AUD 285.00')).toBeInTheDocument();
  });

  it('shows a 422 under the amount and refuses to send', async () => {
    const { user } = openDashboard((body) =>
      body.send_amount === '5'
        ? HttpResponse.json(
            {
              message: 'The least you can send is AUD 10.00.',
              errors: { send_amount: ['The least you can send is AUD 10.00.'] },
            },
            { status: 422 },
          )
        : makeQuote(),
    );
    const card = await calculator();
    await within(card).findByText('1 AUD = 35.80 PHP');
    const send = within(card).getByLabelText('You send');
    await user.clear(send);
    await user.type(send, '5');
    await waitFor(() => expect(send).toHaveAttribute('aria-invalid', 'true'));
    expect(send).toHaveAccessibleDescription('AUD The least you can send is AUD 10.00.');
    expect(within(card).queryByText('1 AUD = 35.80 PHP')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('checks the amount in the browser before asking', async () => {
    const { user, calls } = openDashboard();
    const card = await calculator();
    await within(card).findByText('1 AUD = 35.80 PHP');
    const send = within(card).getByLabelText('You send');
    await user.clear(send);
    await user.type(send, '12abc');
    await waitFor(() =>
      expect(send).toHaveAccessibleDescription(
        'AUD Enter the amount as a number, like 250 or 250.50.',
      ),
    );
    expect(calls).toHaveLength(1);
  });

  it('shows the 503 message when rates are stale, and tries again', async () => {
    let stale = true;
    const { user } = openDashboard(() =>
      stale
        ? HttpResponse.json(
            { message: "We can't price transfers to the Philippines right now. Please try later." },
            { status: 503 },
          )
        : makeQuote(),
    );
    const card = await calculator();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(
      "We can't price transfers to the Philippines right now. Please try later.",
    );
    expect(within(card).getByRole('button', { name: 'Send' })).toBeDisabled();
    stale = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('1 AUD = 35.80 PHP')).toBeInTheDocument();
  });

  it('shows a limit stop with its next step and disables Send', async () => {
    openDashboard(() => makeQuote({ limit_stop: perTransferStop }));
    const card = await calculator();
    expect(await within(card).findByText(perTransferStop.message)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Prove your address' })).toHaveAttribute(
      'href',
      '/account-verification/upload/proof-of-address',
    );
    expect(within(card).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('counts the rate lock down, announcing minutes, and offers a new price when it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-03-10T04:00:00.000Z');
    vi.setSystemTime(start);
    const lockedUntil = new Date(start.getTime() + (29 * 60 + 41) * 1000).toISOString();
    const { user, calls } = openDashboard(() => makeQuote({ expires_at: lockedUntil }));
    const card = await calculator();
    expect(await within(card).findByText('Rate locked for 29:41')).toBeInTheDocument();
    const announcement = within(card).getByTestId('rate-lock-announcement');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('Rate locked for 30 minutes');

    // A few seconds on: the clock moves, the announcement does not.
    vi.setSystemTime(start.getTime() + 5000);
    expect(await within(card).findByText('Rate locked for 29:36')).toBeInTheDocument();
    expect(announcement).toHaveTextContent('Rate locked for 30 minutes');
    // Past a minute boundary it does.
    vi.setSystemTime(start.getTime() + 42_000);
    expect(await within(card).findByText('Rate locked for 28:59')).toBeInTheDocument();
    expect(announcement).toHaveTextContent('Rate locked for 29 minutes');

    vi.setSystemTime(new Date(lockedUntil).getTime() + 1000);
    expect(await within(card).findByText('This price expired')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Send' })).toBeDisabled();

    vi.setSystemTime(start.getTime() + 31 * 60_000);
    const later = new Date(start.getTime() + 61 * 60_000).toISOString();
    server.use(pricing(() => makeQuote({ expires_at: later })).handler);
    await user.click(within(card).getByRole('button', { name: 'Get a new price' }));
    expect(await within(card).findByText('Rate locked for 30:00')).toBeInTheDocument();
    expect(within(card).queryByText('This price expired')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(calls).toHaveLength(1);
  });

  it('says the server’s price lock (QUOTE_TTL_MINUTES), before a price and once it ran out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-03-10T04:00:00.000Z');
    vi.setSystemTime(start);
    const lockedUntil = new Date(start.getTime() + 10 * 60_000).toISOString();
    const prices = pricing(() =>
      makeQuote({ created_at: start.toISOString(), expires_at: lockedUntil }),
    );
    server.use(
      signedIn(onboardedCustomer()),
      corridors(corridorsFixture.map((entry) => ({ ...entry, price_lock_minutes: 10 }))),
      limits(makeLimits()),
      prices.handler,
    );
    renderApp('/dashboard');
    const card = await calculator();
    expect(await within(card).findByText(/Prices lock for 10 minutes\./)).toBeInTheDocument();
    expect(within(card).queryByText(/30 minutes/)).not.toBeInTheDocument();
    expect(await within(card).findByText('Rate locked for 10:00')).toBeInTheDocument();

    vi.setSystemTime(new Date(lockedUntil).getTime() + 1000);
    expect(await within(card).findByText('This price expired')).toBeInTheDocument();
    expect(
      within(card).getByText('Prices are locked for 10 minutes. Get a new price to continue.'),
    ).toBeInTheDocument();
  });

  it('goes to the transfer with the quote on Send', async () => {
    const { user, path } = openDashboard();
    const card = await calculator();
    await within(card).findByText('1 AUD = 35.80 PHP');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(path()).toBe(`/transfer/${quoteId}`));
  });

  it('opens for a recipient: their corridor and method, the amount, and on to the transfer', async () => {
    server.use(
      recipient(
        makeRecipient({
          country: { iso2_alpha: 'IN', common_name: 'India' },
          currency: 'INR',
          full_name: 'Arjun Rao',
          summary: 'HDFC Bank ···· 4321',
        }),
      ),
    );
    const { user, calls, router } = openDashboard(
      () =>
        makeQuote({
          corridor_id: indiaCorridor.id,
          destination_country: { iso2_alpha: 'IN', common_name: 'India' },
          receive_amount: { amount: '19000.00', currency: 'INR' },
          customer_rate: '63.33',
        }),
      { at: `/dashboard?recipient=${recipientId}&amount=300` },
    );
    const card = await calculator();
    expect(await within(card).findByText('1 AUD = 63.33 INR')).toBeInTheDocument();
    expect(calls).toEqual([{ corridor_id: 2, payout_method: 'bank_account', send_amount: '300' }]);
    expect(within(card).getByLabelText('Send to')).toHaveDisplayValue('India · INR');
    expect(within(card).getByText('Arjun Rao')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/transfer/${quoteId}`));
    expect(router.state.location.search).toBe(`?recipient=${recipientId}`);
  });
});

describe('dashboard limits', () => {
  it('shows the tier, per transfer, the 30-day limit used and remaining, and what raises them', async () => {
    openDashboard();
    const card = await screen.findByRole('region', { name: 'Your limits' }, slow);
    expect(await within(card).findByText('Verified identity')).toBeInTheDocument();
    expect(within(card).getByText('AUD 1,000.00')).toBeInTheDocument();
    expect(within(card).getByText('AUD 3,000.00')).toBeInTheDocument();
    expect(within(card).getByText('AUD 750.00')).toBeInTheDocument();
    expect(within(card).getByText('AUD 2,250.00')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Used of your 30-day limit' });
    expect(bar).toHaveAttribute(
      'aria-valuetext',
      `${formatMoney({ amount: '750.00', currency: 'AUD' })} of ${formatMoney({ amount: '3000.00', currency: 'AUD' })} used`,
    );
    expect(within(card).getByText(/Raise your limits:/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Prove your address' })).toHaveAttribute(
      'href',
      '/account-verification/upload/proof-of-address',
    );
  });

  it('says why the customer cannot send, with the next step', async () => {
    const stop = {
      code: 'profile_incomplete' as const,
      message: 'Finish your profile to send money.',
      next_step: {
        code: 'profile',
        title: 'Complete your profile',
        description: 'We need a few details.',
        route: '/workflow/onboarding',
      },
    };
    openDashboard(undefined, {
      limitsBody: makeLimits({ tier: 0, tier_title: 'Getting started', can_send: false, stop }),
    });
    const card = await screen.findByRole('region', { name: 'Your limits' }, slow);
    expect(await within(card).findByText('Finish your profile to send money.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/workflow/onboarding',
    );
    expect(within(card).queryByText(/Raise your limits:/)).not.toBeInTheDocument();
  });

  it('offers to try again when the limits cannot be loaded', async () => {
    let fail = true;
    const { user } = openDashboard();
    server.use(
      http.get(url(apiPaths.limits), () =>
        fail
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json(makeLimits()),
      ),
    );
    const card = await screen.findByRole('region', { name: 'Your limits' }, slow);
    expect(await within(card).findByText('We could not load your limits.')).toBeInTheDocument();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Verified identity')).toBeInTheDocument();
  });
});
