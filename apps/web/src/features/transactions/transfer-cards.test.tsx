import { apiPaths } from '@homeward/contract';
import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { url } from '@/testing/handlers';
import { server } from '@/testing/server';
import { juan, transactionPages, transferId, transferSummaries } from '@/testing/transfer-fixtures';
import { RecentTransfers } from './components/recent-transfers';
import { RecipientTransfers } from './components/recipient-transfers';

/** Renders a card on its own, as the pages that host it would. */
function renderCard(card: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: card }]);
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user };
}

describe('recent transfers (dashboard)', () => {
  it('shows the last five and links to all of them', async () => {
    const pages = transactionPages([transferSummaries(5)]);
    server.use(pages.handler);
    renderCard(<RecentTransfers />);
    const card = screen.getByRole('region', { name: 'Recent transfers' });
    const list = await within(card).findByRole('list', { name: 'Recent transfers' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/transaction/${transferId(1)}`,
    );
    expect(pages.requests[0]?.toString()).toBe('limit=5');
    expect(within(card).getByRole('link', { name: 'See all transfers' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    expect(within(card).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says where transfers will show when there are none', async () => {
    server.use(transactionPages([[]]).handler);
    renderCard(<RecentTransfers />);
    expect(await screen.findByText('Your transfers will show here.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all transfers' })).not.toBeInTheDocument();
  });

  it('offers to try again when they cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(url(apiPaths.transactions), () =>
        fail
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json({ data: transferSummaries(2), next_cursor: null }),
      ),
    );
    const { user } = renderCard(<RecentTransfers />);
    expect(await screen.findByText('We could not load your transfers.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Recent transfers' })).toBeInTheDocument();
  });
});

describe("a recipient's transfers", () => {
  it('lists transfers to that recipient, a page at a time', async () => {
    const pages = transactionPages([transferSummaries(2, 1), transferSummaries(1, 3)]);
    server.use(pages.handler);
    const { user } = renderCard(<RecipientTransfers recipientId={juan.id} recipientName="Juan" />);
    const list = await screen.findByRole('list', { name: 'Transfers to Juan' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(pages.requests[0]?.get('recipient_id')).toBe(juan.id);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(pages.requests[1]?.get('recipient_id')).toBe(juan.id);
    expect(pages.requests[1]?.get('cursor')).toBe('cursor-0');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when nothing was sent to them yet', async () => {
    server.use(transactionPages([[]]).handler);
    renderCard(<RecipientTransfers recipientId={juan.id} recipientName="Juan" />);
    // The name is its own <bdi translate="no"> inside the sentence: match the paragraph's text.
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'No transfers to Juan yet.',
      ),
    ).toBeInTheDocument();
  });

  it('says "them" without a name', async () => {
    server.use(transactionPages([[]]).handler);
    renderCard(<RecipientTransfers recipientId={juan.id} />);
    expect(await screen.findByText('No transfers to them yet.')).toBeInTheDocument();
  });
});
