import { apiPaths } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { recipientsApi } from '@/testing/recipient-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The first screen of a test waits for lazy route code, slow on a loaded machine. */
const slow = { timeout: 5000 };

function setUp(api = recipientsApi()) {
  server.use(signedIn(onboardedCustomer()), ...api.handlers);
  return api;
}

/** Each row's link to the recipient's page (each row also has its "Send"). */
const recipientRows = async () =>
  within(await screen.findByRole('list', { name: 'Recipients' }, slow))
    .getAllByRole('link')
    .filter((link) => !link.getAttribute('aria-label')?.startsWith('Send money'));

/** Opens the recipients page's add form and chooses the destination. */
async function addingARecipientIn(destination: string) {
  const { user } = renderApp('/recipients');
  await user.click(await screen.findByRole('button', { name: 'Add recipient' }, slow));
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Recipient’s country' }),
    destination,
  );
  return user;
}

describe('the recipients list', () => {
  it('lists every recipient with country, method and summary, each linking to its page', async () => {
    setUp();
    renderApp('/recipients');
    expect(
      await screen.findByRole('heading', { name: 'Recipients', level: 1 }, slow),
    ).toBeVisible();
    const rows = await recipientRows();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Juan dela Cruz'),
      expect.stringContaining('Maria Santos'),
      expect.stringContaining('Oliver Smith'),
    ]);
    const maria = rows[1] as HTMLElement;
    expect(maria).toHaveAttribute('href', '/recipient/rcp-maria');
    expect(within(maria).getByText('Philippines · Bank account')).toBeInTheDocument();
    expect(within(maria).getByText('BDO Unibank ···· 7890')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Philippines · Mobile wallet')).toBeVisible();
    // "Send" on each row goes straight to a price for that recipient.
    expect(screen.getByRole('link', { name: 'Send money to Maria Santos' })).toHaveAttribute(
      'href',
      '/dashboard?recipient=rcp-maria',
    );
    expect(screen.getAllByRole('link', { name: /^Send money to/ })).toHaveLength(3);
  });

  it('searches by name, asking the server with q once the typing pauses', async () => {
    const api = setUp();
    const { user } = renderApp('/recipients');
    await recipientRows();
    await user.type(screen.getByRole('searchbox', { name: 'Search recipients' }), 'mar');

    await waitFor(async () => expect(await recipientRows()).toHaveLength(1));
    expect((await recipientRows())[0]).toHaveTextContent('Maria Santos');
    expect(await screen.findByText('1 recipient found')).toBeInTheDocument();
    // Debounced: one request for "mar", none for "m" or "ma".
    const asked = api.listQueries.map((query) => query.get('q'));
    expect(asked).toEqual([null, 'mar']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search recipients' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search recipients' }), 'zed');
    expect(await screen.findByText('No recipients match “zed”.')).toBeVisible();
  });

  it('invites the customer to add a first recipient when there are none', async () => {
    setUp(recipientsApi([]));
    const { user } = renderApp('/recipients');
    expect(await screen.findByRole('heading', { name: 'No recipients yet' }, slow)).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first recipient' }));
    expect(screen.getByRole('heading', { name: 'Add a recipient' })).toHaveFocus();
    expect(await screen.findByRole('combobox', { name: 'Recipient’s country' })).toBeVisible();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    const api = recipientsApi();
    let fail = true;
    server.use(
      signedIn(onboardedCustomer()),
      // First, so it answers before the working list.
      http.get(url(apiPaths.recipients), () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
      ...api.handlers,
    );
    const { user } = renderApp('/recipients');
    expect(
      await screen.findByText('We could not load your recipients.', undefined, slow),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await recipientRows()).toHaveLength(3);
  });
});

