import { apiPaths } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { recipientsApi, signedInWithRecipients } from '@/testing/recipient-fixtures';
import { renderApp } from '@/testing/render-app';
import { addingARecipientIn } from '@/testing/recipients-page';
import { server } from '@/testing/server';

/** The first screen of a test waits for lazy route code, slow on a loaded machine. */
const slow = { timeout: 5000 };

describe('adding a recipient', () => {
  it('checks the fields before sending, shows the server’s 422 at the field, then saves', async () => {
    const api = signedInWithRecipients();
    server.use(
      http.post(
        url(apiPaths.recipients),
        () =>
          HttpResponse.json(
            {
              message: 'This account number does not exist at BDO Unibank.',
              errors: {
                'details.account_number': ['This account number does not exist at BDO Unibank.'],
              },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    const { user, path } = renderApp('/recipients');
    await user.click(await screen.findByRole('button', { name: 'Add recipient' }, slow));
    const panel = screen.getByRole('region', { name: 'Add a recipient' });

    await user.selectOptions(
      await within(panel).findByRole('combobox', { name: 'Recipient’s country' }),
      'Philippines · PHP',
    );
    const methods = within(panel).getByRole('group', { name: 'How will they receive the money?' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Bank account', 'Mobile wallet', 'Cash pickup']);
    expect(within(methods).getByRole('radio', { name: 'Bank account' })).toBeChecked();

    const name = await within(panel).findByRole('textbox', { name: 'Full name' });
    const bank = within(panel).getByRole('combobox', { name: 'Bank' });
    const account = within(panel).getByRole('textbox', { name: 'Account number' });
    expect(account).toHaveAttribute('placeholder', 'e.g. 001234567890');
    // A number typed into an Urdu page keeps its order: the field follows what is typed.
    expect(account).toHaveAttribute('dir', 'auto');
    expect(account).toHaveAccessibleDescription('10 to 16 digits, without spaces.');
    expect(
      within(bank)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('BDO Unibank');

    // Nothing filled: every required field says what to do; nothing is sent.
    await user.click(within(panel).getByRole('button', { name: 'Save recipient' }));
    expect(await within(panel).findByText('Enter the full name.')).toBeVisible();
    expect(within(panel).getByText('Choose the bank.')).toBeVisible();
    expect(name).toHaveFocus();

    await user.type(name, 'Ana Reyes');
    await user.selectOptions(bank, 'BDO Unibank');
    await user.type(account, '12345');
    await user.click(within(panel).getByRole('button', { name: 'Save recipient' }));
    expect(
      await within(panel).findByText('Enter a valid account number, like 001234567890.'),
    ).toBeVisible();
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies).toHaveLength(0);

    // Valid for the browser, refused by the server: its message goes under the field.
    await user.clear(account);
    await user.type(account, '009876543210');
    await user.click(within(panel).getByRole('button', { name: 'Save recipient' }));
    expect(
      await within(panel).findByText('This account number does not exist at BDO Unibank.'),
    ).toBeVisible();
    expect(account).toHaveAccessibleDescription(
      '10 to 16 digits, without spaces. This account number does not exist at BDO Unibank.',
    );
    expect(account).toHaveFocus();
    expect(within(panel).queryByRole('alert')).toBeNull();

    // Corrected: saved, and on to the new recipient's page.
    await user.clear(account);
    await user.type(account, '001122334455');
    await user.click(within(panel).getByRole('button', { name: 'Save recipient' }));
    expect(
      await screen.findByText('Ana Reyes was added to your recipients.', undefined, slow),
    ).toBeVisible();
    expect(path()).toBe('/recipient/rcp-new-1');
    expect(screen.getByRole('heading', { name: 'Ana Reyes', level: 1 })).toBeVisible();
    expect(api.bodies).toEqual([
      {
        country: 'PH',
        currency: 'PHP',
        payout_method: 'bank_account',
        details: { full_name: 'Ana Reyes', bank_code: 'BDO', account_number: '001122334455' },
      },
    ]);
  });

  it('says so when the requirements cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.recipientRequirements), () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
      ...recipientsApi().handlers,
    );
    const { user } = await addingARecipientIn('India · INR');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'IFSC' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'IFSC' })).toHaveAttribute(
      'placeholder',
      'e.g. HDFC0001234',
    );
  });

  it('can be saved only once the chosen way to pay out has said its fields', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.recipientRequirements), async () => {
        await answered;
        return undefined;
      }),
      ...recipientsApi().handlers,
    );
    await addingARecipientIn('India · INR');
    // Saved now, the request would carry no details at all, and the server's answers about
    // fields not on the page yet could be shown beside none of them.
    expect(await screen.findByText('Loading the recipient’s details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save recipient' })).toBeDisabled();
    release();
    expect(await screen.findByRole('textbox', { name: 'IFSC' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save recipient' })).toBeEnabled();
  });

  it('gives the focus back to "Add recipient" on cancel', async () => {
    signedInWithRecipients();
    const { user } = renderApp('/recipients');
    await user.click(await screen.findByRole('button', { name: 'Add recipient' }, slow));
    expect(screen.getByRole('heading', { name: 'Add a recipient' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Add a recipient' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add recipient' })).toHaveFocus();
  });

  it('shows a 422 on the destination in an alert', async () => {
    signedInWithRecipients();
    server.use(
      http.post(url(apiPaths.recipients), () =>
        HttpResponse.json(
          {
            message: 'We no longer pay out to mobile wallets in the Philippines.',
            errors: {
              payout_method: ['We no longer pay out to mobile wallets in the Philippines.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await addingARecipientIn('Philippines · PHP');
    await user.click(screen.getByRole('radio', { name: 'Mobile wallet' }));
    const mobile = await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('placeholder', 'e.g. +63 917 123 4567');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Reyes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wallet provider' }), 'GCash');
    await user.type(mobile, '+63 917 555 0101');
    await user.click(screen.getByRole('button', { name: 'Save recipient' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We no longer pay out to mobile wallets in the Philippines.',
    );
  });

  it('asks for the requirements again when a refresh-on-change field changes, keeping values', async () => {
    const api = signedInWithRecipients();
    const { user, path } = await addingARecipientIn('United Kingdom · GBP');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Amelia Jones');
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Account format' }), 'IBAN');
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    expect(api.requirementQueries.at(-1)?.toString()).toBe(
      'country=GB&currency=GBP&payout_method=bank_account&account_format=iban',
    );
    await user.type(iban, 'GB33BUKB20201555555555');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Account format' }),
      'Sort code and account number',
    );
    const sortCode = await screen.findByRole('textbox', { name: 'Sort code' });
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Amelia Jones');
    await user.type(sortCode, '40-47-84');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1234567');
    await user.click(screen.getByRole('button', { name: 'Save recipient' }));
    expect(await screen.findByText('Enter a valid account number, like 12345678.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '8');
    await user.click(screen.getByRole('button', { name: 'Save recipient' }));

    await waitFor(() => expect(path()).toBe('/recipient/rcp-new-1'));
    // Only the fields shown are sent: not the IBAN typed before the format changed.
    expect(api.bodies.at(-1)?.details).toEqual({
      full_name: 'Amelia Jones',
      account_format: 'sort_code',
      sort_code: '40-47-84',
      account_number: '12345678',
    });
  });
});
