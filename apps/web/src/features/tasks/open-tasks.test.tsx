import { apiPaths } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn, tasks, url } from '@/testing/handlers';
import { documentTasks, onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('dashboard: open tasks', () => {
  it('lists each task with its description and a link to do it', async () => {
    server.use(signedIn(onboardedCustomer()), tasks(documentTasks));
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Open tasks' });
    const list = await within(card).findByRole('list', { name: 'Open tasks' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Upload a photo ID');
    expect(links[0]).toHaveTextContent('A passport or driver licence raises your limits.');
    expect(links[0]).toHaveAttribute('href', '/account-verification/upload/proof-of-identity');
    expect(links[1]).toHaveAttribute('href', '/account-verification/upload/proof-of-address');
    // The calculator placeholder stays.
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says there is nothing to do when the list is empty', async () => {
    server.use(signedIn(onboardedCustomer()), tasks([]));
    renderApp('/dashboard');
    expect(
      await screen.findByText("Nothing to do — you're ready to send money."),
    ).toBeInTheDocument();
  });

  it('offers to try again when the tasks cannot be loaded', async () => {
    let fail = true;
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.tasks), () =>
        fail
          ? HttpResponse.json({ message: 'Nope' }, { status: 500 })
          : HttpResponse.json(documentTasks),
      ),
    );
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('We could not load your tasks.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Prove your address')).toBeInTheDocument();
  });
});
