import { financeExportKinds } from '@homeward/contract';
import { screen } from '@testing-library/react';
import { signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { monthToDate } from '@/lib/report-period';

const downloadLink = () => screen.getByRole('link', { name: /^Download .* CSV$/ });

describe('finance exports', () => {
  it('offers this month so far, and builds each export’s download for the chosen period', async () => {
    server.use(signedInAs(['finance']));
    const { user } = renderApp('/exports');
    const { from, to } = monthToDate();
    expect(await screen.findByRole('link', { name: 'Download transfers CSV' })).toHaveAttribute(
      'href',
      `/admin/v1/exports/transfers.csv?from=${from}&to=${to}`,
    );
    expect(screen.getByRole('radio', { name: /^Refunds/ })).toHaveAccessibleDescription(
      'Refunds the payment provider confirmed paid back, with the payment and its references.',
    );

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    for (const kind of financeExportKinds) {
      await user.click(screen.getByRole('radio', { name: new RegExp(`^${kind}`, 'i') }));
      expect(downloadLink()).toHaveAccessibleName(`Download ${kind} CSV`);
      expect(downloadLink()).toHaveAttribute(
        'href',
        `/admin/v1/exports/${kind}.csv?from=2026-01-01&to=2026-03-31`,
      );
      expect(downloadLink()).toHaveAttribute('download');
    }
  });

  it('refuses a period the API refuses, with its messages, until it is corrected', async () => {
    server.use(signedInAs(['finance']));
    const { user } = renderApp('/exports');
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');

    await user.clear(from);
    await user.type(from, '2026-05-01');
    await user.clear(to);
    await user.type(to, '2026-04-30');
    expect(to).toHaveAccessibleDescription('The period must end on or after the day it starts.');
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '2025-01-01');
    expect(to).toHaveAccessibleDescription('Ask for at most a year at a time.');
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '2025-04-30');
    expect(downloadLink()).toHaveAttribute(
      'href',
      '/admin/v1/exports/transfers.csv?from=2025-04-30&to=2026-04-30',
    );
  });

  it('is finance’s alone', async () => {
    server.use(signedInAs(['compliance']));
    renderApp('/exports');
    expect(await screen.findByRole('heading', { name: 'Not for your roles' })).toBeInTheDocument();
  });
});
