import { apiPaths, type Quote, type Schedule, type ScheduleReview } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { makePayment } from '@/testing/payment-fixtures';
import { makeTransfer, transfer, transferId } from '@/testing/quote-fixtures';
import { settingsReads, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { makeSchedule, SCHEDULE_YEAR } from '@/testing/schedule-fixtures';
import { server } from '@/testing/server';

const customer = () =>
  makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true });

const Y = SCHEDULE_YEAR;
const schedule = makeSchedule;

/** The API's schedules, changed by the actions as the server would. */
function schedulesApi(initial: Schedule[]) {
  let current = initial;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const change = (id: string, next: Partial<Schedule>) => {
    current = current.map((s) => (s.id === id ? { ...s, ...next } : s));
    return current.find((s) => s.id === id);
  };
  return {
    calls,
    handlers: [
      http.get(url(apiPaths.schedules), () => HttpResponse.json({ data: current })),
      http.post(url(`${apiPaths.schedules}/:id/skip`), ({ params }) => {
        calls.push({ method: 'skip', path: String(params.id), body: null });
        return HttpResponse.json(change(String(params.id), { next_date: `${Y}-03-31` }));
      }),
      http.post(url(`${apiPaths.schedules}/:id/stop`), ({ params }) => {
        calls.push({ method: 'stop', path: String(params.id), body: null });
        return HttpResponse.json(
          change(String(params.id), {
            status: 'stopped',
            next_date: null,
            stopped_reason: 'You stopped this schedule.',
          }),
        );
      }),
      http.patch(url(`${apiPaths.schedules}/:id`), async ({ params, request }) => {
        const body = (await request.json()) as { amount: string };
        calls.push({ method: 'patch', path: String(params.id), body });
        if (body.amount === '1') {
          return HttpResponse.json(
            {
              message: 'The smallest transfer is AUD 10.00.',
              errors: { amount: ['The smallest transfer is AUD 10.00.'] },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json(
          change(String(params.id), { amount: { amount: body.amount, currency: 'AUD' } }),
        );
      }),
    ],
  };
}

describe('scheduled transfers page', () => {
  it('lists each schedule with its next date, amount and recipient', async () => {
    server.use(signedIn(customer()), ...settingsReads(), ...schedulesApi([schedule()]).handlers);
    renderApp('/schedules');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Scheduled transfers',
    );
    const list = await screen.findByRole('list', { name: 'Your schedules' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Maria Santos Cruz');
    expect(item).toHaveTextContent(/AUD\s?300\.00 sent/);
    // The browser's locale writes the date (en-US in the tests).
    expect(item).toHaveTextContent(new RegExp(`Next: (28 February ${Y}|February 28, ${Y})`));
  });

  it('shows a loading state, then the empty state', async () => {
    server.use(signedIn(customer()), ...settingsReads(), ...schedulesApi([]).handlers);
    renderApp('/schedules');
    expect(await screen.findByText(/You have no scheduled transfers/)).toBeVisible();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    server.use(
      signedIn(customer()),
      ...settingsReads(),
      http.get(url(apiPaths.schedules), () =>
        fail
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json({ data: [schedule()] }),
      ),
    );
    const { user } = renderApp('/schedules');
    expect(await screen.findByText('We could not load your schedules.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Maria Santos Cruz')).toBeVisible();
  });

  it('skips the next one after a confirmation, and cancelling asks nothing', async () => {
    const api = schedulesApi([schedule()]);
    server.use(signedIn(customer()), ...settingsReads(), ...api.handlers);
    const { user } = renderApp('/schedules');
    await user.click(await screen.findByRole('button', { name: 'Skip next' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Skip the next transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Skip next' }));
    await user.click(await screen.findByRole('button', { name: 'Skip it' }));
    expect(
      await screen.findByText(new RegExp(`Next: (31 March ${Y}|March 31, ${Y})`)),
    ).toBeVisible();
    expect(api.calls).toEqual([{ method: 'skip', path: 's-1', body: null }]);
  });

  it('stops a schedule only after a confirmation', async () => {
    const api = schedulesApi([schedule()]);
    server.use(signedIn(customer()), ...settingsReads(), ...api.handlers);
    const { user } = renderApp('/schedules');
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: 'Stop schedule' }));
    expect(await screen.findByText('You stopped this schedule.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skip next' })).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.method)).toEqual(['stop']);
  });

  it('changes the amount, showing the server’s message for a refused one', async () => {
    const api = schedulesApi([schedule()]);
    server.use(signedIn(customer()), ...settingsReads(), ...api.handlers);
    const { user } = renderApp('/schedules');
    await user.click(await screen.findByRole('button', { name: 'Change amount' }));
    const field = screen.getByRole('textbox', { name: /New amount to send/ });
    await user.clear(field);
    await user.type(field, '1');
    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByText('The smallest transfer is AUD 10.00.')).toBeVisible();
    await user.clear(field);
    await user.type(field, '450.00');
    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByText(/AUD\s?450\.00 sent/)).toBeVisible();
  });

  it('links a prepared transfer to its review', async () => {
    server.use(
      signedIn(customer()),
      ...settingsReads(),
      ...schedulesApi([
        schedule({
          prepared: {
            sequence: 1,
            date: `${Y}-02-28`,
            status: 'prepared',
            quote_id: 'q-9',
            transaction_id: null,
            note: null,
          },
        }),
      ]).handlers,
    );
    renderApp('/schedules');
    expect(await screen.findByRole('link', { name: 'Review and pay' })).toHaveAttribute(
      'href',
      '/schedules/s-1/review',
    );
  });
});

