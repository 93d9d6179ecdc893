import { apiPaths, type Passkey } from '@homeward/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@/testing/render';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecipientPicker } from '@/features/recipients/components/recipient-picker';
import { createQueryClient } from '@/lib/query-client';
import { makeCustomer } from '@/testing/fixtures';
import { documentCategories, driverLicence } from '@/testing/document-fixtures';
import {
  csrfCookie,
  devices,
  policy,
  securityEvents,
  signedIn,
  signedOut,
  url,
} from '@/testing/handlers';
import { findSkeleton, holdRequests } from '@/testing/loading';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { mariaSantos, recipientsApi } from '@/testing/recipient-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  makeTransfer,
  transactionPages,
  transferDetail,
  transferSummaries,
} from '@/testing/transfer-fixtures';

// Issue 18, defect 11: while a page's data first loads it shows the shape of what is coming,
// inside one status region, never a centred spinner; the content then takes its place.

const oneTransfer = `${apiPaths.transactions}/:id`;
const oneRecipient = `${apiPaths.recipients}/:id`;

/** Waits for the content, then checks the skeleton made way for it. */
async function replaced(skeleton: HTMLElement, content: () => Promise<unknown>) {
  await content();
  await waitFor(() => expect(skeleton).not.toBeInTheDocument());
}

const [proofOfIdentity] = documentCategories;

