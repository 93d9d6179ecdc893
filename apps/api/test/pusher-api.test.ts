import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedEventsQuery } from '../src/modules/realtime/signatures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The built-in Pusher HTTP API (POST /apps/{id}/events and the rest), called as a server SDK
 * calls it. The official SDK itself drives these routes in pusher-sdk.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const trigger = (query: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/apps/${t.app.deps.config.realtime.appId}/events?${query}`,
    payload: body,
    headers: { 'content-type': 'application/json' },
  });

describe('the signature of a Pusher HTTP API request', () => {
  const body = JSON.stringify({ name: 'hello', data: '{}', channels: ['announcements'] });

  it('refuses a signature of non-ASCII characters with 401, not a server error', async () => {
    const signed = signedEventsQuery(t.app.deps.config.realtime, body);
    // As many characters as a real signature, but each of them two bytes in UTF-8.
    const forged = signed.replace(
      /auth_signature=[0-9a-f]{64}/,
      `auth_signature=${'é'.repeat(64)}`,
    );
    const answer = await trigger(forged, body);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'Invalid signature.' });
  });

  it('accepts the same request correctly signed', async () => {
    const answer = await trigger(signedEventsQuery(t.app.deps.config.realtime, body), body);
    expect(answer.statusCode).toBe(200);
  });
});