const quote = (): Quote => ({
  id: 'q-9',
  corridor_id: 1,
  payout_method: 'bank_account',
  destination_country: { iso2_alpha: 'PH', common_name: 'Philippines' },
  amount_type: 'send',
  send_amount: { amount: '300.00', currency: 'AUD' },
  fee: { amount: '5.00', currency: 'AUD' },
  total_to_pay: { amount: '305.00', currency: 'AUD' },
  receive_amount: { amount: '11400.00', currency: 'PHP' },
  customer_rate: '38.0000',
  mid_market_rate: '38.5000',
  rate_cost: { amount: '3.90', currency: 'AUD' },
  total_cost: { amount: '8.90', currency: 'AUD' },
  rate_type: 'fixed',
  created_at: `${Y}-02-28T00:00:00Z`,
  expires_at: '2099-02-28T00:30:00Z',
  delivery_estimate: { minutes: 60, available_by: `${Y}-02-28T01:00:00Z` },
  limit_stop: null,
  transaction_id: null,
});

function review(moved: boolean): ScheduleReview {
  return {
    schedule: schedule(),
    occurrence: {
      sequence: 1,
      date: `${Y}-02-28`,
      status: 'prepared',
      quote_id: 'q-9',
      transaction_id: null,
      note: null,
    },
    quote: quote(),
    rate_move: moved
      ? { previous_rate: '41.0', current_rate: '38.0', percent: -7.32, threshold_percent: 2 }
      : null,
  };
}

describe('the prepared review', () => {
  it('shows the new price and needs an explicit yes when the rate moved', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedIn(customer()),
      ...settingsReads(),
      http.get(url(`${apiPaths.schedules}/s-1/review`), () => HttpResponse.json(review(true))),
      http.post(url(`${apiPaths.schedules}/s-1/confirm`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 't-77' }, { status: 201 });
      }),
    );
    const { user, path } = renderApp('/schedules/s-1/review');
    expect(await screen.findByText('The rate has changed')).toBeVisible();
    expect(screen.getByText(/-7\.32%/)).toBeVisible();
    expect(screen.getByText(/AUD\s?305\.00/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText(/Tick the box to accept the new rate/)).toBeVisible();
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the new rate' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(path()).toBe('/pay/t-77'));
    expect(bodies).toEqual([{ rate_move_accepted: true }]);
  });

  it('confirms with one tap when the rate is within the threshold', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedIn(customer()),
      ...settingsReads(),
      http.get(url(`${apiPaths.schedules}/s-1/review`), () => HttpResponse.json(review(false))),
      http.post(url(`${apiPaths.schedules}/s-1/confirm`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 't-78' }, { status: 201 });
      }),
    );
    const { user, path } = renderApp('/schedules/s-1/review');
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(path()).toBe('/pay/t-78'));
    expect(bodies).toEqual([{}]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says so when nothing waits to be confirmed', async () => {
    server.use(
      signedIn(customer()),
      ...settingsReads(),
      http.get(url(`${apiPaths.schedules}/s-1/review`), () =>
        HttpResponse.json({ message: 'There is nothing.' }, { status: 404 }),
      ),
    );
    renderApp('/schedules/s-1/review');
    expect(
      await screen.findByText('There is no transfer waiting for you to confirm on this schedule.'),
    ).toBeVisible();
  });
});

describe('repeat', () => {
  it('is offered once a payment is received, and makes a schedule with its own key', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      signedIn(customer()),
      ...settingsReads(),
      transfer(
        makeTransfer({
          status: 'funds_received',
          status_title: 'Payment received',
          latest_payment: makePayment({ status: 'succeeded', checkout_url: null }),
        }),
      ),
      http.post(url(apiPaths.schedules), async ({ request }) => {
        const body = (await request.json()) as { start_date: string };
        bodies.push(body);
        keys.push(request.headers.get('idempotency-key'));
        if (body.start_date === '2020-01-01') {
          return HttpResponse.json(
            {
              message: 'Choose today or a day in the future.',
              errors: { start_date: ['Choose today or a day in the future.'] },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json(schedule({ start_date: body.start_date }), { status: 201 });
      }),
    );
    const { user } = renderApp(`/payment/cb/${transferId}`);
    const repeat = await screen.findByRole('region', { name: 'Repeat this transfer' });
    await user.click(within(repeat).getByRole('button', { name: 'Repeat' }));
    await user.selectOptions(within(repeat).getByLabelText('How often'), 'weekly');
    const day = within(repeat).getByLabelText('First transfer on');
    await user.clear(day);
    await user.type(day, '2020-01-01');
    await user.click(within(repeat).getByRole('button', { name: 'Create schedule' }));
    expect(await within(repeat).findByText('Choose today or a day in the future.')).toBeVisible();
    await user.clear(day);
    await user.type(day, `${Y}-01-31`);
    await user.click(within(repeat).getByRole('button', { name: 'Create schedule' }));
    expect(await within(repeat).findByText('Scheduled')).toBeVisible();
    expect(bodies).toEqual([
      { transfer_id: transferId, cadence: 'weekly', start_date: '2020-01-01' },
      { transfer_id: transferId, cadence: 'weekly', start_date: `${Y}-01-31` },
    ]);
    // One form, one key: a retry after a refusal is the same request to the server's eyes.
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(within(repeat).getByRole('link', { name: 'See your schedules' })).toHaveAttribute(
      'href',
      '/schedules',
    );
  });
});
