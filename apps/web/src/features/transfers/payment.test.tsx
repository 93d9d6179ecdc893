import {
  apiPaths,
  refundTimeFrame,
  type StartPaymentRequest,
  type Transfer,
} from '@homeward/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryEstimate } from '@/lib/delivery';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { makePayment } from '@/testing/payment-fixtures';
import { makeTransfer, transfer, transferId } from '@/testing/quote-fixtures';
import { renderApp } from '@/testing/render-app';
import { timelineOf } from '@/testing/transfer-fixtures';
import { server } from '@/testing/server';
import { checkoutUrl } from './lib/checkout-url';
import { goToCheckout } from './lib/go-to-checkout';
import { paymentOutcome } from './lib/payment-outcome';

// jsdom cannot leave the page: record where the browser was sent instead.
vi.mock('./lib/go-to-checkout', () => ({ goToCheckout: vi.fn() }));
const leftFor = vi.mocked(goToCheckout);

beforeEach(() => {
  leftFor.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('runtime-config')?.remove();
});

/** POST /payments answering `answer` for each call; records the bodies. */
function payments(answer: (call: number) => Response | Promise<Response>) {
  const posted: StartPaymentRequest[] = [];
  server.use(
    http.post(url(apiPaths.transactionPayments(transferId)), async ({ request }) => {
      posted.push((await request.json()) as StartPaymentRequest);
      return answer(posted.length);
    }),
  );
  return posted;
}

/**
 * GET /transactions/{id} answering the given transfers in turn, then the last one for ever:
 * what the server knows at each poll. `calls()` counts the polls.
 */
function transferOverTime(...answers: Transfer[]) {
  let calls = 0;
  server.use(
    http.get(url(apiPaths.transaction(transferId)), () => {
      const body = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return HttpResponse.json(body);
    }),
  );
  return { calls: () => calls };
}

/** The live region a text sits in, which screen readers read out as it changes. */
const liveStatus = (element: HTMLElement) => element.closest('[role="status"]');

/** Intl puts a no-break space between the currency code and the amount. */
const payName = /^Pay AUD\s505\.00$/;
const payButton = () => screen.getByRole('button', { name: payName });

