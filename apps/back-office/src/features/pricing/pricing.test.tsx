import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { admin, json, proposal, signedInAs, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const corridor = {
  id: 3,
  route: 'AU → PH',
  source_currency: 'AUD',
  destination_country: 'PH',
  destination_currency: 'PHP',
  min_send: '10.00',
  max_send: '10000.00',
  margin_percent: '0.80',
  enabled: true,
  methods: [
    {
      method: 'cash_pickup',
      fixed_fee: '6.99',
      percentage_fee: '0.50',
      delivery_minutes: 30,
      enabled: true,
    },
  ],
};

function pricing(roles: ('finance' | 'support')[]) {
  server.use(
    signedInAs(roles),
    http.get(admin('/rates'), () =>
      json({
        data: [
          {
            base: 'AUD',
            quote: 'PHP',
            rate: '37.2000',
            source: 'seed',
            as_of: '2026-11-25T06:00:00Z',
          },
        ],
      }),
    ),
    http.get(admin('/corridors'), () => json({ data: [corridor] })),
  );
  return renderApp('/pricing');
}

describe('pricing', () => {
  it('proposes a rate, checked first, and says a second finance officer must approve', async () => {
    let sent: unknown;
    server.use(
      withCsrf('post', '/proposals', async (request) => {
        sent = await request.json();
        return json(proposal(), 201);
      }),
    );
    const { user } = pricing(['finance']);
    await user.click(await screen.findByRole('button', { name: 'Propose a new AUD to PHP rate' }));
    const dialog = screen.getByRole('dialog', { name: 'New AUD → PHP rate' });
    await user.type(within(dialog).getByLabelText('Rate'), '37,41');
    await user.click(within(dialog).getByRole('button', { name: 'Propose change' }));
    expect(
      await within(dialog).findByText('Enter the rate as a number, like 38.2145.'),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.clear(within(dialog).getByLabelText('Rate'));
    await user.type(within(dialog).getByLabelText('Rate'), '37.41');
    await user.click(within(dialog).getByRole('button', { name: 'Propose change' }));
    expect(
      await screen.findByText('Proposed: takes effect when another finance officer approves.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ kind: 'rate', change: { base: 'AUD', quote: 'PHP', rate: '37.41' } });
  });

  it('proposes a fee change with only the values filled in', async () => {
    let sent: unknown;
    server.use(
      withCsrf('post', '/proposals', async (request) => {
        sent = await request.json();
        return json(proposal({ kind: 'fee' }), 201);
      }),
    );
    const { user } = pricing(['finance']);
    await user.click(
      await screen.findByRole('button', { name: 'Propose a cash pickup fee change on AU → PH' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Fixed fee'), '5.99');
    await user.selectOptions(within(dialog).getByLabelText('Offered'), 'off');
    await user.click(within(dialog).getByRole('button', { name: 'Propose change' }));
    await screen.findByText('Proposed: takes effect when another finance officer approves.');
    expect(sent).toEqual({
      kind: 'fee',
      change: { corridor_id: 3, method: 'cash_pickup', fixed_fee: '5.99', enabled: false },
    });
  });

  it('shows support the prices without the means to change them', async () => {
    pricing(['support']);
    expect(await screen.findByText('37.2000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Propose/ })).not.toBeInTheDocument();
  });
});
