import { apiPaths, refundTimeFrame, type Transfer, type TransferStatus } from '@homeward/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { makePayment } from '@/testing/payment-fixtures';
import { server } from '@/testing/server';
import {
  makePaidTransfer,
  makeTransfer,
  timelineOf,
  tooLateToCancel,
  transferCancel,
} from '@/testing/transfer-fixtures';
import { TRANSFER_POLL_MS } from './api/get-transaction';

const slow = { timeout: 5000 };

/** Text as the screen writes it, with the no-break spaces Intl puts in money made plain. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const money = (amount: string, currency: string) => plain(formatMoney({ amount, currency }));

/** The status the page shows in its header badge. */
const shownStatus = () =>
  document.querySelector('header [data-status]')?.getAttribute('data-status');

/**
 * Opens a transfer's page for a signed-in customer, with the API answering `transfer`, or
 * whatever the function gives at the time of each request (the page polls).
 */
async function openTransfer(transfer: Transfer | (() => Transfer)) {
  const answer = typeof transfer === 'function' ? transfer : () => transfer;
  let requests = 0;
  server.use(
    signedIn(onboardedCustomer()),
    http.get(url(`${apiPaths.transactions}/:id`), ({ params }) => {
      requests += 1;
      const current = answer();
      return params.id === current.id
        ? HttpResponse.json(current)
        : HttpResponse.json({ message: 'Transaction not found.' }, { status: 404 });
    }),
  );
  const app = renderApp(`/transaction/${answer().id}`);
  await screen.findByRole('heading', { level: 1 }, slow);
  /** How many times the page asked for the transfer. */
  return { ...app, requests: () => requests };
}

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('runtime-config')?.remove();
});

