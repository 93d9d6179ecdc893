import { apiPaths } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deliveryEstimate } from '@/lib/delivery';
import { formatDateTime, formatMoney } from '@/lib/format';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { juan, makeTransfer, timelineOf, transferDetail } from '@/testing/transfer-fixtures';

const slow = { timeout: 5000 };

/** Money as the screen writes it, with the no-break space Intl puts after the code made plain. */
const money = (amount: string, currency: string) =>
  formatMoney({ amount, currency }).replace(/\s/g, ' ');

/** The value next to a label in a details list. */
function valueOf(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return (term.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

describe('a transfer', () => {
  it('waiting for payment: amounts, recipient, timeline and the pay link with its deadline', async () => {
    const transfer = makeTransfer();
    server.use(signedIn(onboardedCustomer()), transferDetail(transfer));
    renderApp(`/transaction/${transfer.id}`);

    const heading = await screen.findByRole('heading', { level: 1 }, slow);
    expect(heading.textContent?.replace(/\s/g, ' ')).toBe(
      `${money('500.00', 'AUD')} to Juan dela Cruz`,
    );
    expect(screen.getByText('HW25-0000123')).toBeInTheDocument();
    expect(screen.getAllByText('Waiting for your payment').length).toBeGreaterThan(0);

    const pay = screen.getByRole('link', { name: /^Pay / });
    expect(pay.textContent?.replace(/\s/g, ' ')).toBe(`Pay ${money('504.99', 'AUD')}`);
    expect(pay).toHaveAttribute('href', `/pay/${transfer.id}`);
    expect(screen.getByText(formatDateTime(transfer.pay_by), { selector: 'time' })).toBeVisible();

    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(valueOf(amounts, 'You send')).toBe(money('500.00', 'AUD'));
    expect(valueOf(amounts, 'Fee')).toBe(money('4.99', 'AUD'));
    expect(valueOf(amounts, 'Total to pay')).toBe(money('504.99', 'AUD'));
    expect(valueOf(amounts, 'Exchange rate')).toBe(
      '1 AUD = 36.500000 PHPMid-market rate 1 AUD = 37.010000 PHP',
    );
    // The whole cost, as the price showed it before confirming.
    expect(valueOf(amounts, 'Total cost')).toBe(
      `${money('11.88', 'AUD')}Fee ${money('4.99', 'AUD')} + ${money('6.89', 'AUD')} in our rate`,
    );
    expect(valueOf(amounts, 'Recipient gets')).toBe(money('18250.00', 'PHP'));
    expect(valueOf(amounts, 'Delivery')).toBe(deliveryEstimate(transfer.available_by));

    const recipient = screen.getByRole('region', { name: 'Recipient' });
    expect(valueOf(recipient, 'Country')).toBe('Philippines');
    expect(valueOf(recipient, 'Receives by')).toBe('Bank account');
    // The details as the API labelled them when the transfer was made.
    expect(valueOf(recipient, 'Account holder’s full name')).toBe('Juan dela Cruz');
    expect(valueOf(recipient, 'Bank')).toBe('BDO Unibank');
    expect(valueOf(recipient, 'Account number')).toBe('001234566789');

    const about = screen.getByRole('region', { name: 'About this transfer' });
    expect(valueOf(about, 'Purpose')).toBe('Family support');
    expect(valueOf(about, 'Source of funds')).toBe('Salary or wages');
    expect(valueOf(about, 'Reference')).toBe('School fees');

    // The whole path: set up, then pay (where it stands), then the steps still to come.
    const timeline = screen.getByRole('list', { name: 'Transfer progress' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveTextContent(
      /^Delivered \(expected, not done yet\)Within 26 hours of your payment/,
    );

    expect(screen.getByRole('link', { name: 'Send again' })).toHaveAttribute(
      'href',
      `/dashboard?recipient=${juan.id}&amount=500.00`,
    );
  });

  it('completed: the whole timeline in order with reasons, and nothing to pay', async () => {
    const timeline = timelineOf([
      'awaiting_payment',
      'payment_processing',
      'funds_received',
      'on_hold',
      'processing',
      'completed',
    ]).map((event) =>
      event.status === 'on_hold' ? { ...event, reason: 'We checked the source of funds.' } : event,
    );
    // The API's order is not trusted for the timeline: it is drawn oldest first.
    const transfer = makeTransfer({
      status: 'completed',
      timeline: [...timeline.slice(5), ...timeline.slice(0, 5)],
    });
    server.use(signedIn(onboardedCustomer()), transferDetail(transfer));
    renderApp(`/transaction/${transfer.id}`);

    const list = await screen.findByRole('list', { name: 'Transfer progress' }, slow);
    const events = within(list).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('p')?.textContent)).toEqual([
      'You set up your transfer (done)',
      'Payment received (done)',
      'On hold (done)',
      'Sending to the recipient (done)',
      'Delivered (done, where your transfer is now)',
    ]);
    expect(events[2]).toHaveTextContent('We checked the source of funds.');
    expect(events[4]).toHaveAttribute('aria-current', 'step');
    expect(events[0]?.querySelector('time')).toHaveTextContent(
      formatDateTime(timeline[0]?.at ?? ''),
    );

    expect(screen.queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByText(/Pay by/)).not.toBeInTheDocument();
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(valueOf(amounts, 'Total paid')).toBe(money('504.99', 'AUD'));
    // Delivered: the path says when; an "Arrives by" would be a promise about the past.
    expect(within(amounts).queryByText('Delivery', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send again' })).toBeInTheDocument();
  });

  it('says when a transfer is not found (404) and links to the list', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      transferDetail(makeTransfer({ id: 'someone-elses' })),
    );
    renderApp(`/transaction/0190a6d4-0000-7000-8000-0000000000ff`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transfer not found' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your transfers' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('offers to try again when the transfer cannot be loaded', async () => {
    let fail = true;
    const transfer = makeTransfer();
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.transaction(transfer.id)), () =>
        fail
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json(transfer),
      ),
    );
    const { user } = renderApp(`/transaction/${transfer.id}`);
    expect(
      await screen.findByText('We could not load this transfer.', undefined, slow),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Pay / })).toBeInTheDocument();
  });
});
