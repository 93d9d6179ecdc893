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

const defaults = (): NotificationPreferences => ({
  preferences: [
    { kind: 'transfer_updates', channel: 'email', enabled: true, locked: false },
    { kind: 'documents', channel: 'email', enabled: true, locked: false },
    { kind: 'security', channel: 'email', enabled: true, locked: true },
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
          preferences: current.preferences.map((p) => {
            const change = body.preferences.find((c) => c.kind === p.kind);
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
    expect(await screen.findByRole('region', { name: 'Email notifications' })).toBeVisible();
  });

  it('shows every choice as a labelled switch, security on and locked with why', async () => {
    server.use(signedIn(verified()), ...settingsReads(), ...preferencesApi().handlers);
    renderApp('/settings/notifications');
    const transfers = await screen.findByRole('switch', { name: 'Transfer updates' });
    expect(transfers).toBeChecked();
    expect(transfers).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Verification' })).toBeChecked();
    const security = screen.getByRole('switch', { name: 'Security alerts' });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
    expect(security).toHaveAccessibleDescription(/Always on/);
    // Only what is sent today: no SMS, push, rate alerts or product news.
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Email notifications' })).toHaveTextContent(
      /always go out: codes you ask for/,
    );
  });

  it('saves a change as the switch moves, then says Saved', async () => {
    const api = preferencesApi();
    server.use(signedIn(verified()), ...settingsReads(), ...api.handlers);
    const { user } = renderApp('/settings/notifications');
    const transfers = await screen.findByRole('switch', { name: 'Transfer updates' });
    await user.click(transfers);
    expect(transfers).not.toBeChecked();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.bodies).toEqual([
      { preferences: [{ kind: 'transfer_updates', channel: 'email', enabled: false }] },
    ]);
    expect(screen.getByRole('switch', { name: 'Transfer updates' })).not.toBeChecked();
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
    await user.click(await screen.findByRole('switch', { name: 'Verification' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Verification' })).toBeChecked();
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
      expect(screen.getByRole('switch', { name: 'Transfer updates' })).toBeChecked(),
    );
  });
});
