import type { WebRuntimeConfig } from '@homeward/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakePusher } from '@/testing/fake-pusher';
import { connectRealtime, realtimeOptions } from './lib/connect';

const fake = fakePusher;

const config = (overrides: Partial<WebRuntimeConfig> = {}): WebRuntimeConfig => ({
  apiBaseUrl: '',
  marketingUrl: 'https://homeward.example',
  privacyPolicyUrl: 'https://homeward.example/privacy',
  termsOfServiceUrl: 'https://homeward.example/terms',
  realtimeKey: 'homeward-key',
  realtimeHost: '',
  realtimePort: '',
  realtimeCluster: '',
  realtimeForceTls: '',
  ...overrides,
});

beforeEach(() => {
  fake.clients.length = 0;
});

afterEach(() => {
  document.getElementById('runtime-config')?.remove();
});

describe('realtime connection options', () => {
  it('uses the API host and port of the built-in server, plain when the API is http', () => {
    expect(realtimeOptions(config(), 'http://localhost:5173')).toMatchObject({
      cluster: 'mt1',
      wsHost: 'localhost',
      wsPort: 5173,
      wssPort: 5173,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
    });
  });

  it('follows an https API URL to TLS on 443', () => {
    expect(
      realtimeOptions(config({ apiBaseUrl: 'https://api.homeward.example' }), 'http://x.test'),
    ).toMatchObject({ wsHost: 'api.homeward.example', wsPort: 443, wssPort: 443, forceTLS: true });
    expect(
      realtimeOptions(config({ apiBaseUrl: 'http://api.homeward.example' }), 'http://x.test'),
    ).toMatchObject({ wsHost: 'api.homeward.example', wsPort: 80, forceTLS: false });
  });

  it('takes a configured host, port and forced TLS', () => {
    expect(
      realtimeOptions(
        config({
          realtimeHost: 'ws.homeward.example',
          realtimePort: '6001',
          realtimeForceTls: 'true',
        }),
        'http://localhost:8080',
      ),
    ).toMatchObject({
      wsHost: 'ws.homeward.example',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: true,
    });
    // Another host does not inherit the API's port.
    expect(
      realtimeOptions(config({ realtimeHost: 'ws.homeward.example' }), 'http://localhost:8080'),
    ).toMatchObject({ wsHost: 'ws.homeward.example', wsPort: 80 });
  });

  it('uses hosted Pusher when a cluster is configured', () => {
    const options = realtimeOptions(config({ realtimeCluster: 'ap4' }), 'http://localhost:8080');
    expect(options).toMatchObject({ cluster: 'ap4', forceTLS: true, disableStats: true });
    expect(options).not.toHaveProperty('wsHost');
    expect(options).not.toHaveProperty('enabledTransports');
  });

  it('connects with the runtime configuration written into the page', async () => {
    const script = document.createElement('script');
    script.id = 'runtime-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      apiBaseUrl: 'https://api.homeward.example',
      realtimeKey: 'live-key',
    });
    document.head.append(script);
    const client = await connectRealtime();
    expect(client).toBe(fake.clients[0]);
    expect(fake.clients[0]).toMatchObject({
      key: 'live-key',
      options: { wsHost: 'api.homeward.example', wssPort: 443, forceTLS: true },
    });
  });

  it('does not load or connect when live updates are switched off (no key)', async () => {
    expect(await connectRealtime({ config: config({ realtimeKey: '' }) })).toBeNull();
    expect(fake.clients).toHaveLength(0);
  });
});
