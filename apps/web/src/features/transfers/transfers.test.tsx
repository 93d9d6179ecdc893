import {
  apiPaths,
  cancellationRight,
  TRANSFER_REFERENCE_MAX,
  type Quote,
} from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryEstimate } from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import {
  makeLimits,
  makeQuote,
  makeTransfer,
  newQuoteId,
  perTransferStop,
  pricing,
  quote,
  quoteId,
  recipient,
  recipientId,
  transfer,
  transferId,
} from '@/testing/quote-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  confirmButton,
  confirmations,
  created,
  disposeWizards,
  fillSteps,
  jose,
  maria,
  renderWizard,
} from '@/testing/transfer-wizard';
import { quoteQueryKey } from './api/get-quote';

afterEach(() => {
  disposeWizards();
  window.sessionStorage.clear();
});

describe('transfer wizard', () => {
  it('goes through recipient, details and review, then confirms once with an Idempotency-Key', async () => {
    server.use(quote(), recipient(maria), transfer());
    const posted = confirmations(created);
    const { user, path, queryClient } = renderWizard();
    queryClient.setQueryData(['limits'], makeLimits());
    queryClient.setQueryData(['transactions', {}], { data: [], next_cursor: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Send Money' })).toBeVisible();
    const steps = await screen.findByRole('navigation', { name: 'Transfer steps' });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Recipient');
    // The picker gets the quote's destination.
    expect(
      await screen.findByRole('group', { name: 'Recipients in PH, PHP, bank_account' }),
    ).toBeInTheDocument();

    // Step 1 asks for a choice.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose who receives the money.');
    await user.click(screen.getByRole('radio', { name: 'Maria Santos' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 2: the contract's rules, at each field.
    const heading = await screen.findByRole('heading', { name: 'About this transfer' });
    expect(heading).toHaveFocus();
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Details');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Purpose of the transfer')).toHaveAccessibleDescription(
      'Choose the reason for this transfer.',
    );
    expect(screen.getByLabelText('Source of funds')).toHaveAccessibleDescription(
      'Choose where the money comes from.',
    );
    await user.selectOptions(screen.getByLabelText('Purpose of the transfer'), 'Family support');
    await user.selectOptions(screen.getByLabelText('Source of funds'), 'Salary or wages');
    // The reference: the contract's limit on the input itself, with a counter as it fills.
    const reference = screen.getByLabelText('Reference (optional)');
    expect(reference).toHaveAttribute('maxlength', String(TRANSFER_REFERENCE_MAX));
    expect(screen.getByText('0/35')).toBeVisible();
    await user.type(reference, 'x'.repeat(40));
    expect(reference).toHaveValue('x'.repeat(35));
    expect(screen.getByText('35/35')).toBeVisible();
    expect(reference).toHaveAccessibleDescription(
      'A note the recipient may see, up to 35 characters. 35 of 35 characters used.',
    );
    await user.clear(reference);
    await user.type(reference, 'Rent for March');
    expect(screen.getByText('14/35')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 3: the full disclosure.
    // The step's heading takes focus once it has rendered, a moment after it appears.
    const reviewHeading = await screen.findByRole('heading', { name: 'Review and confirm' });
    await waitFor(() => expect(reviewHeading).toHaveFocus());
    const review = screen.getByRole('heading', { name: 'Review and confirm' })
      .parentElement as HTMLElement;
    for (const text of [
      'AUD 500.00',
      'AUD 5.00',
      'AUD 505.00',
      '1 AUD = 35.80 PHP',
      'Mid-market rate 1 AUD = 36.10 PHP',
      'AUD 9.16',
      'Fee AUD 5.00 + AUD 4.16 in our rate',
      'PHP 17,900.00',
      // The calculator's words for the same estimate.
      deliveryEstimate('2030-03-12T04:05:00.000Z'),
      'Maria Santos',
      'Family support',
      'Salary or wages',
      'Rent for March',
    ]) {
      expect(within(review).getByText(text)).toBeInTheDocument();
    }
    expect(within(review).getByText(cancellationRight)).toBeInTheDocument();
    expect(screen.getByText(/^Rate locked for (30:00|29:\d\d)$/)).toBeInTheDocument();

    await user.click(confirmButton());
    await waitFor(() => expect(path()).toBe(`/pay/${transferId}`));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      quote_id: quoteId,
      recipient_id: recipientId,
      purpose: 'family_support',
      source_of_funds: 'salary',
      reference: 'Rent for March',
    });
    expect(posted[0]?.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(queryClient.getQueryState(['limits'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['transactions', {}])?.isInvalidated).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
  });

  it('reuses the same key after a network failure, and sends once while busy', async () => {
    server.use(quote(), recipient(maria), transfer());
    const posted = confirmations(async (call) => {
      if (call === 1) return HttpResponse.error();
      await delay(300);
      return created();
    });
    const { user, path } = renderWizard();
    await fillSteps(user);

    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Please check your connection and try again.',
    );
    const key = posted[0]?.key;
    expect(key).toBeTruthy();
    expect(window.sessionStorage.getItem(`homeward.transfer-key.${quoteId}`)).toBe(key);

    await user.click(confirmButton());
    await waitFor(() => expect(confirmButton()).toBeDisabled());
    await user.click(confirmButton());
    await waitFor(() => expect(path()).toBe(`/pay/${transferId}`));
    expect(posted).toHaveLength(2);
    expect(posted[1]?.key).toBe(key);
    // The quote is spent: its key goes with it.
    expect(window.sessionStorage.getItem(`homeward.transfer-key.${quoteId}`)).toBeNull();
  });

  it('reuses the stored key after a reload', async () => {
    window.sessionStorage.setItem(`homeward.transfer-key.${quoteId}`, 'stored-key');
    server.use(quote(), recipient(maria), transfer());
    const posted = confirmations(created);
    const { user, path } = renderWizard();
    await fillSteps(user);
    await user.click(confirmButton());
    await waitFor(() => expect(path()).toBe(`/pay/${transferId}`));
    expect(posted[0]?.key).toBe('stored-key');
  });

  it('shows an expired price beside a new one, and accepts it keeping the choices', async () => {
    const fresh = makeQuote({
      id: newQuoteId,
      customer_rate: '35.50',
      receive_amount: { amount: '17750.00', currency: 'PHP' },
    });
    const prices = pricing(() => fresh);
    server.use(quote(), quote(fresh), recipient(maria), prices.handler);
    const posted = confirmations((call) =>
      call === 1
        ? HttpResponse.json(
            {
              message: 'This price expired.',
              code: 'quote_expired',
              errors: { quote_id: ['This price expired.'] },
            },
            { status: 422 },
          )
        : created(),
    );
    const { user, router } = renderWizard();
    await fillSteps(user);
    await user.click(confirmButton());

    const panel = await screen.findByRole('region', { name: 'Your price expired' });
    const old = within(panel).getByRole('region', { name: 'Old price' });
    expect(within(old).getByText('1 AUD = 35.80 PHP')).toBeInTheDocument();
    const next = await within(panel).findByRole('region', { name: 'New price' });
    expect(within(next).getByText('1 AUD = 35.50 PHP')).toBeInTheDocument();
    expect(within(next).getByText('PHP 17,750.00')).toBeInTheDocument();
    expect(prices.calls).toEqual([
      { corridor_id: 1, payout_method: 'bank_account', send_amount: '500.00' },
    ]);
    // Nothing is confirmed at the new price until the customer says so.
    expect(posted).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Accept new price' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/transfer/${newQuoteId}/review`),
    );
    // In place of the expired price: Back does not offer to price it again, and its draft goes.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.sessionStorage.getItem(`homeward.transfer-draft.${quoteId}`)).toBeNull();
    // Straight back to the review, with the recipient and details kept.
    expect(await screen.findByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
    expect(screen.getByText('Family support')).toBeInTheDocument();
    expect(screen.getAllByText('PHP 17,750.00').length).toBeGreaterThan(0);
    await user.click(confirmButton());
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body).toMatchObject({ quote_id: newQuoteId, purpose: 'family_support' });
    // A new quote, a new key.
    expect(posted[1]?.key).not.toBe(posted[0]?.key);
  });

  it('offers a new price for the amount received when a receive-priced quote ran out', async () => {
    // Locked for 15 minutes (the server's QUOTE_TTL_MINUTES then), ended a second ago.
    const expired = makeQuote({
      amount_type: 'receive',
      created_at: new Date(Date.now() - 15 * 60_000 - 1000).toISOString(),
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const prices = pricing(() => makeQuote({ id: newQuoteId, amount_type: 'receive' }));
    server.use(quote(expired), prices.handler);
    renderWizard();
    const panel = await screen.findByRole('region', { name: 'Your price expired' });
    await within(panel).findByRole('region', { name: 'New price' });
    expect(prices.calls).toEqual([
      { corridor_id: 1, payout_method: 'bank_account', receive_amount: '17900.00' },
    ]);
    expect(
      within(panel).getByText(
        'Prices are locked for 15 minutes. Here is the price now for the same transfer.',
      ),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Accept new price' })).toBeEnabled();
  });

  it('shows a limit stop (403) with its next step and does not confirm again', async () => {
    server.use(quote(), recipient(maria));
    confirmations(() =>
      HttpResponse.json(
        { message: perTransferStop.message, stop: perTransferStop },
        { status: 403 },
      ),
    );
    const { user } = renderWizard();
    await fillSteps(user);
    await user.click(confirmButton());
    expect(await screen.findByText(perTransferStop.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prove your address' })).toHaveAttribute(
      'href',
      '/account-verification/upload/proof-of-address',
    );
    expect(confirmButton()).toBeDisabled();
  });

  it('goes to the existing transfer when the quote was already confirmed (409)', async () => {
    const existing = '0190b000-0000-7000-8000-0000000000d9';
    server.use(quote(), recipient(maria), transfer(makeTransfer({ id: existing })));
    confirmations(() =>
      HttpResponse.json(
        { message: 'This price was already confirmed.', transaction_id: existing },
        { status: 409 },
      ),
    );
    const { user, path, queryClient } = renderWizard();
    await fillSteps(user);
    await user.click(confirmButton());
    await waitFor(() => expect(path()).toBe(`/pay/${existing}`));
    // The quote is spent: coming back to it leads to that transfer, not the wizard again.
    expect(queryClient.getQueryData<Quote>(quoteQueryKey(quoteId))?.transaction_id).toBe(existing);
  });

  it('puts a 422 on a detail back at its field', async () => {
    server.use(quote(), recipient(maria));
    confirmations(() =>
      HttpResponse.json(
        {
          message: 'Use letters, numbers and simple punctuation.',
          errors: { reference: ['Use letters, numbers and simple punctuation.'] },
        },
        { status: 422 },
      ),
    );
    const { user } = renderWizard();
    await fillSteps(user);
    await user.click(confirmButton());
    expect(await screen.findByLabelText('Reference (optional)')).toHaveAccessibleDescription(
      /Use letters, numbers and simple punctuation./,
    );
    expect(screen.getByLabelText('Reference (optional)')).toHaveFocus();
  });

  it('shows a quote that ran out while the customer looked, without confirming', async () => {
    const soon = makeQuote({ expires_at: new Date(Date.now() + 1500).toISOString() });
    server.use(quote(soon), pricing(() => makeQuote({ id: newQuoteId })).handler);
    renderWizard();
    expect(await screen.findByRole('radio', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Your price expired' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('transfer wizard in the app', () => {
  it('shows the wizard’s shape while the price loads, never a spinner', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.quote(quoteId)), async () => {
        await delay(200);
        return HttpResponse.json(makeQuote());
      }),
      recipient(maria),
    );
    renderApp(`/transfer/${quoteId}`);
    const loading = (await screen.findByText('Loading your price')).closest('[role="status"]');
    expect(loading).not.toBeNull();
    expect(within(loading as HTMLElement).getAllByTestId('skeleton').length).toBeGreaterThan(5);
    expect(screen.queryByTestId('spinner')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Who are you sending to?' })).toBeVisible();
    expect(screen.queryByText('Loading your price')).toBeNull();
  });

  it('says so kindly when the quote is not found', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.quote(quoteId)), () =>
        HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
      ),
    );
    renderApp(`/transfer/${quoteId}`);
    expect(await screen.findByText('We could not find this price')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('goes to the payment of a quote that already made a transfer', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      quote(makeQuote({ transaction_id: transferId })),
      transfer(),
    );
    const { path } = renderApp(`/transfer/${quoteId}`);
    await waitFor(() => expect(path()).toBe(`/pay/${transferId}`));
  });

  it('in the app, the recipients feature’s picker preselects the recipient from the link', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      quote(),
      recipient(maria),
      http.get(url(apiPaths.recipients), () => HttpResponse.json([maria, jose])),
    );
    const { user } = renderApp(`/transfer/${quoteId}?recipient=${recipientId}`);
    expect(await screen.findByRole('radio', { name: /Maria Santos/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Jose Reyes/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'About this transfer' })).toBeVisible();
  });

  it('shows the stop of a quote that cannot be sent', async () => {
    server.use(signedIn(onboardedCustomer()), quote(makeQuote({ limit_stop: perTransferStop })));
    renderApp(`/transfer/${quoteId}`);
    expect(await screen.findByText(perTransferStop.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prove your address' })).toBeInTheDocument();
  });
});

describe('make payment', () => {
  it('shows the amount due, the pay-by time, the way to pay, the disclosure and the transfer', async () => {
    server.use(signedIn(onboardedCustomer()), transfer());
    renderApp(`/pay/${transferId}`);
    const due = await screen.findByRole('region', { name: 'Amount due' });
    expect(within(due).getByText('AUD 505.00')).toBeInTheDocument();
    const payBy = formatDateTime('2030-03-11T04:05:00.000Z');
    expect(within(due).getByText(`Pay by ${payBy}`)).toBeInTheDocument();
    const methods = within(due).getByRole('group', { name: 'How you pay' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(within(methods).getByRole('radio', { name: 'Debit or credit card' })).toBeChecked();
    expect(within(due).getByRole('button', { name: /^Pay AUD\s505\.00$/ })).toBeEnabled();
    expect(within(due).getByRole('link', { name: 'View your transfer' })).toHaveAttribute(
      'href',
      `/transaction/${transferId}`,
    );

    const details = screen.getByRole('region', { name: 'What you are paying for' });
    for (const text of [
      'AUD 500.00',
      'AUD 5.00',
      '1 AUD = 35.80 PHP',
      'PHP 17,900.00',
      'Maria Santos',
      'Family support',
      'Salary or wages',
      cancellationRight,
    ]) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
  });

  it('says so kindly when the transfer is not found', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.transaction(transferId)), () =>
        HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
      ),
    );
    renderApp(`/pay/${transferId}`);
    expect(await screen.findByText('We could not find this transfer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your transfers' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });
});