/** Fake clocks for polling; they follow real time too, so Testing Library's waits still work. */
function fakeClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('make payment', () => {
  it('starts a card payment and sends the browser to the provider’s page', async () => {
    const posted = payments(async () => {
      await delay(200);
      return HttpResponse.json(makePayment({ checkout_url: '/sandbox/checkout/cs_1' }), {
        status: 201,
      });
    });
    server.use(signedIn(onboardedCustomer()), transfer());
    const { user } = renderApp(`/pay/${transferId}`);

    const methods = await screen.findByRole('group', { name: 'How you pay' });
    expect(within(methods).getByRole('radio', { name: 'Debit or credit card' })).toBeChecked();
    await user.click(payButton());
    // Disabled while sending, and a second click sends nothing.
    await waitFor(() => expect(payButton()).toBeDisabled());
    await user.click(payButton());

    await waitFor(() => expect(leftFor).toHaveBeenCalledTimes(1));
    // The sandbox's page lives on the API's origin (here the page's own).
    expect(leftFor).toHaveBeenCalledWith(`${window.location.origin}/sandbox/checkout/cs_1`);
    expect(posted).toEqual([{ method: 'card' }]);
    // The browser is on its way out: no second payment from here.
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('Taking you to the secure payment page…')).toBeInTheDocument();
  });

  it('resolves a root-relative page against the API origin, and keeps absolute ones', () => {
    expect(checkoutUrl('https://pay.example/c/1')).toBe('https://pay.example/c/1');
    expect(checkoutUrl('/sandbox/checkout/1')).toBe(`${window.location.origin}/sandbox/checkout/1`);
    const config = document.createElement('script');
    config.id = 'runtime-config';
    config.type = 'application/json';
    config.textContent = JSON.stringify({ apiBaseUrl: 'https://api.example/' });
    document.body.append(config);
    expect(checkoutUrl('/sandbox/checkout/1')).toBe('https://api.example/sandbox/checkout/1');
    // Nothing but http(s): a bad answer must never run script in the page.
    expect(checkoutUrl('javascript:alert(1)')).toBeNull();
    expect(checkoutUrl(null)).toBeNull();
  });

  it('shows why the server refused (409) with the way to the transfer, and offers no retry', async () => {
    const message = 'This transfer expired before it was paid.';
    payments(() => HttpResponse.json({ message, errors: {} }, { status: 409 }));
    server.use(signedIn(onboardedCustomer()), transfer());
    const { user } = renderApp(`/pay/${transferId}`);

    await user.click(await screen.findByRole('button', { name: payName }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'View your transfer' })).toHaveAttribute(
      'href',
      `/transaction/${transferId}`,
    );
    expect(alert.parentElement).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('keeps the button for another try after a network failure', async () => {
    const posted = payments((call) =>
      call === 1
        ? HttpResponse.error()
        : HttpResponse.json(makePayment({ checkout_url: 'https://pay.example/c/2' }), {
            status: 201,
          }),
    );
    server.use(signedIn(onboardedCustomer()), transfer());
    const { user } = renderApp(`/pay/${transferId}`);

    await user.click(await screen.findByRole('button', { name: payName }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Please check your connection and try again.',
    );
    await user.click(payButton());
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('https://pay.example/c/2'));
    expect(posted).toHaveLength(2);
  });

  it('says the last payment was declined, and pays again', async () => {
    const declined = makePayment({
      status: 'declined',
      failure_reason: 'Your card issuer declined the payment.',
      checkout_url: null,
    });
    const posted = payments(() => HttpResponse.json(makePayment(), { status: 201 }));
    server.use(signedIn(onboardedCustomer()), transfer(makeTransfer({ latest_payment: declined })));
    const { user } = renderApp(`/pay/${transferId}`);

    expect(
      await screen.findByText(
        'Your last payment was declined: Your card issuer declined the payment.',
      ),
    ).toBeInTheDocument();
    await user.click(payButton());
    await waitFor(() => expect(leftFor).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([{ method: 'card' }]);
  });

  it('warns before paying again while the last payment is still being confirmed', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      transfer(makeTransfer({ latest_payment: makePayment({ status: 'processing' }) })),
    );
    renderApp(`/pay/${transferId}`);
    expect(
      await screen.findByText('Your last payment is still being confirmed'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your payment' })).toHaveAttribute(
      'href',
      `/payment/cb/${transferId}`,
    );
  });

  it.each([
    ['funds_received', 'Payment received'],
    ['payment_processing', 'Payment processing'],
    ['completed', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['expired', 'Expired'],
  ] as const)('offers no payment for a transfer that is %s', async (status, title) => {
    server.use(
      signedIn(onboardedCustomer()),
      transfer(makeTransfer({ status, status_title: title })),
    );
    renderApp(`/pay/${transferId}`);
    const due = await screen.findByRole('region', { name: 'Amount due' });
    const notice = within(due).getByRole('status');
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent('This transfer is no longer waiting for payment.');
    expect(within(notice).getByRole('link', { name: 'View your transfer' })).toHaveAttribute(
      'href',
      `/transaction/${transferId}`,
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How you pay' })).not.toBeInTheDocument();
  });
});

describe('processing payment', () => {
  const waiting = makeTransfer({ latest_payment: makePayment() });
  const processing = makeTransfer({
    status: 'payment_processing',
    status_title: 'Payment processing',
    latest_payment: makePayment({ status: 'processing' }),
  });
  const received = makeTransfer({
    status: 'funds_received',
    status_title: 'Payment received',
    latest_payment: makePayment({ status: 'succeeded', checkout_url: null }),
  });
  const declined = makeTransfer({
    latest_payment: makePayment({
      status: 'declined',
      failure_reason: 'Your card issuer declined the payment.',
      checkout_url: null,
    }),
  });

  it('waits calmly, then shows the payment received after a later poll, and stops asking', async () => {
    fakeClock();
    const polls = transferOverTime(waiting, processing, received);
    server.use(signedIn(onboardedCustomer()));
    renderApp(`/payment/cb/${transferId}`);

    // The route keeps the spec's title; the heading says where the payment is, as it moves.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Processing your payment' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Processing Payment'));
    const status = liveStatus(await screen.findByText('Confirming your payment with your bank…'));
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('heading', { name: 'Payment received' })).not.toBeInTheDocument();

    // The second answer (payment processing) still waits; the third is the webhook's result.
    await advance(2_000);
    await advance(2_000);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment received' });
    expect(heading).toHaveFocus();
    // One heading for the page: "Processing your payment" has gone with the waiting.
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(polls.calls()).toBe(3);
    const panel = screen.getByRole('region', { name: 'Payment received' });
    expect(within(panel).getByText('AUD 505.00')).toBeInTheDocument();
    expect(within(panel).getByText('PHP 17,900.00')).toBeInTheDocument();
    expect(
      within(panel).getByText(deliveryEstimate('2030-03-12T04:05:00.000Z')),
    ).toBeInTheDocument();
    expect(within(panel).getByText('We’ll email you when it arrives.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View your transfer' })).toHaveAttribute(
      'href',
      `/transaction/${transferId}`,
    );
    expect(within(panel).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    const settledAt = polls.calls();
    await advance(10_000);
    expect(polls.calls()).toBe(settledAt);
  });

  it('shows a declined payment with its reason and the way to try again', async () => {
    fakeClock();
    const polls = transferOverTime(processing, declined);
    server.use(signedIn(onboardedCustomer()));
    renderApp(`/payment/cb/${transferId}`);

    expect(await screen.findByText('Confirming your payment with your bank…')).toBeInTheDocument();
    await advance(2_000);
    const heading = await screen.findByRole('heading', { name: 'Your payment was declined' });
    expect(heading).toHaveFocus();
    const panel = screen.getByRole('region', { name: 'Your payment was declined' });
    expect(within(panel).getByText('Your card issuer declined the payment.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/pay/${transferId}`,
    );

    const settledAt = polls.calls();
    await advance(10_000);
    expect(polls.calls()).toBe(settledAt);
  });

  it('takes the customer from a declined payment back to paying', async () => {
    transferOverTime(declined);
    server.use(signedIn(onboardedCustomer()));
    const { user, path } = renderApp(`/payment/cb/${transferId}`);
    const panel = await screen.findByRole('region', { name: 'Your payment was declined' });
    // Shown on arrival: focus stays where the page put it.
    expect(within(panel).getByRole('heading')).not.toHaveFocus();
    await user.click(within(panel).getByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(path()).toBe(`/pay/${transferId}`));
    expect(
      await screen.findByText(
        'Your last payment was declined: Your card issuer declined the payment.',
      ),
    ).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('says when it takes longer than usual, and keeps asking', async () => {
    fakeClock();
    const polls = transferOverTime(processing);
    server.use(signedIn(onboardedCustomer()));
    renderApp(`/payment/cb/${transferId}`);

    expect(await screen.findByText('Confirming your payment with your bank…')).toBeInTheDocument();
    const longer =
      'This is taking longer than usual. You can leave this page: we’ll email you when the payment is confirmed.';
    await advance(110_000);
    expect(screen.queryByText(longer)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View your transfer' })).not.toBeInTheDocument();

    await advance(10_000);
    expect(await screen.findByText(longer)).toBeInTheDocument();
    expect(liveStatus(screen.getByText(longer))).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'View your transfer' })).toHaveAttribute(
      'href',
      `/transaction/${transferId}`,
    );

    const before = polls.calls();
    await advance(4_000);
    await waitFor(() => expect(polls.calls()).toBeGreaterThan(before));
  });

  it.each([
    ['expired', 'Expired', 'No payment reached us before the time to pay ran out.'],
    ['cancelled', 'Cancelled', 'This transfer was cancelled.'],
    ['on_hold', 'On hold', 'We need to check something before we can send this.'],
    ['failed', 'Failed', 'We could not complete this transfer.'],
  ] as const)(
    'shows a %s transfer with its title and the way to it',
    async (status, title, text) => {
      transferOverTime(makeTransfer({ status, status_title: title }));
      server.use(signedIn(onboardedCustomer()));
      renderApp(`/payment/cb/${transferId}`);
      const panel = await screen.findByRole('region', { name: title });
      expect(panel).toHaveTextContent(text);
      expect(within(panel).getByRole('link', { name: 'View your transfer' })).toHaveAttribute(
        'href',
        `/transaction/${transferId}`,
      );
    },
  );

  it('a payment that arrived after the cancel: says a refund may follow, then why it was refunded', async () => {
    const reason =
      'Your payment of AUD 505.00 arrived after you cancelled this transfer, so we are refunding it in full.';
    const cancelled = makeTransfer({
      status: 'cancelled',
      status_title: 'Cancelled',
      latest_payment: makePayment({ status: 'closed' }),
      timeline: timelineOf(['awaiting_payment', 'cancelled']),
    });
    transferOverTime(cancelled);
    server.use(signedIn(onboardedCustomer()));
    const { queryClient } = renderApp(`/payment/cb/${transferId}`);
    let panel = await screen.findByRole('region', { name: 'Cancelled' });
    expect(panel).toHaveTextContent(
      'If you paid a moment ago, we refund your payment in full when it reaches us.',
    );

    // The late payment is booked and refunded; the pushed event makes the page read it again.
    transferOverTime(
      makeTransfer({
        status: 'refunded',
        status_title: 'Refunded',
        latest_payment: makePayment({ status: 'refunded', checkout_url: null }),
        timeline: timelineOf(['awaiting_payment', 'cancelled', 'refund_pending', 'refunded']).map(
          (event) => (event.status === 'refund_pending' ? { ...event, reason } : event),
        ),
      }),
    );
    await act(() => queryClient.invalidateQueries({ queryKey: ['transaction', transferId] }));
    panel = await screen.findByRole('region', { name: 'Refunded' });
    expect(panel).toHaveTextContent('Your money was returned to you.');
    expect(panel).toHaveTextContent(refundTimeFrame);
    expect(panel).toHaveTextContent(reason);
    expect(panel).not.toHaveTextContent('If you paid a moment ago');
  });

  it('says a delivered transfer has arrived, with the status’s own word as the heading', async () => {
    transferOverTime(
      makeTransfer({
        status: 'completed',
        status_title: 'Delivered',
        latest_payment: makePayment({ status: 'succeeded' }),
      }),
    );
    server.use(signedIn(onboardedCustomer()));
    renderApp(`/payment/cb/${transferId}`);
    const panel = await screen.findByRole('region', { name: 'Delivered' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Delivered');
    expect(screen.queryByText('Processing your payment')).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('The money has reached Maria Santos.');
    expect(within(panel).queryByText('We’ll email you when it arrives.')).not.toBeInTheDocument();
  });

  it('offers to pay a transfer that has no payment yet', async () => {
    transferOverTime(makeTransfer());
    server.use(signedIn(onboardedCustomer()));
    renderApp(`/payment/cb/${transferId}`);
    const panel = await screen.findByRole('region', { name: 'Waiting for your payment' });
    expect(within(panel).getByRole('link', { name: 'Pay for this transfer' })).toHaveAttribute(
      'href',
      `/pay/${transferId}`,
    );
  });

  it('says so kindly when the transfer is not found, and stops asking', async () => {
    fakeClock();
    let calls = 0;
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.transaction(transferId)), () => {
        calls += 1;
        return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      }),
    );
    renderApp(`/payment/cb/${transferId}`);
    expect(await screen.findByText('We could not find this transfer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your transfers' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    await advance(10_000);
    expect(calls).toBe(1);
  });
});

describe('payment outcome', () => {
  it('waits on a succeeded payment until the transfer moves', () => {
    expect(
      paymentOutcome({
        status: 'awaiting_payment',
        latest_payment: makePayment({ status: 'succeeded' }),
      }),
    ).toBe('waiting');
    expect(paymentOutcome({ status: 'processing', latest_payment: null })).toBe('received');
    expect(paymentOutcome({ status: 'refunded', latest_payment: null })).toBe('other');
  });
});
