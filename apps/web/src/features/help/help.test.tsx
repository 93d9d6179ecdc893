import { apiPaths, refundTimeFrame, type SupportRequest } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { companyDetails, makeCustomer } from '@/testing/fixtures';
import { signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeTransferSummary, transferId } from '@/testing/transfer-fixtures';

const transfer = makeTransferSummary({ id: transferId(7) });

const request = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  id: '0190c000-0000-7000-8000-000000000001',
  topic: 'delivery',
  topic_title: 'When the money arrives',
  status: 'open',
  status_title: 'Waiting for our answer',
  transfer: null,
  messages: [
    {
      id: 'm1',
      from: 'customer',
      body: 'Where is my money?',
      created_at: '2025-03-12T03:00:00.000Z',
    },
  ],
  created_at: '2025-03-12T03:00:00.000Z',
  updated_at: '2025-03-12T03:00:00.000Z',
  ...overrides,
});

/** The Help page's reads; `posted` collects the contact form's posts with their keys. */
function helpPage(
  existing: SupportRequest[] = [],
  posted: { body: unknown; key: string | null }[] = [],
) {
  server.use(
    signedIn(makeCustomer()),
    http.get(url(apiPaths.transactions), () =>
      HttpResponse.json({ data: [transfer], next_cursor: null }),
    ),
    http.get(url(apiPaths.supportRequests), () => HttpResponse.json(existing)),
    http.post(url(apiPaths.supportRequests), async ({ request: sent }) => {
      const body = (await sent.json()) as { topic: 'delivery'; transfer_id: string | null };
      posted.push({ body, key: sent.headers.get('idempotency-key') });
      return HttpResponse.json(
        request({
          id: '0190c000-0000-7000-8000-000000000009',
          transfer: body.transfer_id
            ? { id: body.transfer_id, tracking_number: transfer.tracking_number }
            : null,
        }),
        { status: 201 },
      );
    }),
  );
  return renderApp('/help');
}

describe('the Help page', () => {
  it('is in the navigation and answers the common questions from live data', async () => {
    const { user } = helpPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');

    const questions = screen.getByRole('region', { name: 'Common questions' });
    for (const title of [
      'What does a transfer cost, and what rate do I get?',
      'When will the money arrive?',
      'How much can I send?',
      'Why do you verify my identity, and how?',
      'Can I cancel a transfer and get a refund?',
      'How do I make a complaint?',
    ]) {
      expect(within(questions).getByText(title)).toBeInTheDocument();
    }
    // The fees come from the price list, the limits from the customer's own.
    await user.click(
      within(questions).getByText('What does a transfer cost, and what rate do I get?'),
    );
    const [feeLine] = await within(questions).findAllByText(/Philippines \(PHP\)/);
    // The lock is the server's, as the calculator says it.
    expect(within(questions).getByText(/Prices lock for 30 minutes\./)).toBeVisible();
    expect(feeLine).toBeVisible();
    expect(within(questions).getAllByText(/AUD\s5\.00 \+ 0\.50%/).length).toBeGreaterThan(0);
    await user.click(within(questions).getByText('How much can I send?'));
    expect(await within(questions).findByText(/Your limits now/)).toHaveTextContent(
      /\(Fully verified\): AUD\s10,000\.00 a transfer and AUD\s50,000\.00 in any 30 days/,
    );
    await user.click(within(questions).getByText('Can I cancel a transfer and get a refund?'));
    expect(within(questions).getByText(refundTimeFrame)).toBeVisible();
    // Complaints: the complaints address, the ombudsman and the regulator, from the server.
    await user.click(within(questions).getByText('How do I make a complaint?'));
    expect(
      within(questions).getByRole('link', { name: companyDetails.complaints_email }),
    ).toBeVisible();
    // The company's facts are each their own <bdi translate="no">: match the paragraph's text.
    const paragraph = (text: RegExp) => (_: string, element: Element | null) =>
      element?.tagName === 'P' && text.test(element.textContent ?? '');
    expect(
      within(questions).getByText(paragraph(/external dispute resolution scheme: Australian/)),
    ).toBeVisible();
    expect(
      within(questions).getByText(paragraph(/regulated by ASIC and AUSTRAC \(test\)/)),
    ).toBeVisible();
  });

  it('says what is missing before sending anything', async () => {
    const posted: unknown[] = [];
    const { user } = helpPage([], posted as never[]);
    await user.click(await screen.findByRole('button', { name: 'Send your request' }));
    expect(await screen.findByText('Choose what your question is about.')).toBeInTheDocument();
    expect(screen.getByText('Write your question.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'What is it about?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send your request' }));
    expect(
      await screen.findByText('Tell us a little more: at least 10 characters.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends a request about a transfer with one key, and lists it under Your requests', async () => {
    const posted: { body: unknown; key: string | null }[] = [];
    const { user } = helpPage([], posted);
    expect(await screen.findByText('You have not sent us a request yet.')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'What is it about?' }),
      'When the money arrives',
    );
    const picker = screen.getByRole('combobox', { name: 'Which transfer? (optional)' });
    await within(picker).findByRole('option', { name: new RegExp(transfer.tracking_number) });
    await user.selectOptions(picker, transfer.id);
    await user.type(
      screen.getByRole('textbox', { name: 'Your question' }),
      'Where is my money? It should be there.',
    );
    await user.click(screen.getByRole('button', { name: 'Send your request' }));

    expect(await screen.findByText('We have your request')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        body: {
          topic: 'delivery',
          message: 'Where is my money? It should be there.',
          transfer_id: transfer.id,
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    const yours = screen.getByRole('region', { name: 'Your requests' });
    expect(
      within(yours).getByRole('link', { name: `transfer ${transfer.tracking_number}` }),
    ).toHaveAttribute('href', `/transaction/${transfer.id}`);
    // The form is empty again, ready for another question (with a new key).
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  });

  it('sends a question again with its key after a lost answer, and an edited one with a new key', async () => {
    const keys: (string | null)[] = [];
    const { user } = helpPage();
    server.use(
      http.post(url(apiPaths.supportRequests), ({ request: sent }) => {
        keys.push(sent.headers.get('idempotency-key'));
        return HttpResponse.error();
      }),
    );
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'What is it about?' }),
      'When the money arrives',
    );
    const question = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(question, 'Where is my money? It should be there.');
    const sendIt = screen.getByRole('button', { name: 'Send your request' });
    await user.click(sendIt);
    expect(
      await screen.findByText('Your request could not be sent. Please try again.'),
    ).toBeVisible();
    await user.click(sendIt);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    // Edited, it is another question: a new key, so it is never taken for the first.
    await user.type(question, ' Please check.');
    await user.click(sendIt);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows each request’s status and support’s answer', async () => {
    helpPage([
      request({
        status: 'answered',
        status_title: 'Answered',
        messages: [
          ...request().messages,
          {
            id: 'm2',
            from: 'support',
            body: 'It was paid out this morning.',
            created_at: '2025-03-12T05:00:00.000Z',
          },
        ],
      }),
    ]);
    const yours = await screen.findByRole('region', { name: 'Your requests' });
    await waitFor(() => expect(within(yours).getByText('Answered')).toBeInTheDocument());
    expect(within(yours).getByText('It was paid out this morning.')).toBeInTheDocument();
    expect(within(yours).getByText(/Homeward support/)).toBeInTheDocument();
  });
});
