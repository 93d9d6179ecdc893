import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { admin, heldTransfer, json, proposal, signedInAs, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function openTransfer(transfer = heldTransfer()) {
  server.use(
    signedInAs(['compliance']),
    http.get(admin(`/transfers/${transfer.id}`), () => json(transfer)),
  );
  return renderApp(`/transfers/${transfer.id}`);
}

describe('releasing a held transfer', () => {
  it('releases it at once when no second officer is needed (200)', async () => {
    server.use(
      withCsrf('post', '/transfers/tr-1/release', () =>
        json(heldTransfer({ status: 'processing', hold_reason: null })),
      ),
    );
    const { user } = openTransfer();
    await screen.findByRole('heading', { name: 'Transfer HW-7Q2K-9LMX', level: 1 });
    expect(
      screen.getByText('Above the automatic payout limit.', { selector: 'div' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('The transfer is on its way again.')).toBeInTheDocument();
    expect(screen.getAllByText('Processing')[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });

  it('says it waits for a second officer when the API answers 202 with a proposal', async () => {
    server.use(
      withCsrf('post', '/transfers/tr-1/release', () =>
        json(
          { proposal: proposal({ kind: 'release_hold', summary: 'Release HW-7Q2K-9LMX' }) },
          202,
        ),
      ),
    );
    const { user } = openTransfer(heldTransfer({ release_needs_approval: true }));
    await user.click(await screen.findByRole('button', { name: 'Release' }));
    expect(await screen.findByText("Waiting for a second officer's approval")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });

  it('refuses with a reason, and shows a 409 message', async () => {
    server.use(
      withCsrf('post', '/transfers/tr-1/refuse', () =>
        json({ message: 'The transfer is no longer on hold.' }, 409),
      ),
    );
    const { user } = openTransfer();
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse this transfer?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Sanctions match confirmed.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The transfer is no longer on hold.',
    );
  });

  it('offers Hold on a paid transfer', async () => {
    openTransfer(heldTransfer({ status: 'funds_received', hold_reason: null }));
    expect(await screen.findByRole('button', { name: 'Hold' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });

  it('lets finance ask the provider to send a payment’s webhooks again', async () => {
    server.use(
      signedInAs(['finance']),
      http.get(admin('/transfers/tr-1'), () =>
        json(
          heldTransfer({
            payments: [
              {
                id: 'pay-1',
                provider: 'sandbox',
                status: 'succeeded',
                amount: '9504.99',
                currency: 'AUD',
                created_at: '2026-11-24T10:01:00Z',
              },
            ],
          }),
        ),
      ),
      withCsrf('post', '/payments/pay-1/redeliver', () => json({ redelivered: 2 }, 202)),
    );
    const { user } = renderApp('/transfers/tr-1');
    await user.click(
      await screen.findByRole('button', { name: "Send this payment's webhooks again" }),
    );
    expect(await screen.findByText('2 webhooks are on their way again.')).toBeInTheDocument();
    // Finance does not hold or release.
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });
});
