import { createHash } from 'node:crypto';
import { sign, SIGNATURE_HEADER } from '../../../src/modules/payments/sandbox';
import { requestSignature, signedEventsQuery } from '../../../src/modules/realtime/signatures';
import { percentEncode } from './hostile';
import type { TestApp } from '../test-app';

/**
 * Correctly signed requests to the two routes that trust a signature instead of a session,
 * so their bodies are fuzzed past the signature check too (as a misbehaving provider or
 * back-office tool would send them).
 */

/** Headers of a sandbox webhook signed now with the app's webhook secret. */
export function signedWebhookHeaders(t: TestApp, body: string): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const secret = t.app.deps.config.payments.sandboxWebhookSecret;
  return {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(secret, timestamp, body)}`,
  };
}

/** Signature headers that must all be refused, whatever the body. */
export function badSignatures(t: TestApp, body: string): (string | undefined)[] {
  const secret = t.app.deps.config.payments.sandboxWebhookSecret;
  const now = Math.floor(Date.now() / 1000);
  return [
    undefined,
    '',
    'garbage',
    't=abc,v1=zz',
    `t=${now},v1=${'0'.repeat(64)}`,
    `t=${now}`,
    `v1=${sign(secret, now, body)}`,
    `t=1,v1=${sign(secret, 1, body)}`,
    `t=${now}.5,v1=${sign(secret, now, body)}`,
    `t=${now},v1=${sign(Buffer.from('another secret'), now, body)}`,
    `t=${now},v1=${sign(secret, now, body).toUpperCase()}`,
    `t=${'9'.repeat(400)},v1=${'a'.repeat(64)}`,
    `${'t=1,'.repeat(2000)}v1=${'a'.repeat(64)}`,
  ];
}

/** The Pusher HTTP API's query string for a body, signed as Pusher's libraries sign it. */
export function signedPusherQuery(
  t: TestApp,
  body: string,
  secret = t.app.deps.config.realtime.secret,
): string {
  return signedEventsQuery({ ...t.app.deps.config.realtime, secret }, body);
}

/**
 * The query string of any Pusher HTTP API request, signed as the SDKs sign it: `params` as the
 * server will read them (decoded), sent percent-encoded.
 */
export function signedPusherRequest(
  t: TestApp,
  request: { method: string; path: string; params?: Record<string, string>; body?: string },
): string {
  const { key, secret } = t.app.deps.config.realtime;
  const query: Record<string, string> = {
    auth_key: key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...(request.body ? { body_md5: createHash('md5').update(request.body).digest('hex') } : {}),
    ...request.params,
  };
  const signature = requestSignature(secret, { ...request, query });
  return [...Object.entries(query), ['auth_signature', signature]]
    .map(([name, value]) => `${name}=${percentEncode(value ?? '')}`)
    .join('&');
}