describe('cancelling a transfer', () => {
  it('before payment: says nothing is refunded, cancels, updates the page and the caches', async () => {
    const transfer = makeTransfer();
    const cancelled = makeTransfer({
      status: 'cancelled',
      can_cancel: false,
      timeline: timelineOf(['awaiting_payment', 'cancelled']),
    });
    // The server's transfer, as the page's polling would read it.
    let current = transfer;
    const cancel = transferCancel(() => {
      current = cancelled;
      return HttpResponse.json(cancelled);
    });
    server.use(cancel.handler);
    const { user, queryClient } = await openTransfer(() => current);
    // Lists and limits the customer saw before: both count this transfer.
    queryClient.setQueryData(['transactions', {}], { pages: [], pageParams: [] });
    queryClient.setQueryData(['limits'], { tier: 1 });

    const open = screen.getByRole('button', { name: 'Cancel transfer' });
    expect(screen.queryByText(/You can cancel for a full refund until/)).not.toBeInTheDocument();

    // Changing one's mind sends nothing and puts focus back.
    await user.click(open);
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(cancel.calls).toEqual([]);

    await user.click(open);
    dialog = screen.getByRole('alertdialog', { name: 'Cancel this transfer?' });
    expect(plain(dialog.textContent)).toContain(
      `${money('500.00', 'AUD')} will not be sent to Juan dela Cruz.`,
    );
    expect(dialog).toHaveTextContent('Nothing has been paid, so nothing is refunded.');
    expect(dialog).not.toHaveTextContent(/We refund/);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel transfer' }));

    const notice = await screen.findByRole('status', { name: 'Transfer cancelled' });
    expect(cancel.calls).toEqual([transfer.id]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(notice).toHaveTextContent('Nothing has been paid, so nothing is refunded.');
    expect(notice).toHaveFocus();

    // The answer is the transfer now: cancelled, nothing to pay, no second cancel.
    expect(queryClient.getQueryData(['transaction', transfer.id])).toEqual(cancelled);
    expect(shownStatus()).toBe('cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Transfer progress' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(queryClient.getQueryState(['transactions', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['limits'])?.isInvalidated).toBe(true);
  });

  it('after payment: tells until when, promises the refund with the fee, and says it is on its way', async () => {
    const transfer = makePaidTransfer();
    const refunding = makePaidTransfer({
      status: 'refund_pending',
      can_cancel: false,
      timeline: timelineOf([
        'awaiting_payment',
        'payment_processing',
        'funds_received',
        'refund_pending',
      ]),
    });
    // The server's transfer, as the page's polling would read it.
    let current = transfer;
    const cancel = transferCancel(() => {
      current = refunding;
      return HttpResponse.json(refunding);
    });
    server.use(cancel.handler);
    const { user, queryClient } = await openTransfer(() => current);

    // Paid at 03:02: cancellable for 30 minutes, until 03:32.
    const deadline = formatDateTime('2025-03-12T03:32:00.000Z');
    expect(screen.getByText(/You can cancel for a full refund until/)).toHaveTextContent(
      `You can cancel for a full refund until ${deadline}.`,
    );

    await user.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this transfer?' });
    expect(plain(dialog.textContent)).toContain(
      `We refund ${money('504.99', 'AUD')}, fee included, to the card you paid with.`,
    );
    // When the money shows, said before the customer decides.
    expect(dialog).toHaveTextContent(refundTimeFrame);
    expect(dialog).not.toHaveTextContent('Nothing has been paid');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel transfer' }));

    const notice = await screen.findByRole('status', { name: 'Refund on its way' });
    expect(cancel.calls).toEqual([transfer.id]);
    expect(notice).toHaveFocus();
    expect(plain(notice.textContent)).toContain(
      `We refund ${money('504.99', 'AUD')}, fee included, to the card you paid with.`,
    );
    expect(queryClient.getQueryData(['transaction', transfer.id])).toEqual(refunding);
    expect(shownStatus()).toBe('refund_pending');
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/You can cancel for a full refund until/)).not.toBeInTheDocument();
  });

  it('shows why in the dialog when it is too late (409), and the page catches up', async () => {
    const transfer = makePaidTransfer();
    const reason =
      'The money is already on its way to Juan, so this transfer can no longer be cancelled.';
    let current = transfer;
    const cancel = transferCancel(() => {
      // Meanwhile the payout started: the transfer as the server now has it.
      current = makePaidTransfer({
        status: 'processing',
        can_cancel: false,
        timeline: timelineOf([
          'awaiting_payment',
          'payment_processing',
          'funds_received',
          'processing',
        ]),
      });
      return tooLateToCancel(reason);
    });
    server.use(cancel.handler);
    const { user } = await openTransfer(() => current);

    await user.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel transfer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(cancel.calls).toEqual([transfer.id]);
    // The dialog stays, so the reason can be read, while the page learns the new status.
    await waitFor(() => expect(shownStatus()).toBe('processing'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByText('Transfer cancelled')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
    // Its opener has gone: focus goes to the page's heading rather than nowhere.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('says so in the dialog when the cancellation fails for another reason', async () => {
    const cancel = transferCancel(() =>
      HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
    );
    server.use(cancel.handler);
    const { user } = await openTransfer(makeTransfer());

    await user.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not cancel the transfer. Please try again.',
    );
    expect(shownStatus()).toBe('awaiting_payment');
  });

  it('offers no cancel button when the server says it is too late', async () => {
    await openTransfer(makePaidTransfer({ status: 'processing', can_cancel: false }));
    expect(screen.getByRole('link', { name: 'Send again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/You can cancel/)).not.toBeInTheDocument();
  });
});

describe('money that arrives after the customer cancelled (issue 14)', () => {
  const reason =
    'Your payment of AUD 504.99 arrived after you cancelled this transfer, so we are refunding it in full.';
  /** The transfer after a late capture: cancelled first, then the money came and goes back. */
  const lateCapture = (status: 'refund_pending' | 'refunded') => {
    const statuses: TransferStatus[] = ['awaiting_payment', 'cancelled', 'refund_pending'];
    if (status === 'refunded') statuses.push('refunded');
    return makeTransfer({
      status,
      can_cancel: false,
      latest_payment: makePayment({
        status: status === 'refunded' ? 'refunded' : 'succeeded',
        amount: { amount: '504.99', currency: 'AUD' },
      }),
      timeline: timelineOf(statuses).map((event) =>
        event.status === 'refund_pending' ? { ...event, reason } : event,
      ),
    });
  };

  it('cancelling with a checkout open: no promise that nothing was paid, and the refund follows live', async () => {
    const transfer = makeTransfer({ latest_payment: makePayment() });
    const cancelled = makeTransfer({
      status: 'cancelled',
      can_cancel: false,
      latest_payment: makePayment({ status: 'closed' }),
      timeline: timelineOf(['awaiting_payment', 'cancelled']),
    });
    let current = transfer;
    server.use(
      transferCancel(() => {
        current = cancelled;
        return HttpResponse.json(cancelled);
      }).handler,
    );
    const { user, queryClient } = await openTransfer(() => current);

    await user.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this transfer?' });
    expect(dialog).toHaveTextContent(
      'No payment has reached us yet. If you paid a moment ago, we refund it in full when it arrives.',
    );
    expect(dialog).not.toHaveTextContent('Nothing has been paid');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel transfer' }));

    const notice = await screen.findByRole('status', { name: 'Transfer cancelled' });
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent(
      'No payment has reached us, so nothing is refunded. If you paid a moment ago, we refund it in full when it arrives.',
    );

    // The payment's webhook arrives: the pushed event makes the page read the transfer again.
    current = lateCapture('refund_pending');
    await act(() => queryClient.invalidateQueries({ queryKey: ['transaction', transfer.id] }));
    await waitFor(() => expect(shownStatus()).toBe('refund_pending'));
    // The same notice, still focused, now tells the refund and why, and takes nothing back.
    expect(notice).toHaveFocus();
    expect(notice).toHaveAccessibleName('Refund on its way');
    expect(notice).toHaveTextContent(reason);
    expect(plain(notice.textContent)).toContain(
      `We refund ${money('504.99', 'AUD')}, fee included, to the card you paid with.`,
    );
    expect(notice).not.toHaveTextContent(/nothing is refunded/);
    const timeline = screen.getByRole('list', { name: 'Transfer progress' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'You set up your transfer (done)',
      'Cancelled (stopped here)',
      'Refund on its way (in progress, where your transfer is now)',
      'Refunded (expected, not done yet)',
    ]);
    expect(entries[2]).toHaveTextContent(reason);

    current = lateCapture('refunded');
    await act(() => queryClient.invalidateQueries({ queryKey: ['transaction', transfer.id] }));
    await waitFor(() => expect(shownStatus()).toBe('refunded'));
    expect(notice).toHaveAccessibleName('Refunded');
    expect(notice).toHaveTextContent(reason);
    expect(plain(notice.textContent)).toContain(
      `We refunded ${money('504.99', 'AUD')}, fee included, on ${formatDate(current.timeline[3]?.at ?? '')}.`,
    );
  });

  it('opened later: the refund, with the reason the server gave, at the top of the page', async () => {
    await openTransfer(lateCapture('refund_pending'));
    const notice = screen.getByRole('status', { name: 'Refund on its way' });
    expect(notice).toHaveTextContent(reason);
    expect(notice).not.toHaveFocus();
    expect(screen.queryByRole('region', { name: 'This transfer failed' })).toBeNull();
  });

  it('a refund the card refused: says what happens instead of promising the card', async () => {
    const update =
      'Your card could not take the refund. Our team will contact you to return the money another way.';
    const transfer = lateCapture('refund_pending');
    // A later entry that keeps the status: news about the refund.
    transfer.timeline.push({
      status: 'refund_pending',
      title: 'Refund on its way',
      at: '2025-03-12T03:05:00.000Z',
      reason: update,
    });
    await openTransfer(transfer);
    const notice = screen.getByRole('status', { name: 'Refund on its way' });
    expect(notice).toHaveTextContent(reason);
    expect(notice).toHaveTextContent(update);
    expect(notice).not.toHaveTextContent('to the card you paid with');
  });
});

describe('the receipt', () => {
  /** The link's query: the browser's time zone, so the receipt prints the customer's times. */
  const zone = () =>
    `?${new URLSearchParams({ tz: Intl.DateTimeFormat().resolvedOptions().timeZone })}`;

  it.each<[TransferStatus, boolean]>([
    ['awaiting_payment', false],
    ['payment_processing', false],
    ['funds_received', true],
    ['completed', true],
    ['refunded', true],
    ['expired', true],
  ])('%s: receipt link shown is %s', async (status, shown) => {
    const transfer = makeTransfer({ status, paid_at: shown ? '2025-03-12T03:02:00.000Z' : null });
    await openTransfer(transfer);
    const link = screen.queryByRole('link', { name: 'Download receipt (PDF)' });
    if (!shown) {
      expect(link).not.toBeInTheDocument();
      return;
    }
    expect(link).toHaveAttribute('href', `/client/v1/transactions/${transfer.id}/receipt${zone()}`);
  });

  it('names the browser’s time zone on the link', async () => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: 'Australia/Sydney' };
    });
    const transfer = makeTransfer({ status: 'completed' });
    await openTransfer(transfer);
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
      'href',
      `/client/v1/transactions/${transfer.id}/receipt?tz=Australia%2FSydney`,
    );
  });

  it('links to the API’s origin when the API lives elsewhere', async () => {
    const config = document.createElement('script');
    config.id = 'runtime-config';
    config.type = 'application/json';
    config.textContent = '{"apiBaseUrl":"https://api.homeward.example/"}';
    document.head.append(config);
    const transfer = makeTransfer({ status: 'completed' });
    await openTransfer(transfer);
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
      'href',
      `https://api.homeward.example/client/v1/transactions/${transfer.id}/receipt${zone()}`,
    );
  });
});

