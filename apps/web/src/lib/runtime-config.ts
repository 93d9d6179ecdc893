import type { WebRuntimeConfig } from '@homeward/contract';

const defaults: WebRuntimeConfig = {
  apiBaseUrl: '',
  marketingUrl: 'https://homeward.example',
  privacyPolicyUrl: 'https://homeward.example/privacy',
  termsOfServiceUrl: 'https://homeward.example/terms',
  realtimeKey: 'homeward-key',
  realtimeHost: '',
  realtimePort: '',
  realtimeCluster: '',
  realtimeForceTls: '',
};

/**
 * The server writes the deployment's settings into `<script id="runtime-config"
 * type="application/json">` of index.html, so one build runs anywhere and CSP needs no inline
 * script. Read on every call: it is a few bytes, and tests can change it without module state.
 */
export function getRuntimeConfig(): WebRuntimeConfig {
  const text = document.getElementById('runtime-config')?.textContent ?? '';
  let given: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    if (parsed !== null && typeof parsed === 'object') given = parsed as Record<string, unknown>;
  } catch {
    // A broken config must not take the app down: the defaults still give a working same-origin app.
  }
  const config = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof WebRuntimeConfig)[]) {
    const value = given[key];
    if (typeof value === 'string') config[key] = value;
  }
  config.apiBaseUrl = config.apiBaseUrl.replace(/\/+$/, '');
  return config;
}
