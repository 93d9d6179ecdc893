import { apiPaths } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { transactionPages, transferSummaries } from '@/testing/transfer-fixtures';

const slow = { timeout: 5000 };

/** What the browser was handed to save: the link's file name and the file's body. */
let saved: { name: string; href: string }[] = [];
const bodies = new Map<string, Blob>();

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and does not save files: the link's click is what is checked.
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:statement-${(next += 1)}`;
    bodies.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => vi.restoreAllMocks());

const local = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function statementApi(answer?: () => Response) {
  const requests: URLSearchParams[] = [];
  server.use(
    signedIn(onboardedCustomer()),
    transactionPages([transferSummaries(1)]).handler,
    http.get(url(apiPaths.statements), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      if (answer) return answer();
      return new HttpResponse('type,date\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': `attachment; filename="homeward-statement-${query.get('from')?.slice(0, 7)}.csv"`,
        },
      });
    }),
  );
  return requests;
}

async function openDialog() {
  const { user } = renderApp('/transactions');
  await user.click(await screen.findByRole('button', { name: 'Download statement' }, slow));
  return { user, dialog: screen.getByRole('dialog', { name: 'Download statement' }) };
}

describe('statement dialog', () => {
  it('downloads last month as CSV, in the browser time zone, and says so', async () => {
    const requests = statementApi();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Last month' }));
    await user.click(within(dialog).getByRole('radio', { name: /CSV/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    const last = new Date(today.getFullYear(), today.getMonth(), 0);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      from: local(first),
      to: local(last),
      format: 'csv',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const name = `homeward-statement-${local(first).slice(0, 7)}.csv`;
    expect(saved[0]?.name).toBe(name);
    expect(await bodies.get(saved[0]?.href ?? '')?.text()).toBe('type,date\n');
    expect(within(dialog).getByText(`Downloaded ${name}.`)).toBeInTheDocument();
  });

  it('checks chosen dates before asking, and shows a refusal from the server', async () => {
    let refuse = false;
    const requests = statementApi(() =>
      refuse
        ? HttpResponse.json(
            {
              message: 'A statement covers at most 12 months. Choose a shorter period.',
              errors: { to: ['A statement covers at most 12 months. Choose a shorter period.'] },
            },
            { status: 422 },
          )
        : new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Choose dates' }));
    await user.type(within(dialog).getByLabelText('First day'), '2026-03-10');
    await user.type(within(dialog).getByLabelText('Last day'), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(
      within(dialog).getByText('Choose a last day on or after the first day.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('First day'));
    await user.type(within(dialog).getByLabelText('First day'), '2025-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(within(dialog).getByText('A statement covers at most 12 months.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('First day'));
    await user.type(within(dialog).getByLabelText('First day'), '2026-02-01');
    refuse = true;
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(
      await within(dialog).findByText(
        'A statement covers at most 12 months. Choose a shorter period.',
      ),
    ).toBeInTheDocument();
    expect(Object.fromEntries(requests[0] ?? [])).toMatchObject({
      from: '2026-02-01',
      to: '2026-03-01',
      format: 'pdf',
    });
    expect(saved).toHaveLength(0);

    // Escape closes it, and focus goes back to the button that opened it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download statement' })).toHaveFocus();
  });
});