describe('live updates', () => {
  it('follows the transfer while it moves, and stops asking once it is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const steps: TransferStatus[] = ['awaiting_payment', 'payment_processing', 'funds_received'];
    let current = makePaidTransfer({ can_cancel: false });
    const { requests } = await openTransfer(() => current);
    expect(shownStatus()).toBe('funds_received');

    current = makePaidTransfer({
      status: 'processing',
      can_cancel: false,
      timeline: timelineOf([...steps, 'processing']),
    });
    await act(() => vi.advanceTimersByTimeAsync(TRANSFER_POLL_MS));
    await waitFor(() => expect(shownStatus()).toBe('processing'));
    // The path keeps its length as the transfer moves: steps to come become steps done.
    const timeline = screen.getByRole('list', { name: 'Transfer progress' });
    const states = () =>
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('p')?.textContent?.replace(/^.*\(|\)$/g, ''));
    expect(states()).toEqual([
      'done',
      'done',
      'in progress, where your transfer is now',
      'expected, not done yet',
    ]);

    current = makePaidTransfer({
      status: 'completed',
      can_cancel: false,
      timeline: timelineOf([...steps, 'processing', 'completed']),
    });
    await act(() => vi.advanceTimersByTimeAsync(TRANSFER_POLL_MS));
    await waitFor(() => expect(shownStatus()).toBe('completed'));
    expect(states()).toEqual(['done', 'done', 'done', 'done, where your transfer is now']);

    // Delivered is final: nothing more will happen, so the page stops asking.
    const asked = requests();
    await act(() => vi.advanceTimersByTimeAsync(TRANSFER_POLL_MS * 3));
    expect(requests()).toBe(asked);
  });
});

