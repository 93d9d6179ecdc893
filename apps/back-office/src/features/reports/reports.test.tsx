import type { IftiOverview, RegulatorReport } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import {
  admin,
  json,
  regulatorReport,
  reportingDay,
  signedInAs,
  withCsrf,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { formatCalendarDate as day } from '@/lib/format';
import { last30Days, periodQuery } from '@/lib/report-period';

/** The mock API's IFTI overview, changed by the test's POST handlers as the real one would be. */
function iftiApi(overview: IftiOverview) {
  const asked: string[] = [];
  server.use(
    signedInAs(['compliance']),
    http.get(admin('/reports/ifti'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return json(overview);
    }),
  );
  return asked;
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1) as HTMLElement[];

describe('IFTI reports', () => {
  it('lists the last 30 days, overdue and soon-due days first, overdue ones flagged', async () => {
    const asked = iftiApi({
      days: [
        reportingDay({ day: '2026-11-24', deadline: '2026-12-08', business_days_left: 9 }),
        reportingDay({
          day: '2026-11-18',
          reported: 3,
          submitted: 3,
          deadline: '2026-12-02',
          business_days_left: 5,
        }),
        reportingDay({ day: '2026-11-10', deadline: '2026-11-24', business_days_left: 1 }),
        reportingDay({
          day: '2026-11-02',
          reported: 3,
          submitted: 1,
          deadline: '2026-11-16',
          business_days_left: -6,
          overdue: true,
        }),
      ],
      reports: [],
    });
    renderApp('/reports');
    expect(await screen.findByRole('table', { name: 'Reporting days' })).toBeInTheDocument();
    expect(asked).toEqual([periodQuery(last30Days())]);

    const rows = rowsOf('Reporting days');
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      day('2026-11-02'),
      day('2026-11-10'),
      day('2026-11-24'),
      day('2026-11-18'),
    ]);
    const [overdue, soon, later, done] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(overdue).getByText('Overdue')).toHaveClass('text-danger');
    expect(overdue).toHaveClass('bg-danger-soft/40');
    expect(within(overdue).getByText(day('2026-11-16'))).toBeInTheDocument();
    expect(within(overdue).getByText('All in a report')).toBeInTheDocument();
    expect(within(soon).getByText('1 business day left')).toBeInTheDocument();
    expect(within(later).getByText('9 business days left')).toBeInTheDocument();
    expect(within(done).getByText('Submitted')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 day’s transfers are not all submitted to AUSTRAC by their deadline.',
    );
    expect(screen.getByText('No report generated in this period')).toBeInTheDocument();
  });

  it('asks for another period, and refuses one the API would refuse with its message', async () => {
    const asked = iftiApi({ days: [], reports: [] });
    const { user, router } = renderApp('/reports?from=2026-11-01&to=2026-11-25');
    expect(await screen.findByText('Nothing to report')).toBeInTheDocument();
    expect(asked).toEqual(['?from=2026-11-01&to=2026-11-25']);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('The period must end on or after the day it starts.'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(1);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-10-01&to=2026-11-25'));
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-11-25');
    expect(
      screen.queryByText('The period must end on or after the day it starts.'),
    ).not.toBeInTheDocument();
  });

  it('generates a day’s report and shows the new file to download', async () => {
    const overview: IftiOverview = { days: [reportingDay()], reports: [] };
    iftiApi(overview);
    const sent: unknown[] = [];
    const created = regulatorReport({
      id: 'rep-9',
      day: '2026-11-20',
      transfer_count: 3,
      file_name: 'IFTI-DRA-100000000-20261120-01.xml',
      generated_by: 'staff:ana@homeward.test',
    });
    server.use(
      withCsrf('post', '/reports/ifti', async (request) => {
        sent.push(await request.json());
        overview.days = [reportingDay({ reported: 3 })];
        overview.reports = [created];
        return json(created, 201);
      }),
    );
    const { user } = renderApp('/reports');
    await user.click(
      await screen.findByRole('button', { name: `Generate report for ${day('2026-11-20')}` }),
    );
    const outcome = (
      await screen.findByText('IFTI-DRA-100000000-20261120-01.xml generated')
    ).closest('[role="status"]') as HTMLElement;
    expect(sent).toEqual([{ day: '2026-11-20' }]);
    expect(outcome).toHaveTextContent(`3 transfers sent on ${day('2026-11-20')}`);
    expect(
      within(outcome).getByRole('link', { name: 'Download IFTI-DRA-100000000-20261120-01.xml' }),
    ).toHaveAttribute('href', '/admin/v1/reports/rep-9/file');

    const files = await screen.findByRole('table', { name: 'Reports' });
    const [row] = within(files).getAllByRole('row').slice(1) as [HTMLElement];
    expect(within(row).getByText('IFTI-DRA-100000000-20261120-01.xml')).toBeInTheDocument();
    expect(within(row).getByText('3 transfers')).toBeInTheDocument();
    expect(within(row).getByText('ana@homeward.test')).toBeInTheDocument();
    expect(within(row).getByText('Not submitted')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Download IFTI-DRA-100000000-20261120-01.xml' }),
    ).toHaveAttribute('href', '/admin/v1/reports/rep-9/file');
    expect(screen.getByText('All in a report')).toBeInTheDocument();
  });

  it('shows the API’s reason when there is nothing new to generate', async () => {
    iftiApi({ days: [reportingDay({ reported: 1 })], reports: [] });
    server.use(
      withCsrf('post', '/reports/ifti', () =>
        json(
          {
            message:
              'Every transfer sent on 2026-11-20 is already in a report: nothing new to generate.',
            reports: ['rep-1'],
          },
          409,
        ),
      ),
    );
    const { user } = renderApp('/reports');
    await user.click(
      await screen.findByRole('button', { name: `Generate report for ${day('2026-11-20')}` }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No report generated');
    expect(alert).toHaveTextContent(
      'Every transfer sent on 2026-11-20 is already in a report: nothing new to generate.',
    );
  });

  it('shows the API’s reason when the day cannot be reported yet', async () => {
    iftiApi({ days: [reportingDay({ day: '2026-11-25' })], reports: [] });
    server.use(
      withCsrf('post', '/reports/ifti', () =>
        json(
          {
            message: '2026-11-25 is not over yet in Australia/Sydney.',
            errors: { day: ['2026-11-25 is not over yet in Australia/Sydney.'] },
          },
          422,
        ),
      ),
    );
    const { user } = renderApp('/reports');
    await user.click(
      await screen.findByRole('button', { name: `Generate report for ${day('2026-11-25')}` }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2026-11-25 is not over yet in Australia/Sydney.',
    );
  });

  it('links each file and records AUSTRAC’s receipt once', async () => {
    const report = regulatorReport();
    const overview: IftiOverview = {
      days: [reportingDay({ day: '2026-11-18', reported: 2 })],
      reports: [
        report,
        regulatorReport({
          id: 'rep-0',
          day: '2026-11-17',
          file_name: 'IFTI-DRA-100000000-20261117-01.xml',
          status: 'submitted',
          receipt: 'AO-2026-0007',
          submitted_by: 'staff:li@homeward.test',
          submitted_at: '2026-11-18T23:00:00Z',
        }),
      ],
    };
    iftiApi(overview);
    const receipts: unknown[] = [];
    server.use(
      withCsrf('post', '/reports/rep-1/submitted', async (request) => {
        receipts.push(await request.json());
        const submitted: RegulatorReport = {
          ...report,
          status: 'submitted',
          receipt: 'AO-2026-0001',
          submitted_by: 'staff:ana@homeward.test',
          submitted_at: '2026-11-25T08:00:00Z',
        };
        overview.reports = [submitted, ...overview.reports.slice(1)];
        return json(submitted);
      }),
    );
    const { user } = renderApp('/reports');
    expect(
      await screen.findByRole('link', { name: 'Download IFTI-DRA-100000000-20261118-01.xml' }),
    ).toHaveAttribute('href', '/admin/v1/reports/rep-1/file');
    expect(
      screen.getByRole('link', { name: 'Download IFTI-DRA-100000000-20261117-01.xml' }),
    ).toHaveAttribute('href', '/admin/v1/reports/rep-0/file');
    const [pending, lodged] = rowsOf('Reports') as [HTMLElement, HTMLElement];
    expect(within(pending).getByText('the daily job')).toBeInTheDocument();
    expect(within(lodged).getByText('AO-2026-0007')).toBeInTheDocument();
    expect(within(lodged).getByText(/li@homeward\.test/)).toBeInTheDocument();
    expect(within(lodged).queryByRole('button')).not.toBeInTheDocument();

    await user.click(
      within(pending).getByRole('button', {
        name: 'Mark IFTI-DRA-100000000-20261118-01.xml as submitted',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark as submitted' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as submitted' }));
    expect(
      await within(dialog).findByText('Give the receipt reference AUSTRAC Online gave the file.'),
    ).toBeInTheDocument();
    expect(receipts).toEqual([]);

    await user.type(within(dialog).getByLabelText('AUSTRAC receipt reference'), ' AO-2026-0001 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as submitted' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(receipts).toEqual([{ receipt: 'AO-2026-0001' }]);
    const row = (await screen.findByText('AO-2026-0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/ana@homeward\.test/)).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the API’s refusal when another officer recorded the receipt first', async () => {
    iftiApi({
      days: [reportingDay({ day: '2026-11-18', reported: 2 })],
      reports: [regulatorReport()],
    });
    server.use(
      withCsrf('post', '/reports/rep-1/submitted', () =>
        json(
          {
            message:
              'IFTI-DRA-100000000-20261118-01.xml was already marked submitted by staff:li@homeward.test (receipt AO-2026-0001).',
          },
          409,
        ),
      ),
    );
    const { user } = renderApp('/reports');
    await user.click(
      await screen.findByRole('button', {
        name: 'Mark IFTI-DRA-100000000-20261118-01.xml as submitted',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark as submitted' });
    await user.type(within(dialog).getByLabelText('AUSTRAC receipt reference'), 'AO-2');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as submitted' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'IFTI-DRA-100000000-20261118-01.xml was already marked submitted by staff:li@homeward.test (receipt AO-2026-0001).',
    );
  });

  it('lets finance neither see nor open the reports', async () => {
    server.use(signedInAs(['finance']));
    renderApp('/reports');
    expect(await screen.findByRole('heading', { name: 'Not for your roles' })).toBeInTheDocument();
  });
});
