import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountLanguage, signedIn, tasks } from '@/testing/handlers';
import { documentTasks, onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { schedulesList } from '@/testing/schedule-fixtures';
import { server } from '@/testing/server';

/** The dashboard's route loads its cards' words (the dashboard catalog) beside its code. */
describe('the dashboard’s cards in Filipino', () => {
  it('says open tasks and scheduled transfers in the customer’s language', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      ...accountLanguage('fil'),
      tasks(documentTasks),
      schedulesList(),
    );
    renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'Mga dapat gawin' });
    expect(
      within(card).getByText(
        'Tapusin ang mga ito para makapagpadala ng pera at tumaas ang limitasyon mo.',
      ),
    ).toBeInTheDocument();
    const scheduled = await screen.findByRole('region', { name: 'Mga nakaiskedyul na padala' });
    expect(within(scheduled).getByText(/AUD\s?300\.00 ipapadala/)).toBeInTheDocument();
    expect(
      within(scheduled).getByRole('link', { name: 'Pamahalaan ang mga iskedyul' }),
    ).toHaveAttribute('href', '/schedules');

    // The page's own heading and the limits card come with the same catalog.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(
      screen.getByText(
        'Magpadala ng pera, subaybayan ang mga padala mo, tingnan ang limitasyon mo.',
      ),
    ).toBeInTheDocument();
    const limits = await screen.findByRole('region', { name: 'Ang limitasyon mo' });
    expect(await within(limits).findByText('Bawat padala')).toBeInTheDocument();
    expect(within(limits).getByText('Natitira')).toBeInTheDocument();
  });
});
