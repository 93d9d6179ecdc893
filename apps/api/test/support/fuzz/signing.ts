import { sign, SIGNATURE_HEADER } from '../../../src/modules/payments/sandbox';
import { signedEventsQuery } from '../../../src/modules/realtime/signatures';
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