describe('a transfer that needs attention', () => {
  const held = (reason: string | null, action: 'verify_identity' | null = null) =>
    makePaidTransfer({
      status: 'on_hold',
      timeline: timelineOf([
        'awaiting_payment',
        'payment_processing',
        'funds_received',
        'on_hold',
      ]).map((event) => (event.status === 'on_hold' ? { ...event, reason, action } : event)),
    });

  it('on hold for identity: says why and links to account verification', async () => {
    await openTransfer(
      held('We need to confirm your identity before we send this money.', 'verify_identity'),
    );
    const panel = screen.getByRole('region', { name: 'We are checking this transfer' });
    expect(panel).toHaveTextContent('We need to confirm your identity before we send this money.');
    expect(within(panel).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/account-verification',
    );
    expect(panel).not.toHaveTextContent('We will email you');
  });

  it('on hold for identity in another language: the API says so, not the words', async () => {
    await openTransfer(
      held('Sinusuri pa namin ang iyong dokumento ng pagkakakilanlan.', 'verify_identity'),
    );
    const panel = screen.getByRole('region', { name: 'We are checking this transfer' });
    expect(within(panel).getByRole('link', { name: 'Verify your identity' })).toBeInTheDocument();
  });

  it('on hold for anything else: says why and that we will email', async () => {
    await openTransfer(held('We are checking where the money comes from.'));
    const panel = screen.getByRole('region', { name: 'We are checking this transfer' });
    expect(panel).toHaveTextContent('We are checking where the money comes from.');
    expect(panel).toHaveTextContent('We will email you if we need anything.');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('failed: the reason, and the refund under way', async () => {
    const reason = 'The recipient’s bank rejected the account number.';
    const timeline = timelineOf([
      'awaiting_payment',
      'payment_processing',
      'funds_received',
      'processing',
      'failed',
    ]).map((event) => (event.status === 'failed' ? { ...event, reason } : event));
    await openTransfer(makePaidTransfer({ status: 'failed', can_cancel: false, timeline }));
    const panel = screen.getByRole('region', { name: 'This transfer failed' });
    expect(panel).toHaveTextContent(reason);
    expect(panel).toHaveTextContent('Your money is being refunded.');
    expect(screen.queryByRole('region', { name: 'We are checking this transfer' })).toBeNull();
  });

  it('failed and refunded: the reason and the day of the refund', async () => {
    const reason = 'The recipient’s bank rejected the account number.';
    const timeline = timelineOf([
      'awaiting_payment',
      'payment_processing',
      'funds_received',
      'processing',
      'failed',
      'refund_pending',
      'refunded',
    ]).map((event) => (event.status === 'failed' ? { ...event, reason } : event));
    await openTransfer(makePaidTransfer({ status: 'refunded', can_cancel: false, timeline }));
    const panel = screen.getByRole('region', { name: 'This transfer failed' });
    expect(panel).toHaveTextContent(reason);
    expect(panel).toHaveTextContent(`Refunded on ${formatDate(timeline[6]?.at ?? '')}.`);
    expect(panel).not.toHaveTextContent('being refunded');
  });

  it('cancelled and refunded without failing: no failure panel', async () => {
    await openTransfer(
      makePaidTransfer({
        status: 'refunded',
        can_cancel: false,
        timeline: timelineOf(['awaiting_payment', 'funds_received', 'refund_pending', 'refunded']),
      }),
    );
    expect(screen.queryByRole('region', { name: 'This transfer failed' })).toBeNull();
  });
});
