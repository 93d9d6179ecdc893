import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { admin, json, signedInAs, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const failed = {
  id: 'job-1',
  name: 'payout.start',
  attempts: 5,
  last_error: 'Provider timed out',
  failed_at: '2026-11-25T08:00:00Z',
};

describe('failed jobs', () => {
  it('retries a failed job', async () => {
    let jobs = [failed];
    server.use(
      signedInAs(['finance']),
      http.get(admin('/jobs'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('state')).toBe('failed');
        return json({ data: jobs });
      }),
      withCsrf('post', '/jobs/job-1/retry', () => {
        jobs = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/jobs');
    expect(await screen.findByText('Provider timed out')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry Payout start' }));
    expect(await screen.findByText('The job is queued again.')).toBeInTheDocument();
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
  });

  it('lists them without a retry for support', async () => {
    server.use(
      signedInAs(['support']),
      http.get(admin('/jobs'), () => json({ data: [failed] })),
    );
    renderApp('/jobs');
    expect(await screen.findByText('Provider timed out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});
