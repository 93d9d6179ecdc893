import type { PushSubscriptionBody } from '@homeward/contract';
import { pushApi } from '../api/push-subscription';

/**
 * Web push on this device (issue 19 item 4): the browser's side. The service worker (sw.js, in
 * production builds) shows the messages; the API keeps one subscription per signed-in device.
 *
 * - on: the browser has a subscription and the API keeps it for this device;
 * - off: allowed or not asked yet, not subscribed;
 * - blocked: the customer (or the browser) said no; only the browser's site settings undo it;
 * - unsupported: no Push API, or no service worker (development, some in-app browsers).
 */
export type DevicePushState = 'on' | 'off' | 'blocked' | 'unsupported';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The service worker's registration, if this page has one (production builds register it). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

export async function devicePushState(): Promise<DevicePushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription) return 'off';
  // The browser's subscription is only "on" if Homeward sends to it (signed in here since).
  const { subscribed } = await pushApi.state();
  return subscribed ? 'on' : 'off';
}

/** The VAPID key as PushManager wants it: bytes, from the API's base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks for permission (a tap must start it), subscribes, and gives the API this device's subscription. */
export async function turnDevicePushOn(): Promise<DevicePushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const ready = await navigator.serviceWorker.ready;
  const { public_key: publicKey } = await pushApi.publicKey();
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await pushApi.save(subscription.toJSON() as PushSubscriptionBody);
  return 'on';
}

/** Unsubscribes in the browser and forgets the subscription in the API. */
export async function turnDevicePushOff(): Promise<DevicePushState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  await pushApi.remove();
  await subscription?.unsubscribe();
  return 'off';
}
