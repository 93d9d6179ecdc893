import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyPluginCallback } from 'fastify';
import type { Config } from '../config';

export interface Tracing {
  /** Request spans: register before any route, so every handler runs in its request's span. */
  plugin: FastifyPluginCallback;
  /** Sends what is buffered (tests, and before exit). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * The OpenTelemetry SDK, loaded by a dynamic import only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set. The API is bundled (tsup), so require hooks would not see its modules: everything is
 * instrumented explicitly: requests here, then queries (db/query-instrumentation.ts), job
 * runs (jobs/queue.ts) and calls to providers (lib/outgoing.ts).
 */
export function startTracing(
  settings: NonNullable<Config['tracing']>,
  role: Config['role'],
): Tracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: settings.serviceName,
      'homeward.process.role': role,
    }),
    // Headers (OTEL_EXPORTER_OTLP_HEADERS) and timeouts are read by the exporter itself.
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: settings.tracesUrl }) }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  const requests = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    // Sessions and access checks run in these hooks, and their queries belong to the request.
    instrumentHooks: ['preValidation', 'preHandler'],
    requestHook: (span, request) => {
      // The route's pattern, never the URL with its ids: a name shared by every such request.
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
    },
  });
  requests.setTracerProvider(provider);

  return {
    plugin: requests.plugin(),
    flush: () => provider.forceFlush(),
    async shutdown() {
      requests.disable();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
