import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeTransfer, timelineOf, transferDetail } from '@/testing/transfer-fixtures';

const slow = { timeout: 5000 };

const pickupTransfer = makeTransfer({
  status: 'completed',
  payout_method: 'cash_pickup',
  timeline: timelineOf(['awaiting_payment', 'funds_received', 'processing', 'completed']),
  pickup: {
    code: '4829105736',
    network: 'Cebuana Lhuillier',
    bring: 'A valid photo ID in the name Juan dela Cruz.',
  },
});

describe('a cash pickup transfer paid out', () => {
  it('shows the code grouped to read aloud, where to collect and what to bring; copies the digits', async () => {
    server.use(signedIn(onboardedCustomer()), transferDetail(pickupTransfer));
    const { user } = renderApp(`/transaction/${pickupTransfer.id}`);

    const panel = await screen.findByRole('region', { name: 'Ready to collect' }, slow);
    expect(within(panel).getByText('482 910 5736')).toBeInTheDocument();
    expect(within(panel).getByText('Cebuana Lhuillier')).toBeInTheDocument();
    expect(
      within(panel).getByText('A valid photo ID in the name Juan dela Cruz.'),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('We texted this code to the recipient.');

    await user.click(within(panel).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('4829105736');
    expect(within(panel).getByText('Code copied')).toBeInTheDocument();
  });

  it('shows no pickup panel when the answer has no pickup (a bank transfer, or not yet paid out)', async () => {
    const bank = makeTransfer({ status: 'completed' });
    server.use(signedIn(onboardedCustomer()), transferDetail(bank));
    renderApp(`/transaction/${bank.id}`);
    await screen.findByRole('list', { name: 'Transfer progress' }, slow);
    expect(screen.queryByRole('region', { name: 'Ready to collect' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Pickup code/)).not.toBeInTheDocument();
  });
});
