import { apiPaths } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { accountLanguage, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('the Help page in the customer’s language', () => {
  it('asks, checks and answers in the customer’s language (the tools catalog)', async () => {
    server.use(
      signedIn(makeCustomer()),
      ...accountLanguage('fil'),
      http.get(url(apiPaths.transactions), () =>
        HttpResponse.json({ data: [], next_cursor: null }),
      ),
      http.get(url(apiPaths.supportRequests), () => HttpResponse.json([])),
    );
    const { user } = renderApp('/help');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tulong' })).toBeInTheDocument();
    const questions = screen.getByRole('region', { name: 'Mga karaniwang tanong' });
    expect(within(questions).getByText('Magkano ang puwede kong ipadala?')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Magtanong sa amin' })).toBeInTheDocument();
    expect(await screen.findByText('Hindi ka pa nagpapadala sa amin ng request.')).toBeVisible();

    // The topics are the contract's, in Filipino; the browser's checks speak Filipino too.
    const topic = screen.getByRole('combobox', { name: 'Tungkol saan ito?' });
    expect(within(topic).getByRole('option', { name: 'Reklamo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ipadala ang request mo' }));
    expect(await screen.findByText('Piliin kung tungkol saan ang tanong mo.')).toBeVisible();
    expect(screen.getByText('Isulat ang tanong mo.')).toBeVisible();
  });

  it('states the customer’s rights in their language, not the contract’s English', async () => {
    server.use(
      signedIn(makeCustomer()),
      ...accountLanguage('vi'),
      http.get(url(apiPaths.transactions), () =>
        HttpResponse.json({ data: [], next_cursor: null }),
      ),
      http.get(url(apiPaths.supportRequests), () => HttpResponse.json([])),
    );
    const { user } = renderApp('/help');

    const questions = await screen.findByRole('region', { name: 'Câu hỏi thường gặp' });
    await user.click(
      within(questions).getByText('Tôi có thể hủy giao dịch chuyển tiền và được hoàn tiền không?'),
    );
    expect(
      within(questions).getByText(/^Bạn có thể hủy để được hoàn lại toàn bộ tiền/),
    ).toBeVisible();
    expect(
      within(questions).getByText(/^Tiền hoàn về thẻ có thể mất từ 5 đến 10 ngày/),
    ).toBeVisible();
    await user.click(within(questions).getByText('Làm thế nào để khiếu nại?'));
    expect(within(questions).getByText(/^Nếu giao dịch chuyển tiền này có sai sót/)).toBeVisible();
  });
});
