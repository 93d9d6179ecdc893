import { apiPaths } from '@homeward/contract';
import { render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { url } from '@/testing/handlers';
import { server } from '@/testing/server';
import { DevicePush } from './components/device-push';

/**
 * Settings → Notifications on this device: what the customer is told in each state, and turning
 * push on (permission asked from the tap, subscribed with the API's key, kept by the API).
 */

const KEY = `B${'A'.repeat(86)}`;
const subscriptionJson = {
  endpoint: 'https://push.example/device/1',
  expirationTime: null,
  keys: { p256dh: KEY, auth: 'A'.repeat(22) },
};

/** A browser with a service worker and the Push API, its permission and subscription as given. */
function browserWithPush(permission: NotificationPermission, subscribed = false) {
  let subscription: object | null = subscribed
    ? { ...subscriptionJson, toJSON: () => subscriptionJson, unsubscribe: async () => true }
    : null;
  const subscribe = vi.fn(async () => {
    subscription = { ...subscriptionJson, toJSON: () => subscriptionJson };
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe },
  };
  const requestPermission = vi.fn(async () => 'granted' as const);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const state = () => screen.findByTestId('device-push-state');

describe('notifications on this device', () => {
  it('says when the browser cannot show them', async () => {
    render(<DevicePush />);
    expect(await state()).toHaveTextContent('Not supported here');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the browser blocks them, with no button that cannot work', async () => {
    browserWithPush('denied');
    render(<DevicePush />);
    expect(await state()).toHaveTextContent('Blocked by your browser');
    expect(screen.getByText(/allow notifications for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns them on: asks permission, subscribes with the API key, and the API keeps it', async () => {
    const { subscribe, requestPermission } = browserWithPush('default');
    const saved: unknown[] = [];
    server.use(
      http.get(url(apiPaths.pushPublicKey), () => HttpResponse.json({ public_key: KEY })),
      http.put(url(apiPaths.pushSubscription), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ subscribed: true });
      }),
    );
    render(<DevicePush />);
    expect(await state()).toHaveTextContent('Off');
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(async () => expect(await state()).toHaveTextContent('On'));
    expect(requestPermission).toHaveBeenCalledOnce();
    const options = subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect((options[0].applicationServerKey as Uint8Array).length).toBe(65);
    expect(saved).toEqual([subscriptionJson]);
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeInTheDocument();
  });

  it('is off when the browser has a subscription the API does not keep for this device', async () => {
    browserWithPush('granted', true);
    server.use(
      http.get(url(apiPaths.pushSubscription), () => HttpResponse.json({ subscribed: false })),
    );
    render(<DevicePush />);
    expect(await state()).toHaveTextContent('Off');
  });

  it('tells the customer when turning on failed', async () => {
    browserWithPush('default');
    server.use(
      http.get(url(apiPaths.pushPublicKey), () => HttpResponse.json({ public_key: KEY })),
      http.put(url(apiPaths.pushSubscription), () =>
        HttpResponse.json(
          { message: 'The push address must be a secure (https) address.' },
          { status: 422 },
        ),
      ),
    );
    render(<DevicePush />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not change notifications/);
    expect(await state()).toHaveTextContent('Off');
  });
});
