import { requiredDocumentSteps } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDocument, passport, selfieType, utilityBill } from '@/testing/document-fixtures';
import { signedIn } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { limits, makeLimits } from '@/testing/quote-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const money = (amount: string, currency: string) => ({ amount, currency });

function customerWith(documents: ReturnType<typeof makeDocument>[] = []) {
  const customer = onboardedCustomer();
  customer.documents = documents;
  return customer;
}

/** Odd amounts, so the page can only have them from the server's answer. */
const serverLimits = makeLimits({
  tiers: [
    {
      tier: 1,
      title: 'Basic limits',
      per_transfer: money('1234.00', 'AUD'),
      rolling_30_days: money('4321.00', 'AUD'),
    },
    {
      tier: 2,
      title: 'Full limits',
      per_transfer: money('12345.00', 'AUD'),
      rolling_30_days: money('54321.00', 'AUD'),
    },
  ],
});

const slow = { timeout: 5000 };
const step = (title: string) => screen.getByRole('region', { name: title });

// The first render waits for lazy route code: slow on a loaded machine.
describe('account verification as ordered steps', { timeout: 15_000 }, () => {
  it('orders the steps, shows each state and progress, and one primary action: the step needed now', async () => {
    server.use(
      signedIn(
        customerWith([
          makeDocument('d1', 'proof_of_identity', passport, 'approved'),
          makeDocument('d2', 'selfie', selfieType, 'in_review'),
        ]),
      ),
      limits(serverLimits),
    );
    renderApp('/account-verification');
    const list = await screen.findByRole('list', { name: 'Verification steps' }, slow);
    const headings = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    // The same words, in the same order, as the dashboard's tasks.
    expect(headings).toEqual(requiredDocumentSteps.map((words) => words.title));
    expect(headings).toEqual(['Upload a photo ID', 'Take a selfie', 'Upload a proof of address']);

    expect(screen.getByRole('progressbar')).toHaveAccessibleName('1 of 3 done · 1 in review');

    const identity = step('Upload a photo ID');
    expect(within(identity).getByText('Approved')).toBeInTheDocument();
    expect(identity).toHaveTextContent(
      /Unlocked: Send up to AUD\s1,234\.00 a transfer and AUD\s4,321\.00 in 30 days/,
    );
    expect(within(identity).queryByRole('link')).not.toBeInTheDocument();

    const selfie = step('Take a selfie');
    expect(within(selfie).getByText('In review')).toBeInTheDocument();
    expect(within(selfie).queryByRole('link')).not.toBeInTheDocument();

    const address = step('Upload a proof of address');
    expect(within(address).getByText('Needed now')).toBeInTheDocument();
    expect(address).toHaveTextContent(
      /Unlocks: Send up to AUD\s12,345\.00 a transfer and AUD\s54,321\.00 in 30 days/,
    );
    const action = within(address).getByRole('link', { name: /Upload a proof of address/ });
    expect(action).toHaveAttribute('href', '/account-verification/upload/proof_of_address');
    expect(action.className).toMatch(/primary|bg-brand/);
  });

  it('puts the first open step first in line, and the later ones as secondary', async () => {
    server.use(signedIn(customerWith()), limits(serverLimits));
    renderApp('/account-verification');
    await screen.findByRole('list', { name: 'Verification steps' }, slow);
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('0 of 3 done');
    expect(screen.getAllByText('Needed now')).toHaveLength(1);
    expect(within(step('Upload a photo ID')).getByText('Needed now')).toBeInTheDocument();
    expect(within(step('Take a selfie')).getByText('To do')).toBeInTheDocument();
  });

  it('says why a document was refused and how to fix it', async () => {
    server.use(
      signedIn(
        customerWith([
          makeDocument('d1', 'proof_of_identity', passport, 'rejected', {
            rejection_reason: 'The photo is blurred.',
          }),
        ]),
      ),
    );
    renderApp('/account-verification');
    await screen.findByRole('list', { name: 'Verification steps' }, slow);
    const identity = step('Upload a photo ID');
    expect(within(identity).getByText('Needs attention')).toBeInTheDocument();
    expect(identity).toHaveTextContent('Why we could not accept it: The photo is blurred.');
    expect(identity).toHaveTextContent(
      'How to fix it: Make sure all four corners are visible and nothing is covered.',
    );
    expect(
      within(identity).getByRole('link', { name: 'Upload a new one: Proof of identity' }),
    ).toHaveAttribute('href', '/account-verification/upload/proof_of_identity');
  });

  it('keeps a step in review while any document of it waits, as the dashboard counts it', async () => {
    server.use(
      signedIn(
        customerWith([
          makeDocument('d2', 'proof_of_identity', passport, 'rejected', {
            rejection_reason: 'The photo is blurred.',
            created_at: '2025-01-03T10:00:00.000Z',
          }),
          makeDocument('d1', 'proof_of_identity', passport, 'in_review'),
        ]),
      ),
    );
    renderApp('/account-verification');
    await screen.findByRole('list', { name: 'Verification steps' }, slow);
    const identity = step('Upload a photo ID');
    expect(within(identity).getByText('In review')).toBeInTheDocument();
    expect(within(identity).queryByText('Needs attention')).not.toBeInTheDocument();
  });

  it('once everything is approved: "Verified" with the limits, and nothing to upload', async () => {
    server.use(
      signedIn(
        customerWith([
          makeDocument('d1', 'proof_of_identity', passport, 'approved'),
          makeDocument('d2', 'selfie', selfieType, 'approved'),
          makeDocument('d3', 'proof_of_address', utilityBill, 'approved'),
        ]),
      ),
      limits(makeLimits({ tier: 2, per_transfer: money('10000.00', 'AUD'), next_step: null })),
    );
    renderApp('/account-verification');
    const verified = await screen.findByRole('region', { name: 'Verified' }, slow);
    expect(verified).toHaveTextContent(/You can send up to\s*AUD\s10,000\.00/);
    expect(screen.queryByRole('list', { name: 'Verification steps' })).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).queryAllByRole('link', { name: /upload|selfie/i })).toEqual([]);
    expect(within(main).queryByRole('button', { name: /upload/i })).not.toBeInTheDocument();
  });
});
