import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { admin, json, signedInAs, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const laptop = {
  id: 'k-1',
  name: 'ops laptop',
  created_at: '2026-11-01T09:00:00Z',
  last_used_at: null,
};

describe('service tokens', () => {
  it('creates a token shown once, and revokes one', async () => {
    let tokens = [laptop];
    let revoked = '';
    server.use(
      signedInAs(['support']),
      http.get(admin('/tokens'), () => json({ data: tokens })),
      withCsrf('post', '/tokens', async (request) => {
        const { name } = (await request.json()) as { name: string };
        const created = { id: 'k-2', name, created_at: '2026-11-25T09:00:00Z', last_used_at: null };
        tokens = [...tokens, created];
        return json({ ...created, token: 'hws_secret_shown_once' }, 201);
      }),
      withCsrf('delete', '/tokens/k-1', () => {
        revoked = 'k-1';
        tokens = tokens.filter((token) => token.id !== 'k-1');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/tokens');
    expect(await screen.findByText('ops laptop')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Token name/), 'reconciliation box');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('Service token')).toHaveTextContent(
      'hws_secret_shown_once',
    );
    expect(await screen.findByText('reconciliation box')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke ops laptop' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke "ops laptop"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('ops laptop')).not.toBeInTheDocument());
    expect(revoked).toBe('k-1');
  });
});
