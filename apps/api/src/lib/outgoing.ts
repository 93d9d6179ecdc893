import { context, propagation, SpanKind } from '@opentelemetry/api';
import { inSpan } from './tracing';

/**
 * Every call the API makes to a provider over HTTP goes through here: a client span named by
 * the service (never the URL, which can hold a push subscription's or a gateway's secret), and
 * the W3C trace context in the request so a provider that traces joins the trace. A no-op
 * wrapper around fetch while tracing is off.
 */
export function callService(
  service: string,
  url: string | URL,
  init: RequestInit = {},
): Promise<Response> {
  const target = new URL(url);
  const method = (init.method ?? 'GET').toUpperCase();
  return inSpan(
    `${method} ${service}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': method,
        'server.address': target.hostname,
        'homeward.service': service,
      },
    },
    async (span) => {
      const headers = new Headers(init.headers);
      propagation.inject(context.active(), headers, {
        set: (carrier, key, value) => carrier.set(key, value),
      });
      const response = await fetch(target, { ...init, headers });
      span.setAttribute('http.response.status_code', response.status);
      return response;
    },
  );
}

/**
 * A call to a provider over something other than fetch (SMTP, the S3 SDK): a client span named
 * by operation and service, like {@link callService}'s, around `work`.
 */
export function inClientSpan<T>(
  service: string,
  operation: string,
  work: () => Promise<T>,
): Promise<T> {
  return inSpan(
    `${operation} ${service}`,
    { kind: SpanKind.CLIENT, attributes: { 'homeward.service': service } },
    () => work(),
  );
}
