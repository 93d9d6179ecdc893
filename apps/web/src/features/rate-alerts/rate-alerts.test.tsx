import { apiPaths, type CreateRateAlert, type RateAlert } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { indiaCorridor, philippinesCorridor } from '@/testing/quote-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The first screen of a test waits for lazy route code, slow on a loaded machine. */
const slow = { timeout: 5000 };

function makeAlert(overrides: Partial<RateAlert> = {}): RateAlert {
  return {
    id: 'alert-1',
    corridor: {
      id: philippinesCorridor.id,
      source_currency: 'AUD',
      destination_currency: 'PHP',
      destination_country: { iso2_alpha: 'PH', common_name: 'Philippines' },
      open: true,
    },
    target_rate: '36.5',
    current_rate: '35.8',
    reached: false,
    last_notified_on: null,
    created_at: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

/** The API's alerts, kept between calls so an add or a removal is what the next read sees. */
function alertsApi(initial: RateAlert[] = [], answer?: (body: CreateRateAlert) => Response) {
  let current = initial;
  const created: CreateRateAlert[] = [];
  const removed: string[] = [];
  server.use(
    signedIn(onboardedCustomer()),
    http.get(url(apiPaths.rateAlerts), () => HttpResponse.json({ data: current, limit: 10 })),
    http.post(url(apiPaths.rateAlerts), async ({ request }) => {
      const body = (await request.json()) as CreateRateAlert;
      created.push(body);
      if (answer) return answer(body);
      const alert = makeAlert({ id: `alert-${created.length + 1}`, target_rate: body.target_rate });
      current = [...current, alert];
      return HttpResponse.json(alert, { status: 201 });
    }),
    http.delete(url(`${apiPaths.rateAlerts}/:id`), async ({ params }) => {
      await delay(20);
      removed.push(String(params.id));
      current = current.filter((alert) => alert.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { created, removed };
}

describe('the rate alerts page', () => {
  it('lists each alert with today’s rate beside the target, and says when one was reached', async () => {
    alertsApi([
      makeAlert(),
      makeAlert({
        id: 'alert-2',
        target_rate: '35',
        reached: true,
        last_notified_on: '2026-11-25',
      }),
      makeAlert({
        id: 'alert-3',
        corridor: { ...makeAlert().corridor, open: false },
        current_rate: null,
      }),
    ]);
    renderApp('/rate-alerts');
    expect(
      await screen.findByRole('heading', { name: 'Rate alerts', level: 1 }, slow),
    ).toBeVisible();
    const items = within(
      await screen.findByRole('list', { name: 'Your rate alerts' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('When 1 AUD = 36.5 PHP or more');
    expect(items[0]).toHaveTextContent('Today: 1 AUD = 35.8 PHP');
    expect(items[0]).not.toHaveTextContent('Reached');
    expect(items[1]).toHaveTextContent(/Reached: we told you on .*25.*2026/);
    expect(items[2]).toHaveTextContent('We are not sending there right now');
  });

  it('says when there are none, and adds one: the list shows it', async () => {
    const api = alertsApi();
    const { user } = renderApp('/rate-alerts');
    expect(await screen.findByText('No rate alerts yet', undefined, slow)).toBeVisible();
    // The form comes with the corridors, which may answer after the list.
    await user.selectOptions(
      await screen.findByLabelText('Send to', undefined, slow),
      String(indiaCorridor.id),
    );
    await user.type(screen.getByLabelText('Tell me when 1 AUD gets'), '36.5');
    await user.click(screen.getByRole('button', { name: 'Set the alert' }));
    expect(
      await screen.findByText(/We will tell you when 1 AUD gets 36.5 PHP or more/),
    ).toBeVisible();
    expect(api.created).toEqual([{ corridor_id: indiaCorridor.id, target_rate: '36.5' }]);
    expect(await screen.findByRole('list', { name: 'Your rate alerts' })).toHaveTextContent(
      'When 1 AUD = 36.5 PHP or more',
    );
  });

  it('shows the server’s reason under the rate, and keeps what was typed', async () => {
    alertsApi([], () =>
      HttpResponse.json(
        {
          message: 'Choose a rate between 17.9 and 53.7.',
          errors: {
            target_rate: ["Choose a rate between 17.9 and 53.7: today's rate is 35.8 PHP."],
          },
        },
        { status: 422 },
      ),
    );
    const { user } = renderApp('/rate-alerts');
    const field = await screen.findByLabelText('Tell me when 1 AUD gets', undefined, slow);
    await user.type(field, '99');
    await user.click(screen.getByRole('button', { name: 'Set the alert' }));
    expect(await screen.findByText(/Choose a rate between 17.9 and 53.7/)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('99');
  });

  it('is filled in from the calculator’s corridor and rate', async () => {
    alertsApi();
    renderApp(`/rate-alerts?corridor=${indiaCorridor.id}&rate=63.33`);
    expect(await screen.findByLabelText('Tell me when 1 AUD gets', undefined, slow)).toHaveValue(
      '63.33',
    );
    expect(screen.getByLabelText('Send to')).toHaveValue(String(indiaCorridor.id));
  });

  it('removes an alert only after the customer confirms', async () => {
    const api = alertsApi([makeAlert()]);
    const { user } = renderApp('/rate-alerts');
    const remove = await screen.findByRole(
      'button',
      { name: 'Remove the alert for AUD to Philippines at 36.5 PHP' },
      slow,
    );
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this rate alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.removed).toEqual([]);
    await user.click(remove);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove alert' }),
    );
    expect(await screen.findByText('No rate alerts yet')).toBeVisible();
    expect(api.removed).toEqual(['alert-1']);
  });

  it('says when the alerts cannot be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      signedIn(onboardedCustomer()),
      http.get(url(apiPaths.rateAlerts), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Down.' }, { status: 500 })
          : HttpResponse.json({ data: [], limit: 10 });
      }),
    );
    const { user } = renderApp('/rate-alerts');
    expect(
      await screen.findByText('We could not load your rate alerts.', undefined, slow),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No rate alerts yet')).toBeVisible());
  });
});

describe('the dashboard calculator', () => {
  it('offers a rate alert for the corridor and rate it shows', async () => {
    server.use(signedIn(onboardedCustomer()));
    renderApp('/dashboard');
    const link = await screen.findByRole('link', { name: 'Set a rate alert' }, slow);
    expect(link).toHaveAttribute(
      'href',
      `/rate-alerts?corridor=${philippinesCorridor.id}&rate=35.80`,
    );
  });
});
