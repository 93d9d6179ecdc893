import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { admin, json, signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('audit log', () => {
  it('filters the entries and exports the same filter as CSV', async () => {
    const queries: string[] = [];
    server.use(
      signedInAs(['admin']),
      http.get(admin('/audit'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return json({
          data: [
            {
              id: 'a-1',
              at: '2026-11-25T08:00:00Z',
              staff_email: 'ana@homeward.test',
              roles: ['compliance'],
              action: 'document.approve',
              target_type: 'document',
              target_id: 'doc-1',
              before: { status: 'pending' },
              after: { status: 'approved' },
              ip: '198.51.100.7',
            },
          ],
        });
      }),
    );
    const { user } = renderApp('/audit');
    expect(await screen.findByText('document.approve')).toBeInTheDocument();
    expect(screen.getByText('{"status":"approved"}')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/admin/v1/audit.csv',
    );

    await user.type(screen.getByLabelText('Staff email'), 'ana@homeward.test');
    await user.type(screen.getByLabelText('Action'), 'document.approve');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(queries.at(-1)).toBe('?staff=ana%40homeward.test&action=document.approve'),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/admin/v1/audit.csv?staff=ana%40homeward.test&action=document.approve',
    );
    expect(await screen.findByText('document.approve')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
