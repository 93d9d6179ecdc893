import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { makeRecipient, recipientsApi, signedInWithRecipients } from '@/testing/recipient-fixtures';
import { renderApp } from '@/testing/render-app';
import { addingARecipientIn } from '@/testing/recipients-page';
import { RecipientForm } from './components/recipient-form';

/** The first screen of a test waits for lazy route code, slow on a loaded machine. */
const slow = { timeout: 5000 };

describe('IBANs in the recipient form and on the recipient’s page', () => {
  it('shows an IBAN typed with spaces and in lower case grouped, and sends it compact', async () => {
    const api = signedInWithRecipients();
    const { user, path } = await addingARecipientIn('United Kingdom · GBP');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Amelia Jones');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account format' }), 'IBAN');
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    await user.type(iban, 'gb33 bukb20201555555555');
    expect(iban).toHaveValue('GB33 BUKB 2020 1555 5555 55');

    await user.click(screen.getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(path()).toBe('/recipient/rcp-new-1'));
    expect(api.bodies.at(-1)?.details.iban).toBe('GB33BUKB20201555555555');
    // The page shows the server's labelled details: the IBAN grouped, as banks print it.
    const details = await screen.findByRole('region', { name: 'Details' }, slow);
    expect(within(details).getByText('GB33 BUKB 2020 1555 5555 55')).toBeVisible();
  });

  it('shows a pasted IBAN grouped and fills a saved one in grouped when editing', async () => {
    const api = signedInWithRecipients(
      recipientsApi([
        makeRecipient('rcp-ann', 'GB', 'GBP', 'bank_account', {
          full_name: 'Ann Lee',
          account_format: 'iban',
          iban: 'GB33BUKB20201555555555',
        }),
      ]),
    );
    const { user } = renderApp('/recipient/rcp-ann');
    await user.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    expect(iban).toHaveValue('GB33 BUKB 2020 1555 5555 55');
    await user.clear(iban);
    await user.click(iban);
    await user.paste('GB29NWBK60161331926819');
    expect(iban).toHaveValue('GB29 NWBK 6016 1331 9268 19');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodies.at(-1)?.details.iban).toBe('GB29NWBK60161331926819'));
  });

  it('shows the phone number the server writes in international format', async () => {
    signedInWithRecipients(
      recipientsApi([
        makeRecipient(
          'rcp-jose',
          'PH',
          'PHP',
          'mobile_wallet',
          { full_name: 'Jose Rizal', wallet_provider: 'gcash', mobile_number: '+639171234567' },
          {
            display: [
              { label: 'Full name', value: 'Jose Rizal' },
              { label: 'Wallet', value: 'GCash' },
              { label: 'Mobile number', value: '+63 917 123 4567' },
            ],
          },
        ),
      ]),
    );
    renderApp('/recipient/rcp-jose');
    const details = await screen.findByRole('region', { name: 'Details' }, slow);
    expect(within(details).getByText('+63 917 123 4567')).toBeVisible();
    expect(within(details).queryByText('+639171234567')).not.toBeInTheDocument();
  });
});

describe('what a SWIFT / BIC code says, under the field', () => {
  function renderNepalForm() {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
    const onSaved = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <RecipientForm
          destination={{ country: 'NP', currency: 'NPR', payoutMethod: 'bank_account' }}
          onSaved={onSaved}
        />
      </QueryClientProvider>,
    );
    return { user: userEvent.setup(), onSaved };
  }

  it('tells the bank code and office once the code is whole, and a bank in another country', async () => {
    const api = signedInWithRecipients();
    const { user, onSaved } = renderNepalForm();
    const bic = await screen.findByRole('textbox', { name: 'SWIFT / BIC code' }, slow);
    await user.type(bic, 'bopiph');
    expect(screen.queryByText(/Bank code/)).not.toBeInTheDocument();
    await user.type(bic, 'mm');
    expect(
      screen.getByText('That SWIFT / BIC code is for a bank outside Nepal (PH: Philippines).'),
    ).toBeVisible();

    await user.clear(bic);
    await user.type(bic, 'narbnpka');
    expect(bic).toHaveValue('NARBNPKA');
    const said = screen.getByText('Bank code NARB · Nepal · head office');
    expect(said).toBeVisible();
    expect(bic).toHaveAccessibleDescription(expect.stringContaining('Bank code NARB'));

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sita Sharma');
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Nabil Bank');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '0123456789012');
    await user.click(screen.getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.bodies.at(-1)?.details.swift_code).toBe('NARBNPKA');
  });
});
