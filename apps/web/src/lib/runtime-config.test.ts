import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig } from './runtime-config';

function setConfig(text: string) {
  const script = document.createElement('script');
  script.id = 'runtime-config';
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById('runtime-config')?.remove());

describe('runtime config', () => {
  it('falls back to the defaults when the server left {}', () => {
    setConfig('{}');
    expect(getRuntimeConfig()).toEqual({
      apiBaseUrl: '',
      marketingUrl: 'https://homeward.example',
      privacyPolicyUrl: 'https://homeward.example/privacy',
      termsOfServiceUrl: 'https://homeward.example/terms',
      realtimeKey: 'homeward-key',
      realtimeHost: '',
      realtimePort: '',
      realtimeCluster: '',
      realtimeForceTls: '',
    });
  });

  it('takes the values the server wrote and ignores the wrong types', () => {
    setConfig(
      '{"apiBaseUrl":"https://api.example.com/","marketingUrl":7,"termsOfServiceUrl":"https://t.example"}',
    );
    expect(getRuntimeConfig()).toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      marketingUrl: 'https://homeward.example',
      termsOfServiceUrl: 'https://t.example',
    });
  });

  it('survives broken JSON', () => {
    setConfig('{not json');
    expect(getRuntimeConfig().apiBaseUrl).toBe('');
  });
});
