import type { Recipient } from '@homeward/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signedIn } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { mariaSantos, oliverSmith, recipientsApi } from '@/testing/recipient-fixtures';
import { server } from '@/testing/server';
import { RecipientPicker } from './components/recipient-picker';
import { ViewRecipientRoute } from './routes/view-recipient';

function renderWithQueries(ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return {
    user: userEvent.setup(),
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}

/** The picker as the transfer wizard uses it: inside the wizard's own form. */
function Wizard({
  onSelect,
  onSubmit,
}: {
  onSelect: (r: Recipient) => void;
  onSubmit: () => void;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <RecipientPicker
        country="PH"
        currency="PHP"
        payoutMethod="bank_account"
        selectedId={selected}
        onSelect={(recipient) => {
          setSelected(recipient.id);
          onSelect(recipient);
        }}
      />
      <p>Chosen: {selected ?? 'nobody'}</p>
    </form>
  );
}

describe('the recipient picker', () => {
  it('lists the recipients of that destination and method, and selects one', async () => {
    const api = recipientsApi();
    server.use(...api.handlers);
    const onSelect = vi.fn();
    const { user } = renderWithQueries(<Wizard onSelect={onSelect} onSubmit={vi.fn()} />);
    const group = await screen.findByRole('group', { name: 'Choose a recipient' });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByText('BDO Unibank ···· 7890')).toBeVisible();
    expect(api.listQueries.at(-1)?.toString()).toBe(
      'country=PH&currency=PHP&payout_method=bank_account',
    );
    await user.click(within(group).getByRole('radio', { name: /Maria Santos/ }));
    expect(onSelect).toHaveBeenCalledWith(mariaSantos);
    expect(within(group).getByRole('radio', { name: /Maria Santos/ })).toBeChecked();
  });

  it('adds a recipient inline with the destination fixed and selects them at once', async () => {
    const api = recipientsApi();
    server.use(...api.handlers);
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    const { user } = renderWithQueries(<Wizard onSelect={onSelect} onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: 'Add a new recipient' }));
    const form = screen.getByRole('region', { name: 'Add a new recipient' });
    expect(within(form).getByRole('heading', { name: 'Add a new recipient' })).toHaveFocus();
    expect(within(form).getByText('Philippines · PHP · Bank account')).toBeVisible();
    expect(within(form).queryByRole('combobox', { name: 'Recipient’s country' })).toBeNull();

    await user.type(await within(form).findByRole('textbox', { name: 'Full name' }), 'Ana Reyes');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank' }), 'BPI');
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), '12');
    // Enter inside the embedded form checks and saves the recipient, never the wizard's form.
    await user.keyboard('{Enter}');
    expect(
      await within(form).findByText('Enter a valid account number, like 001234567890.'),
    ).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), '34567890');
    await user.keyboard('{Enter}');

    const radio = await screen.findByRole('radio', { name: /Ana Reyes/ });
    expect(radio).toBeChecked();
    expect(radio).toHaveFocus();
    expect(screen.getByText('Chosen: rcp-new-1')).toBeVisible();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ full_name: 'Ana Reyes' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Add a new recipient' })).not.toBeInTheDocument();
    expect(api.bodies).toEqual([
      {
        country: 'PH',
        currency: 'PHP',
        payout_method: 'bank_account',
        details: { full_name: 'Ana Reyes', bank_code: 'BPI', account_number: '1234567890' },
      },
    ]);
  });

  it('opens the form directly, without Cancel, when there is nobody to choose', async () => {
    const api = recipientsApi([oliverSmith]);
    server.use(...api.handlers);
    renderWithQueries(<Wizard onSelect={vi.fn()} onSubmit={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Add your recipient' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Choose a recipient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeVisible();
  });

  it('gives the focus back to "Add a new recipient" on cancel', async () => {
    server.use(...recipientsApi().handlers);
    const { user } = renderWithQueries(<Wizard onSelect={vi.fn()} onSubmit={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Add a new recipient' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add a new recipient' })).toHaveFocus();
  });
});

describe('the past transfers slot', () => {
  it('renders what the app composes in, with the recipient’s id and name', async () => {
    server.use(signedIn(onboardedCustomer()), ...recipientsApi().handlers);
    const router = createMemoryRouter(
      [
        {
          path: '/recipient/:id',
          element: (
            <ViewRecipientRoute
              pastTransfers={(id, name) => (
                <p>
                  Transfers to {name} ({id})
                </p>
              )}
            />
          ),
        },
      ],
      { initialEntries: ['/recipient/rcp-maria'] },
    );
    renderWithQueries(<RouterProvider router={router} />);
    expect(await screen.findByText('Transfers to Maria Santos (rcp-maria)')).toBeVisible();
    router.dispose();
  });
});
