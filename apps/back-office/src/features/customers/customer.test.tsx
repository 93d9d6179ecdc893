import type { AdminCustomer, CustomerRisk, RiskRating } from '@homeward/contract';
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

const computed = (overrides: Partial<RiskRating> = {}): RiskRating => ({
  id: 'r-1',
  level: 'high',
  factors: [
    {
      code: 'high_risk_nationality',
      points: 50,
      explanation: 'Is a national of IR, a country on the high-risk list.',
    },
  ],
  source: 'computed',
  staff: null,
  reason: null,
  created_at: '2026-11-20T09:00:00Z',
  ...overrides,
});
const lowRisk: CustomerRisk = {
  effective: computed({ level: 'low', factors: [] }),
  computed: computed({ level: 'low', factors: [] }),
  limits_lowered: false,
  history: [computed({ level: 'low', factors: [] })],
};
const highRisk: CustomerRisk = {
  effective: computed(),
  computed: computed(),
  limits_lowered: true,
  history: [computed(), computed({ id: 'r-0', level: 'low', factors: [] })],
};

describe('a customer page', () => {
  it('shows the record, adds a note and blocks with a reason', async () => {
    let note: unknown;
    let block: unknown;
    server.use(
      signedInAs(['compliance']),
      http.get(admin('/customers/cus-1'), () => json(customer())),
      http.get(admin('/customers/cus-1/risk'), () => json(lowRisk)),
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

  it('shows compliance the risk rating with its factors and history, and records an override with a reason', async () => {
    let override: unknown;
    server.use(
      signedInAs(['compliance']),
      http.get(admin('/customers/cus-1'), () => json(customer())),
      http.get(admin('/customers/cus-1/risk'), () => json(highRisk)),
      withCsrf('post', '/customers/cus-1/risk', async (request) => {
        override = await request.json();
        const body = override as { level: 'low'; reason: string };
        if (body.reason === 'Reason the server refuses.') {
          return json(
            { message: 'Invalid.', errors: { reason: ['The server says no to this reason.'] } },
            422,
          );
        }
        const officer = computed({
          id: 'r-2',
          level: body.level,
          factors: [],
          source: 'officer',
          staff: 'ana@homeward.test',
          reason: body.reason,
          created_at: '2026-11-25T09:00:00Z',
        });
        return json({
          ...highRisk,
          effective: officer,
          limits_lowered: false,
          history: [officer, ...highRisk.history],
        });
      }),
    );
    const { user } = renderApp('/customers/cus-1');
    const card = within(await screen.findByRole('region', { name: 'Risk rating' }));
    expect(await card.findAllByText('High risk')).not.toHaveLength(0);
    expect(
      card.getAllByText(/Is a national of IR, a country on the high-risk list\./),
    ).not.toHaveLength(0);
    expect(
      card.getByText(/Limits are lowered until a source of funds is approved/),
    ).toBeInTheDocument();
    const history = card.getByRole('table', { name: 'Rating history' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);

    // The reason is required, here as on the server.
    await user.selectOptions(card.getByLabelText('Rating'), 'low');
    await user.click(card.getByRole('button', { name: 'Record rating' }));
    expect(
      await card.findByText(
        'Give the reason for the rating in a sentence (at least 10 characters).',
      ),
    ).toBeInTheDocument();
    expect(override).toBeUndefined();

    await user.type(card.getByLabelText('Reason'), 'Reason the server refuses.');
    await user.click(card.getByRole('button', { name: 'Record rating' }));
    expect(await card.findByText('The server says no to this reason.')).toBeInTheDocument();

    await user.clear(card.getByLabelText('Reason'));
    await user.type(card.getByLabelText('Reason'), 'Salary confirmed by the employer.');
    await user.click(card.getByRole('button', { name: 'Record rating' }));
    expect(await card.findByText('The rating is recorded.')).toBeInTheDocument();
    expect(override).toEqual({ level: 'low', reason: 'Salary confirmed by the employer.' });
    expect(card.getByText(/Set by ana@homeward.test/)).toBeInTheDocument();
    expect(card.queryByText(/Limits are lowered/)).not.toBeInTheDocument();
    expect(
      within(card.getByRole('table', { name: 'Rating history' })).getAllByRole('row'),
    ).toHaveLength(4);
  });

  it('hides the rating from support, who cannot read it', async () => {
    server.use(
      signedInAs(['support']),
      http.get(admin('/customers/cus-1'), () => json(customer())),
    );
    renderApp('/customers/cus-1');
    await screen.findByRole('heading', { name: 'Maria Santos', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Risk rating' })).not.toBeInTheDocument();
  });
});
