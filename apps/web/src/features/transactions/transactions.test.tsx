import { apiPaths } from '@homeward/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '@/lib/format';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  makeTransferSummary,
  transactionPages,
  transferId,
  transferSummaries,
} from '@/testing/transfer-fixtures';

/** The first screen of a test waits for lazy route code, slow on a loaded machine. */
const slow = { timeout: 5000 };

/** Money as the screen writes it, with the no-break space Intl puts after the code made plain. */
const money = (amount: string, currency: string) =>
  formatMoney({ amount, currency }).replace(/\s/g, ' ');

const transferList = () => screen.findByRole('list', { name: 'Transfers' }, slow);
const rowsOf = (list: HTMLElement) => within(list).getAllByRole('link');

describe('transactions list', () => {
  it('shows the newest transfers and loads the next keyset page with the cursor', async () => {
    const pages = transactionPages([transferSummaries(3, 1), transferSummaries(2, 4)]);
    server.use(signedIn(onboardedCustomer()), pages.handler);
    const { user } = renderApp('/transactions');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transactions' }, slow),
    ).toBeInTheDocument();
    const list = await transferList();
    const rows = rowsOf(list);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('href', `/transaction/${transferId(1)}`);
    expect(rows[0]).toHaveTextContent('Juan dela Cruz');
    expect(rows[0]).toHaveTextContent(money('500.00', 'AUD'));
    expect(rows[0]).toHaveTextContent(money('18250.00', 'PHP'));
    expect(rows[0]).toHaveTextContent('Delivered');
    expect(rows[1]).toHaveTextContent('Priya Sharma');
    expect(pages.requests[0]?.get('cursor')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rowsOf(list)).toHaveLength(5));
    expect(pages.requests[1]?.get('cursor')).toBe('cursor-0');
    // Focus lands on the first new transfer; the last page has no "Show more".
    expect(rowsOf(list)[3]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 5 transfers')).toBeInTheDocument();
  });

  it('keeps the search and the chips in the URL and sends them to the API', async () => {
    const pages = transactionPages([transferSummaries(2)]);
    server.use(signedIn(onboardedCustomer()), pages.handler);
    const { user, router } = renderApp('/transactions');
    await transferList();

    const delivered = screen.getByRole('button', { name: 'Delivered' });
    expect(delivered).toHaveAttribute('aria-pressed', 'false');
    await user.click(delivered);
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    await waitFor(() => expect(pages.requests.at(-1)?.get('status')).toBe('completed'));
    expect(delivered).toHaveAttribute('aria-pressed', 'true');

    // A group chip asks for every status of the group, and replaces the other group.
    await user.click(screen.getByRole('button', { name: 'In progress' }));
    await waitFor(() =>
      expect(pages.requests.at(-1)?.get('status')).toBe(
        'awaiting_payment,payment_processing,funds_received,processing,on_hold',
      ),
    );
    expect(delivered).toHaveAttribute('aria-pressed', 'false');

    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Custom dates' }));
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await waitFor(() => expect(pages.requests.at(-1)?.get('from')).toBe('2025-03-01'));

    await user.type(screen.getByLabelText('Search'), 'School');
    await waitFor(() => expect(pages.requests.at(-1)?.get('q')).toBe('School'));
    // One request for the finished word, not one per key.
    expect(pages.requests.filter((query) => query.has('q'))).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'awaiting_payment,payment_processing,funds_received,processing,on_hold',
      from: '2025-03-01',
      q: 'School',
    });

    // Back undoes the date; the search box and the list follow the URL.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBeNull();
    expect(screen.getByRole('button', { name: 'In progress' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("asks for the last 30 days of the customer's own calendar, and a second tap drops it", async () => {
    const pages = transactionPages([transferSummaries(2)]);
    server.use(signedIn(onboardedCustomer()), pages.handler);
    const { user, router } = renderApp('/transactions');
    await transferList();
    const now = new Date();
    const local = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const thirtyDaysAgo = new Date(now);
    thirtyDaysAgo.setDate(now.getDate() - 29);

    const chip = screen.getByRole('button', { name: 'Last 30 days' });
    await user.click(chip);
    await waitFor(
      () => expect(pages.requests.at(-1)?.get('from')).toBe(local(thirtyDaysAgo)),
      slow,
    );
    expect(pages.requests.at(-1)?.get('to')).toBe(local(now));
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    // A preset is one tap: no date fields to fill.
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();

    await user.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
    // The router's state changes first; the screen follows in the next render.
    await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'false'), slow);
  });

  it('reads the filters from the URL on load', async () => {
    const pages = transactionPages([[makeTransferSummary({ status: 'failed' })]]);
    server.use(signedIn(onboardedCustomer()), pages.handler);
    renderApp('/transactions?status=failed&from=2025-01-01&to=2025-03-31&q=Juan');
    const list = await transferList();
    expect(rowsOf(list)[0]).toHaveTextContent('Failed');
    // A status from a link that is no chip's group is still shown, pressed, to clear.
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Custom dates' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-31');
    expect(screen.getByLabelText('Search')).toHaveValue('Juan');
    expect(pages.requests[0]?.toString()).toBe(
      'status=failed&from=2025-01-01&to=2025-03-31&q=Juan',
    );
  });

  it('shows the date, time and tracking number of each transfer', async () => {
    const transfer = makeTransferSummary({});
    server.use(signedIn(onboardedCustomer()), transactionPages([[transfer]]).handler);
    renderApp('/transactions');
    const [row] = rowsOf(await transferList());
    expect(row).toHaveTextContent(transfer.tracking_number);
    expect(row).toHaveTextContent(formatDateTime(transfer.created_at).replace(/\s/g, ' '));
    expect(
      within(row as HTMLElement).getByText(formatDateTime(transfer.created_at)),
    ).toHaveAttribute('datetime', transfer.created_at);
  });

  it('invites a first transfer when there are none', async () => {
    server.use(signedIn(onboardedCustomer()), transactionPages([[]]).handler);
    renderApp('/transactions');
    expect(
      await screen.findByRole('heading', { name: 'No transfers yet' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send money' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says when the filters match nothing and clears them', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.transactions), ({ request }) =>
        HttpResponse.json({
          data: new URL(request.url).searchParams.has('status') ? [] : transferSummaries(2),
          next_cursor: null,
        }),
      ),
    );
    const { user, router } = renderApp('/transactions?status=refunded&q=Rent');
    expect(await screen.findByRole('heading', { name: 'No matches' }, slow)).toBeInTheDocument();
    // It says what was searched.
    expect(screen.getByText(/No transfers match “Rent”, Refunded\. Try/)).toBeInTheDocument();
    expect(screen.queryByText('No transfers yet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rowsOf(await transferList())).toHaveLength(2);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Refunded' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Search')).toHaveFocus();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.transactions), () =>
        fail
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json({ data: transferSummaries(1), next_cursor: null }),
      ),
    );
    const { user } = renderApp('/transactions');
    expect(
      await screen.findByText('We could not load your transfers.', undefined, slow),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(rowsOf(await transferList())).toHaveLength(1);
  });

  it('offers to try again when the next page fails', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.transactions), ({ request }) =>
        new URL(request.url).searchParams.has('cursor')
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json({ data: transferSummaries(2), next_cursor: 'next' }),
      ),
    );
    const { user } = renderApp('/transactions');
    const list = await transferList();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/We could not load more transfers/)).toBeInTheDocument();
    // The transfers already shown stay.
    expect(rowsOf(list)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a 422 on a filter at that filter', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.transactions), () =>
        HttpResponse.json(
          {
            message: 'Use a date like 2026-05-31.',
            errors: { from: ['Use a date like 2026-05-31.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderApp('/transactions?from=2025-02-31');
    expect(
      await screen.findByText('Use a date like 2026-05-31.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Those filters could not be used/)).toBeInTheDocument();
  });

  it('does not ask the API for an end date before the start date', async () => {
    const pages = transactionPages([transferSummaries(1)]);
    server.use(signedIn(onboardedCustomer()), pages.handler);
    renderApp('/transactions?from=2025-03-10&to=2025-03-01');
    expect(
      await screen.findByText('Choose an end date on or after the start date.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(pages.requests).toHaveLength(0);
  });
});
