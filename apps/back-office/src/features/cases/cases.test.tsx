import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { admin, caseSummary, json, signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('cases list', () => {
  it('shows the open cases by default, in the officer’s words', async () => {
    const asked: string[] = [];
    server.use(
      signedInAs(['compliance']),
      http.get(admin('/cases'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status') ?? '');
        return json({ data: [caseSummary()] });
      }),
    );
    renderApp('/cases');
    const table = await screen.findByRole('table', { name: 'Cases' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'C-1042' })).toHaveAttribute(
      'href',
      '/back-office/cases/case-1',
    );
    expect(within(row).getByText('Ali Hassan Mahmoud')).toBeInTheDocument();
    expect(within(row).getByText('Recipient')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'HW-100234 · Maria Santos' })).toHaveAttribute(
      'href',
      '/back-office/customers/cus-1',
    );
    expect(within(row).getByText('93%')).toBeInTheDocument();
    expect(within(row).getByText('Recipient saved')).toBeInTheDocument();
    expect(asked).toEqual(['open']);
  });

  it('filters by status, showing when each case was decided', async () => {
    server.use(
      signedInAs(['compliance']),
      http.get(admin('/cases'), ({ request }) =>
        new URL(request.url).searchParams.get('status') === 'cleared'
          ? json({
              data: [
                caseSummary({
                  status: 'cleared',
                  trigger: 'list_changed',
                  subject_type: 'customer',
                  decided_at: '2026-11-25T09:00:00Z',
                }),
              ],
            })
          : json({ data: [] }),
      ),
    );
    const { user, router } = renderApp('/cases');
    expect(await screen.findByText('No screening hit is waiting for a decision.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Show'), 'Cleared as false positive');
    expect(await screen.findByText('A sanctions list changed')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Decided' })).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Customer')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=cleared');
  });
});
