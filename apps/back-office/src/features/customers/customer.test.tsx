import type { AdminCustomer } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  admin,
  heldTransfer,
  identityDocument,
  json,
  signedInAs,
  withCsrf,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const customer = (overrides: Partial<AdminCustomer> = {}): AdminCustomer => ({
  id: 'cus-1',
  email: 'maria@example.com',
  name: 'Maria Santos',
  phone: '+61 412 345 678',
  blocked: false,
  created_at: '2026-01-10T10:00:00Z',
  birth_date: '1990-05-01',
  nationality: 'Philippines',
  country: 'Australia',
  address: '12 Smith Street, Fitzroy VIC 3065',
  attributes: [{ title: 'Occupation', value: 'Registered nurse' }],
  tier: 'Tier 2',
  limits: { currency: 'AUD', used_30_days: '9750.00', limit_30_days: '50000.00' },
  documents: [identityDocument()],
  transfers: [heldTransfer()],
  recipients: [],
  devices: [],
  security_events: [],
  notes: [],
  ...overrides,
});

describe('a customer page', () => {
  it('shows the record, adds a note and blocks with a reason', async () => {
    let note: unknown;
    let block: unknown;
    server.use(
      signedInAs(['compliance']),
      http.get(admin('/customers/cus-1'), () => json(customer())),
      withCsrf('post', '/customers/cus-1/notes', async (request) => {
        note = await request.json();
        return json(
          {
            id: 'n-1',
            body: 'Asked for payslips.',
            author: 'ana@homeward.test',
            created_at: '2026-11-25T09:00:00Z',
          },
          201,
        );
      }),
      withCsrf('post', '/customers/cus-1/block', async (request) => {
        block = await request.json();
        return json(customer({ blocked: true }));
      }),
    );
    const { user } = renderApp('/customers/cus-1');
    await screen.findByRole('heading', { name: 'Maria Santos', level: 1 });
    expect(screen.getByText('50,000.00 AUD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passport' })).toHaveAttribute(
      'href',
      '/back-office/documents/doc-1',
    );
    expect(screen.getByRole('link', { name: 'HW-7Q2K-9LMX' })).toHaveAttribute(
      'href',
      '/back-office/transfers/tr-1',
    );
    expect(screen.getByText('No recipients saved')).toBeInTheDocument();
    // Support's action is not compliance's.
    expect(
      screen.queryByRole('button', { name: 'Resend verification mail' }),
    ).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New note'), 'Asked for payslips.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(note).toEqual({ body: 'Asked for payslips.' }));

    await user.click(screen.getByRole('button', { name: 'Block customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this customer?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Identity fraud suspected.');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock customer' })).toBeInTheDocument();
    expect(block).toEqual({ reason: 'Identity fraud suspected.' });
  });

  it('lets support resend the verification mail, without blocking', async () => {
    server.use(
      signedInAs(['support']),
      http.get(admin('/customers/cus-1'), () => json(customer())),
      withCsrf(
        'post',
        '/customers/cus-1/resend-verification',
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const { user } = renderApp('/customers/cus-1');
    await user.click(await screen.findByRole('button', { name: 'Resend verification mail' }));
    expect(await screen.findByText('The verification mail is on its way.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block customer' })).not.toBeInTheDocument();
  });
});