const settingsCustomer = () =>
  makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loading shapes', () => {
  it('the transactions list: its rows under the page heading and filters', async () => {
    const held = holdRequests(apiPaths.transactions);
    server.use(
      signedIn(onboardedCustomer()),
      held.handler,
      transactionPages([transferSummaries(2)]).handler,
    );
    renderApp('/transactions');
    const skeleton = await findSkeleton('Loading your transfers', 15);
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    held.release();
    await replaced(skeleton, () => screen.findByRole('list', { name: 'Transfers' }));
  });

  it('the transfer page: heading, status, buttons, amounts, details and history', async () => {
    const transfer = makeTransfer();
    const held = holdRequests(oneTransfer);
    server.use(signedIn(onboardedCustomer()), held.handler, transferDetail(transfer));
    renderApp(`/transaction/${transfer.id}`);
    const skeleton = await findSkeleton('Loading the transfer', 30);
    held.release();
    await replaced(skeleton, () => screen.findByRole('region', { name: 'Progress' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Juan dela Cruz');
  });

  it('make payment: the amount due and what it pays for, under the page heading', async () => {
    const transfer = makeTransfer();
    const held = holdRequests(oneTransfer);
    server.use(signedIn(onboardedCustomer()), held.handler, transferDetail(transfer));
    renderApp(`/pay/${transfer.id}`);
    const skeleton = await findSkeleton('Loading your transfer', 12);
    expect(screen.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeInTheDocument();
    held.release();
    await replaced(skeleton, () => screen.findByRole('region', { name: 'Amount due' }));
  });

  it('the recipients list: the search box and rows', async () => {
    const api = recipientsApi();
    const held = holdRequests(apiPaths.recipients);
    server.use(signedIn(onboardedCustomer()), held.handler, ...api.handlers);
    renderApp('/recipients');
    const skeleton = await findSkeleton('Loading your recipients', 10);
    held.release();
    await replaced(skeleton, () => screen.findByRole('list', { name: 'Recipients' }));
  });

  it('a recipient’s page, and then the card of their transfers', async () => {
    const api = recipientsApi();
    const heldRecipient = holdRequests(oneRecipient);
    const heldTransfers = holdRequests(apiPaths.transactions);
    server.use(
      signedIn(onboardedCustomer()),
      heldRecipient.handler,
      heldTransfers.handler,
      ...api.handlers,
      transactionPages([[]]).handler,
    );
    renderApp(`/recipient/${mariaSantos.id}`);
    const page = await findSkeleton('Loading the recipient', 15);
    heldRecipient.release();
    await replaced(page, () => screen.findByRole('heading', { level: 1, name: 'Maria Santos' }));

    const transfers = await findSkeleton('Loading the transfers', 6);
    heldTransfers.release();
    // The name is its own <bdi translate="no"> inside the sentence: match the paragraph's text.
    await replaced(transfers, () =>
      screen.findByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'No transfers to Maria Santos yet.',
      ),
    );
  });

  it('the recipient picker: the choices and the button to add one', async () => {
    const api = recipientsApi();
    const held = holdRequests(apiPaths.recipients);
    server.use(held.handler, ...api.handlers);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    render(
      <QueryClientProvider client={queryClient}>
        <RecipientPicker
          country="PH"
          currency="PHP"
          payoutMethod="bank_account"
          onSelect={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const skeleton = await findSkeleton('Loading your recipients', 5);
    held.release();
    await replaced(skeleton, () => screen.findByRole('group', { name: 'Choose a recipient' }));
  });

  it('account verification: the progress line and a card for each step', async () => {
    const held = holdRequests(apiPaths.documentCategories);
    server.use(signedIn(onboardedCustomer()), held.handler);
    renderApp('/account-verification');
    const skeleton = await findSkeleton('Loading the verification steps', 17);
    held.release();
    await replaced(skeleton, () => screen.findByRole('region', { name: 'Upload a photo ID' }));
  });

  it('devices: each device with its Remove button', async () => {
    const held = holdRequests(apiPaths.devices);
    server.use(
      signedIn(onboardedCustomer()),
      held.handler,
      devices([
        {
          id: 'd-current',
          client_version: 'Chrome 131',
          os_version: 'macOS 14',
          ip_address: '198.51.100.4',
          created_at: '2025-03-01T08:00:00.000Z',
          last_active_at: new Date().toISOString(),
          is_current: true,
        },
      ]),
    );
    renderApp('/devices');
    const skeleton = await findSkeleton('Loading your devices', 8);
    held.release();
    await replaced(skeleton, () => screen.findByRole('list', { name: 'Signed-in devices' }));
  });

  it('settings: the security activity and the passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const heldEvents = holdRequests(apiPaths.securityEvents);
    const heldPasskeys = holdRequests(apiPaths.passkeys);
    server.use(
      signedIn(settingsCustomer()),
      policy(),
      heldEvents.handler,
      heldPasskeys.handler,
      securityEvents(),
      http.get(url(apiPaths.passkeys), () => HttpResponse.json([] as Passkey[])),
    );
    renderApp('/settings/security');
    // The password rules' own tiny spinner, under the new password field, comes and goes first.
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() =>
      expect(screen.queryByText('Loading the password rules')).not.toBeInTheDocument(),
    );
    const events = await findSkeleton('Loading your security activity', 8);
    const passkeys = await findSkeleton('Loading your passkeys', 6);
    heldEvents.release();
    await replaced(events, () => screen.findByText('Nothing yet.'));
    heldPasskeys.release();
    await replaced(passkeys, () => screen.findByText(/You have no passkeys yet/));
  });
});

describe('loading shapes inside forms and upload pages', () => {
  it('the upload page: the choice of document and the form', async () => {
    const held = holdRequests(apiPaths.documentCategories);
    server.use(signedIn(onboardedCustomer()), held.handler);
    renderApp('/account-verification/upload/proof_of_identity');
    const skeleton = await findSkeleton('Loading document types', 10);
    held.release();
    await replaced(skeleton, () => screen.findByRole('region', { name: 'Proof of identity' }));
  });

  it('the phone’s upload page while its link is checked', async () => {
    const held = holdRequests(apiPaths.uploadTokenInfo);
    server.use(
      signedOut(),
      csrfCookie(),
      held.handler,
      http.get(url(apiPaths.uploadTokenInfo), () =>
        HttpResponse.json({
          category: proofOfIdentity,
          document_type: driverLicence,
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        }),
      ),
    );
    renderApp('/account-verification/upload/proof_of_identity?token=tok-1');
    const skeleton = await findSkeleton('Checking your link', 6);
    held.release();
    await replaced(skeleton, () => screen.findByText('Driver licence'));
  });

  it('an onboarding stage’s form while its fields load', async () => {
    const held = holdRequests(apiPaths.attributes);
    server.use(signedIn(onboardedCustomer({ upTo: 'country' })), held.handler);
    renderApp('/workflow/onboarding');
    const skeleton = await findSkeleton('Loading the form', 8);
    held.release();
    await replaced(skeleton, () => screen.findByRole('textbox', { name: /First name/ }));
  });

  it('the add-recipient form: the country, then the recipient’s details', async () => {
    const api = recipientsApi();
    const heldCountries = holdRequests(apiPaths.corridors);
    const heldDetails = holdRequests(apiPaths.recipientRequirements);
    server.use(
      signedIn(onboardedCustomer()),
      heldCountries.handler,
      heldDetails.handler,
      ...api.handlers,
    );
    const { user } = renderApp('/recipients');
    await user.click(await screen.findByRole('button', { name: 'Add recipient' }));
    const countries = await findSkeleton('Loading countries', 2);
    heldCountries.release();
    const country = await screen.findByRole('combobox', { name: /Recipient’s country/ });
    await waitFor(() => expect(countries).not.toBeInTheDocument());

    await user.selectOptions(country, 'Philippines · PHP');
    const details = await findSkeleton('Loading the recipient’s details', 6);
    heldDetails.release();
    await replaced(details, () => screen.findByRole('textbox', { name: /Full name/ }));
  });
});
