import { apiPaths } from '@homeward/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { signedIn, signedOut, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { fakePusher } from '@/testing/fake-pusher';
import { server } from '@/testing/server';

const fake = fakePusher;

const channel = 'private-App.Models.Customer.0190a6d4-0000-7000-8000-000000000001';

beforeEach(() => {
  fake.clients.length = 0;
});

describe('live updates in the customer layout', () => {
  it('signs the browser out when its session is revoked', async () => {
    server.use(signedIn(makeCustomer()));
    const { path, queryClient } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(fake.clients).toHaveLength(1));
    const [client] = fake.clients;
    if (!client) throw new Error('no realtime client');
    act(() => client.connection.change('connected'));
    act(() =>
      client.channels.get(channel)?.emit('App\\Events\\SessionRevoked', { session_id: 's1' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
    expect(client.disconnected).toBe(true);
    await waitFor(() => expect(queryClient.getQueryData(['customer', 'profile'])).toBeNull());
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
      // Nothing of the customer's is kept; the sign-in page's footer asks again for the
      // company's public details.
    ).toEqual([['customer', 'profile'], ['company']]);
  });

  it('tells a browser removed from another device why it was signed out', async () => {
    server.use(signedIn(makeCustomer()));
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(fake.clients).toHaveLength(1));
    const [client] = fake.clients;
    if (!client) throw new Error('no realtime client');
    act(() => client.connection.change('connected'));
    act(() =>
      client.channels
        .get(channel)
        ?.emit('App\\Events\\SessionRevoked', { session_id: 's1', reason: 'device_removed' }),
    );
    expect(await screen.findByRole('heading', { name: 'Love to see you again' })).toBeVisible();
    expect(screen.getByText('Signed out')).toBeVisible();
    expect(
      screen.getByText(/This browser was removed from your account on another device/),
    ).toBeVisible();
  });

  it('disconnects at sign-out', async () => {
    let out = false;
    server.use(
      http.get(url(apiPaths.profile), () =>
        out
          ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
          : HttpResponse.json(makeCustomer()),
      ),
      http.post(url(apiPaths.logOut), () => {
        out = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    expect(fake.clients).toHaveLength(1);
    expect(fake.clients[0]?.disconnected).toBe(true);
  });

  it('does not load pusher-js on the sign-in page', async () => {
    server.use(signedOut());
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fake.clients).toHaveLength(0);
  });
});
