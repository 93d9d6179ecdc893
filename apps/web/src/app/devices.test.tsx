import { apiPaths, type Device } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const current: Device = {
  id: 'd-current',
  client_version: 'Chrome 131',
  os_version: 'macOS 14',
  ip_address: '198.51.100.4',
  created_at: '2025-03-01T08:00:00.000Z',
  last_active_at: minutesAgo(0),
  is_current: true,
};
const phone: Device = {
  id: 'd/phone',
  client_version: 'Safari 18',
  os_version: 'iOS 18',
  ip_address: '203.0.113.9',
  created_at: '2025-02-20T08:00:00.000Z',
  last_active_at: minutesAgo(2),
  is_current: false,
};

function deviceApi(initial: Device[]) {
  let list = [...initial];
  const removed: string[] = [];
  return {
    removed,
    handlers: [
      http.get(url(apiPaths.devices), () => HttpResponse.json(list)),
      http.post(url(apiPaths.signOutOtherDevices), () => {
        removed.push(...list.filter((device) => !device.is_current).map((device) => device.id));
        list = list.filter((device) => device.is_current);
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(url('/client/v1/device/:id'), ({ params }) => {
        const id = decodeURIComponent(String(params.id));
        if (!list.some((device) => device.id === id)) {
          return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
        }
        removed.push(id);
        list = list.filter((device) => device.id !== id);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
    drop: (id: string) => {
      list = list.filter((device) => device.id !== id);
    },
  };
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');

describe('devices', () => {
  it('lists the sessions with client, OS, IP, dates and the current one marked', async () => {
    const api = deviceApi([current, phone]);
    server.use(signedIn(makeCustomer()), ...api.handlers);
    renderApp('/devices');
    const [first, second] = await rows();
    expect(first).toHaveTextContent('Chrome 131 on macOS 14');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('IP 198.51.100.4');
    expect(first).toHaveTextContent('Active now');
    expect(second).toHaveTextContent('Safari 18 on iOS 18');
    expect(second).not.toHaveTextContent('This device');
    expect(second).toHaveTextContent('Last active 2 minutes ago');
    expect(second?.querySelector('time')).toHaveAttribute('datetime', phone.created_at);
  });

  it('removes another device after confirming, and refreshes the list', async () => {
    const api = deviceApi([current, phone]);
    server.use(signedIn(makeCustomer()), ...api.handlers);
    const { user } = renderApp('/devices');
    await rows();
    const remove = screen.getByRole('button', { name: 'Remove Safari 18' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Safari 18?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Safari 18 has been signed out.',
    );
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(api.removed).toEqual(['d/phone']);
  });

  it('cancels with Escape, keeps focus inside, and returns it to the button', async () => {
    const api = deviceApi([current, phone]);
    server.use(signedIn(makeCustomer()), ...api.handlers);
    const { user } = renderApp('/devices');
    await rows();
    const remove = screen.getByRole('button', { name: 'Remove Safari 18' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(api.removed).toEqual([]);
  });

  it('says when the device was already gone (404) and refreshes', async () => {
    const api = deviceApi([current, phone]);
    server.use(signedIn(makeCustomer()), ...api.handlers);
    const { user } = renderApp('/devices');
    await rows();
    api.drop('d/phone');
    await user.click(screen.getByRole('button', { name: 'Remove Safari 18' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Safari 18 was already signed out.',
    );
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });

  it('signs out all other devices after asking, keeping this one', async () => {
    const tablet: Device = { ...phone, id: 'd-tablet', client_version: 'Firefox 133' };
    const api = deviceApi([current, phone, tablet]);
    server.use(signedIn(makeCustomer()), ...api.handlers);
    const { user } = renderApp('/devices');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out all other devices?' });
    expect(dialog).toHaveTextContent('Your 2 other devices will be signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Sign them out' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Your 2 other devices have been signed out.',
    );
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(api.removed).toEqual(['d/phone', 'd-tablet']);
    // Alone now: nothing else to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('removing this device signs this browser out', async () => {
    const api = deviceApi([current, phone]);
    server.use(signedIn(makeCustomer()), ...api.handlers);
    const { user, path, queryClient } = renderApp('/devices');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Remove Chrome 131 (this device)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove and sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
    expect(api.removed).toEqual(['d-current']);
    expect(queryClient.getQueryData(['customer', 'profile'])).toBeNull();
  });
});
