import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { admin, json, signedInAs, workQueue } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('work queue', () => {
  it('shows each lane with its count and the age of the oldest item, linking to its list', async () => {
    server.use(
      signedInAs(['compliance']),
      http.get(admin('/queue'), () => json(workQueue())),
    );
    renderApp('/');
    await screen.findByRole('heading', { name: 'Work queue', level: 1 });
    await waitFor(() => expect(document.title).toBe('Work queue · Homeward back office'));

    const documents = (await screen.findByRole('heading', { name: 'Documents to review' })).closest(
      'a',
    );
    expect(documents).toHaveAttribute('href', '/back-office/documents?status=pending,in_review');
    expect(
      within(documents as HTMLElement).getByText('3 waiting · oldest 2 h'),
    ).toBeInTheDocument();

    const holds = screen.getByRole('heading', { name: 'Transfers on hold' }).closest('a');
    expect(holds).toHaveAttribute('href', '/back-office/transfers?status=on_hold');
    expect(within(holds as HTMLElement).getByText('1 waiting · oldest 26 h')).toBeInTheDocument();

    const hits = screen.getByRole('heading', { name: 'Screening hits' }).closest('a');
    expect(hits).toHaveAttribute('href', '/back-office/cases');
    expect(within(hits as HTMLElement).getByText('1 waiting · oldest 3 h')).toBeInTheDocument();

    expect(screen.getByText('Nothing waiting')).toBeInTheDocument();
    expect(screen.getByText('2 waiting · oldest 5 min')).toBeInTheDocument();
  });

  it('shows screening hits only to those who may read cases', async () => {
    server.use(
      signedInAs(['support']),
      http.get(admin('/queue'), () => json(workQueue())),
    );
    renderApp('/');
    await screen.findByRole('heading', { name: 'Transfers on hold' });
    expect(screen.queryByRole('heading', { name: 'Screening hits' })).not.toBeInTheDocument();
  });

  it('says so when the queue cannot be loaded', async () => {
    server.use(
      signedInAs(['support']),
      http.get(admin('/queue'), () => json({ message: 'The queue is resting.' }, 503)),
    );
    renderApp('/');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The queue is resting.',
    );
  });
});
