import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeQuote,
  quote,
  quoteId,
  recipient,
  recipientId,
  transfer,
  transferId,
} from '@/testing/quote-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signedIn } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import {
  confirmButton,
  confirmations,
  created,
  disposeWizards,
  fillSteps,
  maria,
  renderWizard,
} from '@/testing/transfer-wizard';
import { stepOfPath, wizardStepPath } from './lib/wizard-steps';

// Issue 18, defect 2: each step has its own address, Back and Forward move between steps, and
// a reload keeps the step and what was entered.

const base = `/transfer/${quoteId}`;
const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Transfer steps' })).getByRole('listitem', {
    current: 'step',
  });

afterEach(() => {
  disposeWizards();
  window.sessionStorage.clear();
});

describe('the wizard’s addresses', () => {
  it('names each step under /transfer/{quoteId}, the first at the spec’s own address', () => {
    expect(wizardStepPath('q1', 1)).toBe('/transfer/q1');
    expect(wizardStepPath('q1', 2)).toBe('/transfer/q1/details');
    expect(wizardStepPath('q1', 3)).toBe('/transfer/q1/review');
    expect(stepOfPath('/transfer/q1')).toBe(1);
    expect(stepOfPath('/transfer/q1/details')).toBe(2);
    expect(stepOfPath('/transfer/q1/review/')).toBe(3);
  });

  it('moves the address with each step, and Back and Forward move between steps', async () => {
    server.use(quote(), recipient(maria));
    const { user, router, path } = renderWizard();
    await fillSteps(user);
    expect(path()).toBe(`${base}/review`);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'About this transfer' })).toHaveFocus();
    expect(path()).toBe(`${base}/details`);
    expect(screen.getByLabelText('Purpose of the transfer')).toHaveDisplayValue('Family support');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Who are you sending to?' })).toBeVisible();
    expect(path()).toBe(base);
    expect(screen.getByRole('radio', { name: 'Maria Santos' })).toBeChecked();

    // Forward comes back to the details with the recipient still chosen, then to the review.
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'About this transfer' })).toBeVisible();
    expect(currentStep()).toHaveTextContent('Details');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
  });

  it('keeps the step and everything entered across a reload', async () => {
    server.use(quote(), recipient(maria));
    const first = renderWizard();
    await fillSteps(first.user);
    disposeWizards();

    // A reload on the review: the same address, the same choices.
    renderWizard(`${base}/review`);
    expect(await screen.findByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    for (const text of ['Maria Santos', 'Family support', 'Salary or wages']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    disposeWizards();

    // A reload on the details, half typed: what was typed is still there.
    const again = renderWizard(`${base}/details`);
    const reference = await screen.findByLabelText('Reference (optional)');
    await again.user.type(reference, 'Rent for May');
    await again.user.selectOptions(screen.getByLabelText('Purpose of the transfer'), 'Education');
    disposeWizards();
    renderWizard(`${base}/details`);
    expect(await screen.findByLabelText('Reference (optional)')).toHaveValue('Rent for May');
    expect(screen.getByLabelText('Purpose of the transfer')).toHaveDisplayValue('Education');
  });

  it('sends a later step’s address opened without its choices back to the first one missing', async () => {
    server.use(quote(), recipient(maria));
    const fresh = renderWizard(`${base}/review`);
    await waitFor(() => expect(fresh.path()).toBe(base));
    expect(await screen.findByRole('heading', { name: 'Who are you sending to?' })).toBeVisible();
    disposeWizards();

    // A recipient but no details yet: the details step.
    window.sessionStorage.setItem(
      `homeward.transfer-draft.${quoteId}`,
      JSON.stringify({ recipientId, details: { purpose: 'family_support' } }),
    );
    const partial = renderWizard(`${base}/review`);
    await waitFor(() => expect(partial.path()).toBe(`${base}/details`));
    expect(await screen.findByLabelText('Purpose of the transfer')).toHaveDisplayValue(
      'Family support',
    );
    // Replaced, not pushed: Back does not return to an address that sends you away.
    expect(partial.router.state.historyAction).toBe('REPLACE');
  });

  it('treats a stored draft that does not read as no draft', async () => {
    window.sessionStorage.setItem(`homeward.transfer-draft.${quoteId}`, '{"recipientId": 7');
    server.use(quote(), recipient(maria));
    const { path } = renderWizard(`${base}/details`);
    await waitFor(() => expect(path()).toBe(base));
  });

  it('forgets the draft once the quote has made its transfer', async () => {
    server.use(quote(), recipient(maria), transfer());
    confirmations(created);
    const { user, path } = renderWizard();
    await fillSteps(user);
    expect(window.sessionStorage.getItem(`homeward.transfer-draft.${quoteId}`)).not.toBeNull();
    await user.click(confirmButton());
    await waitFor(() => expect(path()).toBe(`/pay/${transferId}`));
    expect(window.sessionStorage.getItem(`homeward.transfer-draft.${quoteId}`)).toBeNull();
  });

  it('in the app, an address under the wizard that is no step is not found', async () => {
    server.use(signedIn(onboardedCustomer()), quote(makeQuote()));
    renderApp(`${base}/payment`);
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
});
