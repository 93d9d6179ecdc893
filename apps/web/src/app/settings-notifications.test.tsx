import { apiPaths, type NotificationPreferences } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { settingsReads, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const verified = () =>
  makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true });

const defaults = (smsAvailable = true): NotificationPreferences => ({
  preferences: [
    { kind: 'transfer_updates', channel: 'email', enabled: true, locked: false },
    { kind: 'transfer_updates', channel: 'sms', enabled: false, locked: false },
    { kind: 'transfer_updates', channel: 'push', enabled: true, locked: false },
    { kind: 'documents', channel: 'email', enabled: true, locked: false },
    { kind: 'documents', channel: 'push', enabled: true, locked: false },
    { kind: 'security', channel: 'email', enabled: true, locked: true },
    { kind: 'security', channel: 'push', enabled: true, locked: false },
  ],
  channels: [
    { channel: 'email', available: true, note: null },
    smsAvailable
      ? { channel: 'sms', available: true, note: null }
      : {
          channel: 'sms',
          available: false,
          note: 'Add and confirm a mobile number in your profile to get texts.',
        },
    { channel: 'push', available: true, note: null },
  ],
});

/** The API's preferences, kept between calls so a change is what the next read sees. */
function preferencesApi(initial = defaults()) {
  let current = initial;
  const bodies: unknown[] = [];
  return {
    bodies,
    handlers: [
      http.get(url(apiPaths.notificationPreferences), () => HttpResponse.json(current)),
      http.put(url(apiPaths.notificationPreferences), async ({ request }) => {
        const body = (await request.json()) as NotificationPreferences;
        bodies.push(body);
        await delay(20);
        current = {
          ...current,
          preferences: current.preferences.map((p) => {
            const change = body.preferences.find(
              (c) => c.kind === p.kind && c.channel === p.channel,
            );
            return change ? { ...p, enabled: change.enabled } : p;
          }),
        };
        return HttpResponse.json(current);
      }),
    ],
  };
}

describe('settings: notifications', () => {
  it('is a third section with its own tab and address', async () => {
    const api = preferencesApi();
    server.use(signedIn(verified()), ...settingsReads(), ...api.handlers);
    const { user, path } = renderApp('/settings');
    const tabs = await screen.findByRole('navigation', { name: 'Settings sections' });
    await user.click(within(tabs).getByRole('link', { name: 'Notifications' }));
    expect(path()).toBe('/settings/notifications');
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeVisible();
  });

  it('shows each kind with a labelled switch per channel, security email locked with why', async () => {
    server.use(signedIn(verified()), ...settingsReads(), ...preferencesApi().handlers);
    renderApp('/settings/notifications');
    const transfers = await screen.findByRole('group', { name: 'Transfer updates' });
    const byEmail = within(transfers).getByRole('switch', { name: 'Transfer updates by email' });
    expect(byEmail).toBeChecked();
    expect(byEmail).toBeEnabled();
    expect(
      within(transfers).getByRole('switch', { name: 'Transfer updates by text message' }),
    ).not.toBeChecked();
    expect(
      within(transfers).getByRole('switch', { name: 'Transfer updates by push notification' }),
    ).toBeChecked();
    // Verification has no text message: only the pairs the API lists are shown.
    const documents = screen.getByRole('group', { name: 'Verification' });
    expect(within(documents).getAllByRole('switch')).toHaveLength(2);
    const security = screen.getByRole('switch', { name: 'Security alerts by email' });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
    expect(security).toHaveAccessibleDescription(/Always by email/);
    expect(
      screen.getByRole('switch', { name: 'Security alerts by push notification' }),
    ).toBeEnabled();
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      /always go out: codes you ask for/,
    );
  });

  it('disables texts without a confirmed mobile number, and says where to add one', async () => {
    server.use(
      signedIn(verified()),
      ...settingsReads(),
      ...preferencesApi(defaults(false)).handlers,
    );
    renderApp('/settings/notifications');
    const text = await screen.findByRole('switch', { name: 'Transfer updates by text message' });
    expect(text).toBeDisabled();
    expect(
      screen.getByText(/Add and confirm a mobile number in your profile to get texts/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('turns texts on for transfer updates', async () => {
    const api = preferencesApi();
    server.use(signedIn(verified()), ...settingsReads(), ...api.handlers);
    const { user } = renderApp('/settings/notifications');
    const text = await screen.findByRole('switch', { name: 'Transfer updates by text message' });
    await user.click(text);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.bodies).toEqual([
      { preferences: [{ kind: 'transfer_updates', channel: 'sms', enabled: true }] },
    ]);
    expect(text).toBeChecked();
  });

  it('saves a change as the switch moves, then says Saved', async () => {
    const api = preferencesApi();
    server.use(signedIn(verified()), ...settingsReads(), ...api.handlers);
    const { user } = renderApp('/settings/notifications');
    const transfers = await screen.findByRole('switch', { name: 'Transfer updates by email' });
    await user.click(transfers);
    expect(transfers).not.toBeChecked();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.bodies).toEqual([
      { preferences: [{ kind: 'transfer_updates', channel: 'email', enabled: false }] },
    ]);
    expect(screen.getByRole('switch', { name: 'Transfer updates by email' })).not.toBeChecked();
  });

  it('says when a change could not be saved, and shows the choice as it was', async () => {
    server.use(
      signedIn(verified()),
      ...settingsReads(),
      // Handlers given earlier win: this PUT before the one that saves.
      http.put(url(apiPaths.notificationPreferences), () =>
        HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
      ),
      ...preferencesApi().handlers,
    );
    const { user } = renderApp('/settings/notifications');
    await user.click(await screen.findByRole('switch', { name: 'Verification by email' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Verification by email' })).toBeChecked();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, and an error with Try again', async () => {
    let fail = true;
    server.use(
      signedIn(verified()),
      ...settingsReads(),
      http.get(url(apiPaths.notificationPreferences), async () => {
        await delay(50);
        return fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(defaults());
      }),
    );
    const { user } = renderApp('/settings/notifications');
    expect(await screen.findByText('Loading your notification choices')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load your notification choices.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Transfer updates by email' })).toBeChecked(),
    );
  });
});
