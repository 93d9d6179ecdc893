import type { AdminSupportRequest, StaffRole } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { admin, json, signedInAs, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const open: AdminSupportRequest = {
  id: 'req-1',
  topic: 'cancellation',
  topic_title: 'Cancelling and refunds',
  status: 'open',
  status_title: 'Waiting for our answer',
  customer: { id: 'cus-1', email: 'maria@example.com', name: 'Maria Santos' },
  transfer: { id: 'tr-1', tracking_number: 'HW25-0000123' },
  preview: 'Can I still cancel this transfer?',
  messages: [
    {
      id: 'm1',
      from: 'customer',
      body: 'Can I still cancel this transfer?',
      created_at: '2026-11-25T08:00:00Z',
      staff_email: null,
    },
  ],
  created_at: '2026-11-25T08:00:00Z',
  updated_at: '2026-11-25T08:00:00Z',
};
const { messages: _, ...summary } = open;

describe('the Support list', () => {
  it('shows open requests with their customer and transfer linked', async () => {
    const asked: string[] = [];
    server.use(
      signedInAs(['support']),
      http.get(admin('/support-requests'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status') ?? '');
        return json([summary]);
      }),
    );
    renderApp('/support');
    const table = await screen.findByRole('table', { name: 'Support requests' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Cancelling and refunds' })).toHaveAttribute(
      'href',
      '/back-office/support/req-1',
    );
    expect(within(row).getByRole('link', { name: 'Maria Santos' })).toHaveAttribute(
      'href',
      '/back-office/customers/cus-1',
    );
    expect(within(row).getByRole('link', { name: 'HW25-0000123' })).toHaveAttribute(
      'href',
      '/back-office/transfers/tr-1',
    );
    expect(within(row).getByText('Waiting for our answer')).toBeInTheDocument();
    expect(asked).toEqual(['open']);
  });
});

function requestPage(roles: StaffRole[], replies: unknown[] = []) {
  server.use(
    signedInAs(roles),
    http.get(admin('/support-requests/req-1'), () => json(open)),
    withCsrf('post', '/support-requests/req-1/replies', async (request) => {
      const body = (await request.json()) as { message: string };
      replies.push(body);
      return json({
        ...open,
        status: 'answered',
        status_title: 'Answered',
        messages: [
          ...open.messages,
          {
            id: 'm2',
            from: 'support',
            body: body.message,
            created_at: '2026-11-25T09:00:00Z',
            staff_email: 'ana@homeward.test',
          },
        ],
      });
    }),
  );
  return renderApp('/support/req-1');
}

describe('a support request', () => {
  it('shows the thread and sends support’s reply, which answers it', async () => {
    const replies: unknown[] = [];
    const { user } = requestPage(['support'], replies);
    expect(await screen.findByRole('heading', { name: 'Cancelling and refunds' })).toBeVisible();
    const thread = screen.getByRole('region', { name: 'Thread' });
    expect(within(thread).getByText('Can I still cancel this transfer?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write the reply.')).toBeInTheDocument();
    expect(replies).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Yes, from its page.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent; the request is answered.')).toBeInTheDocument();
    expect(replies).toEqual([{ message: 'Yes, from its page.', in_reply_to: 'm1' }]);
    expect(within(thread).getByText('Yes, from its page.')).toBeInTheDocument();
    expect(within(thread).getByText(/Support \(ana@homeward.test\)/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Request' })).toHaveTextContent('Answered');
  });

  it('lets compliance read it, without a reply form', async () => {
    requestPage(['compliance']);
    expect(await screen.findByRole('heading', { name: 'Cancelling and refunds' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });
});
