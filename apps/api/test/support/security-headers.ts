import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { eventsPath, signedEventsQuery } from '../../src/modules/realtime/signatures';

type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

/** What the answer is, which decides how it may be cached. */
export type AnswerKind =
  /** Customer data or credentials: never stored by any cache. */
  | 'private'
  /** The SPA's HTML: revalidated on every visit, so a release reaches everyone. */
  | 'page'
  /** A content-hashed file: cached for a year. */
  | 'asset'
  /** A public file whose name is not hashed (the sandbox's stylesheet). */
  | 'public';

const CACHE_CONTROL: Record<AnswerKind, RegExp> = {
  private: /^no-store$/,
  page: /^no-cache$/,
  asset: /^public, max-age=31536000, immutable$/,
  public: /^public, max-age=\d+$/,
};

/** The Content-Security-Policy as a map of directive to its sources. */
export function cspOf(response: InjectResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/**
 * The headers every answer of the server carries, whatever produced it (a route, an error, the
 * not-found handler, the static files, a HEAD request), checked one by one so a failure names
 * the header that went missing.
 */
export function expectSecurityHeaders(response: InjectResponse, kind: AnswerKind, what: string) {
  const headers = response.headers;
  const csp = cspOf(response);
  expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(csp.get('script-src'), `${what}: script-src`).toEqual(["'self'"]);
  expect(csp.get('style-src'), `${what}: style-src`).toEqual(["'self'"]);
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('worker-src'), `${what}: worker-src`).toEqual(["'self'"]);
  expect(csp.get('manifest-src'), `${what}: manifest-src`).toEqual(["'self'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(csp.get('form-action'), `${what}: form-action`).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(String(headers['content-security-policy']), what).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers['x-frame-options'], `${what}: x-frame-options`).toBe('DENY');
  expect(headers['x-content-type-options'], `${what}: x-content-type-options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: referrer-policy`).toBe('same-origin');
  expect(headers['permissions-policy'], `${what}: permissions-policy`).toBe(
    'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  );
  expect(headers['cross-origin-opener-policy'], `${what}: COOP`).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], `${what}: CORP`).toBe('same-origin');
  expect(headers['origin-agent-cluster'], `${what}: origin-agent-cluster`).toBe('?1');
  expect(headers['x-permitted-cross-domain-policies'], what).toBe('none');
  expect(headers['x-dns-prefetch-control'], what).toBe('off');
  // The old XSS auditor is itself an attack surface; "0" switches it off.
  expect(headers['x-xss-protection'], what).toBe('0');
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(headers['x-request-id'], `${what}: x-request-id`).toMatch(/^[0-9a-f-]{36}$/);
  expect(String(headers['cache-control']), `${what}: cache-control`).toMatch(CACHE_CONTROL[kind]);
}

/** A trigger request to the Pusher HTTP API, signed the way Pusher's libraries sign it. */
export function signedPusherEvent(
  realtime: { appId: string; key: string; secret: string },
  event: object,
  secret = realtime.secret,
) {
  const body = JSON.stringify(event);
  return {
    method: 'POST' as const,
    url: `${eventsPath(realtime.appId)}?${signedEventsQuery({ ...realtime, secret }, body)}`,
    headers: { 'content-type': 'application/json' },
    payload: body,
  };
}
