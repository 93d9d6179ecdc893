import { apiPaths } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { recipientsApi, signedInWithRecipients } from '@/testing/recipient-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The first screen of a test waits for lazy route code, slow on a loaded machine. */
const slow = { timeout: 5000 };

/** Each row's link to the recipient's page (each row also has its "Send"). */
const recipientRows = async () =>
  within(await screen.findByRole('list', { name: 'Recipients' }, slow))
    .getAllByRole('link')
    .filter((link) => !link.getAttribute('aria-label')?.startsWith('Send money'));

describe('the recipients list', () => {
  it('lists every recipient with country, method and summary, each linking to its page', async () => {
    signedInWithRecipients();
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
    const api = signedInWithRecipients();
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
    signedInWithRecipients(recipientsApi([]));
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

describe('a recipient’s page', () => {
  it('shows every detail with its requirement label and a link to send money', async () => {
    signedInWithRecipients();
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
    signedInWithRecipients();
    renderApp('/recipient/rcp-oliver');
    const details = await screen.findByRole('region', { name: 'Details' }, slow);
    expect(await within(details).findByText('IBAN')).toBeVisible();
    expect(within(details).getByText('GB33 BUKB 2020 1555 5555 55')).toBeVisible();
  });

  it('edits the recipient, with the destination fixed and the values filled in', async () => {
    const api = signedInWithRecipients();
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
    signedInWithRecipients();
    const { user } = renderApp('/recipient/rcp-oliver');
    await user.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    expect(await screen.findByRole('textbox', { name: 'IBAN' })).toHaveValue(
      'GB33 BUKB 2020 1555 5555 55',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Details' })).toBeVisible();
  });

  it('deletes only after confirmation, then goes back to the list', async () => {
    const api = signedInWithRecipients();
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
    signedInWithRecipients();
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
    signedInWithRecipients();
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