describe('adding a recipient', () => {
  it('checks the fields before sending, shows the server’s 422 at the field, then saves', async () => {
    const api = setUp();
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
    const user = await addingARecipientIn('India · INR');
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
    setUp();
    const { user } = renderApp('/recipients');
    await user.click(await screen.findByRole('button', { name: 'Add recipient' }, slow));
    expect(screen.getByRole('heading', { name: 'Add a recipient' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Add a recipient' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add recipient' })).toHaveFocus();
  });

  it('shows a 422 on the destination in an alert', async () => {
    setUp();
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
    const { user } = renderApp('/recipients');
    await user.click(await screen.findByRole('button', { name: 'Add recipient' }, slow));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Recipient’s country' }),
      'Philippines · PHP',
    );
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
    const api = setUp();
    const { user, path } = renderApp('/recipients');
    await user.click(await screen.findByRole('button', { name: 'Add recipient' }, slow));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Recipient’s country' }),
      'United Kingdom · GBP',
    );
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

describe('a recipient’s page', () => {
  it('shows every detail with its requirement label and a link to send money', async () => {
    setUp();
    renderApp('/recipient/rcp-maria');
    expect(
      await screen.findByRole('heading', { name: 'Maria Santos', level: 1 }, slow),
    ).toBeVisible();
    expect(screen.getByText('Philippines · PHP · Bank account')).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(await within(details).findByText('Bank')).toBeVisible();
    expect(within(details).getByText('BDO Unibank')).toBeVisible();
    expect(within(details).getByText('Account number')).toBeVisible();
    expect(within(details).getByText('001234567890')).toBeVisible();
    expect(within(details).getByText('Full name')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send money to Maria Santos' })).toHaveAttribute(
      'href',
      '/dashboard?recipient=rcp-maria',
    );
    expect(screen.getByRole('link', { name: 'All recipients' })).toHaveAttribute(
      'href',
      '/recipients',
    );
    // The app composes the transactions feature's list of this recipient's transfers in.
    expect(await screen.findByRole('heading', { name: 'Past transfers' })).toBeVisible();
  });

  it('labels the fields a refresh-on-change value brings (a UK IBAN)', async () => {
    setUp();
    renderApp('/recipient/rcp-oliver');
    const details = await screen.findByRole('region', { name: 'Details' }, slow);
    expect(await within(details).findByText('IBAN')).toBeVisible();
    expect(within(details).getByText('GB33 BUKB 2020 1555 5555 55')).toBeVisible();
  });

  it('edits the recipient, with the destination fixed and the values filled in', async () => {
    const api = setUp();
    const { user } = renderApp('/recipient/rcp-maria');
    await user.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    const form = screen.getByRole('region', { name: 'Edit recipient' });
    expect(within(form).getByRole('heading', { name: 'Edit recipient' })).toHaveFocus();
    expect(within(form).getByText('Philippines · PHP · Bank account')).toBeVisible();
    expect(within(form).queryByRole('combobox', { name: 'Recipient’s country' })).toBeNull();
    const account = await within(form).findByRole('textbox', { name: 'Account number' });
    expect(account).toHaveValue('001234567890');
    expect(within(form).getByRole('combobox', { name: 'Bank' })).toHaveValue('BDO');

    await user.clear(account);
    await user.type(account, '001234560000');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank' }), 'Metrobank');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Maria Santos’s details are saved.')).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('001234560000')).toBeVisible();
    expect(within(details).getByText('Metrobank')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(api.bodies).toEqual([
      {
        country: 'PH',
        currency: 'PHP',
        payout_method: 'bank_account',
        details: { full_name: 'Maria Santos', bank_code: 'MBTC', account_number: '001234560000' },
      },
    ]);
  });

  it('edits a UK recipient: the saved account format brings its fields back', async () => {
    setUp();
    const { user } = renderApp('/recipient/rcp-oliver');
    await user.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    expect(await screen.findByRole('textbox', { name: 'IBAN' })).toHaveValue(
      'GB33 BUKB 2020 1555 5555 55',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Details' })).toBeVisible();
  });

  it('deletes only after confirmation, then goes back to the list', async () => {
    const api = setUp();
    const { user, path } = renderApp('/recipient/rcp-maria');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, slow));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Maria Santos?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete recipient' }));
    expect(
      await screen.findByText('Maria Santos was deleted from your recipients.', undefined, slow),
    ).toBeVisible();
    expect(path()).toBe('/recipients');
    expect(api.deleted).toEqual(['rcp-maria']);
    const rows = await recipientRows();
    expect(rows.map((row) => row.textContent)).not.toContainEqual(
      expect.stringContaining('Maria Santos'),
    );
  });

  it('keeps the dialog open with a message when the delete fails', async () => {
    setUp();
    server.use(
      http.delete(url('/client/v1/recipients/:id'), () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const { user, path } = renderApp('/recipient/rcp-maria');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, slow));
    await user.click(screen.getByRole('button', { name: 'Delete recipient' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    expect(path()).toBe('/recipient/rcp-maria');
  });

  it('says kindly when the recipient does not exist', async () => {
    setUp();
    renderApp('/recipient/rcp-gone');
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find that recipient' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to recipients' })).toHaveAttribute(
      'href',
      '/recipients',
    );
  });
});
