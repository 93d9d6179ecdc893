import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, verifiedCustomer } from './support/customers';
import { drainJobs } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

// A loopback OTLP/HTTP collector (the exporter sends JSON) that is also the SMS gateway: the
// SMS job's call is the outgoing call the trace must show. One port per driver, as the PGlite
// and PostgreSQL runs of this file can run at once.
const PORT = process.env.TEST_DB_DRIVER === 'postgres' ? 8742 : 8741;
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}
const exported: ExportedSpan[] = [];
const texts: IncomingHttpHeaders[] = [];
let collector: Server;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans) {
          for (const scope of resource.scopeSpans) exported.push(...scope.spans);
        }
      } else {
        texts.push(request.headers);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(PORT, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

const base = `http://127.0.0.1:${PORT}`;
const env = {
  SMS_URL: `${base}/sms`,
  SIGNUP_MAX_PER_IP: '1000',
  LOGIN_MAX_FAILURES_PER_IP: '1000',
  LOG_LEVEL: 'info',
};

/** A customer in Australia asks for a code by SMS: queries, then an SMS job for later. */
async function askForMobileCode(t: TestApp, headers: Record<string, string> = {}) {
  const browser = await signedIn(t, (await verifiedCustomer(t)).email);
  const countries = (await browser.get('/client/v1/countries')).json() as {
    id: number;
    iso2_alpha: string;
  }[];
  const australia = countries.find((country) => country.iso2_alpha === 'AU')?.id;
  await browser.post('/client/v1/update-country', { country_id: australia });
  await drainJobs(t);
  const answer = await browser.request({
    method: 'POST',
    url: '/client/v1/update-mobile-number',
    payload: { mobile_number_country_id: australia, mobile_number: '0412 345 678' },
    headers,
  });
  expect(answer.statusCode).toBe(200);
  await drainJobs(t);
}

// Each test builds its own app (tracing is process-wide, so never two at once), which is slow.
const SLOW = 180_000;
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const addressOf = (server: Server) => (server.address() as AddressInfo).port;

describe('tracing off (the default)', () => {
  it(
    'exports nothing, and ids are generated whatever a client sends',
    async () => {
      const lines: string[] = [];
      const t = await createTestApp(env, {
        logger: { stream: { write: (line: string) => void lines.push(line) } },
      });
      try {
        expect(t.app.deps.config.tracing).toBeUndefined();
        await askForMobileCode(t, { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` });
        await t.app.inject({ url: '/health/live', headers: { 'x-request-id': 'upstream-1' } });
      } finally {
        await t.close();
      }
      expect(addressOf(collector)).toBe(PORT);
      expect(texts.length).toBeGreaterThan(0);
      // Nothing was exported, and the SMS gateway saw no trace context from this app.
      expect(exported).toEqual([]);
      expect(texts.every((headers) => headers.traceparent === undefined)).toBe(true);
      expect(lines.join('\n')).not.toContain('upstream-1');
      texts.length = 0;
    },
    SLOW,
  );
});

describe('tracing on', () => {
  it(
    'continues the balancer’s trace through the request, its queries, its job and its call',
    async () => {
      const t = await createTestApp({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: base });
      try {
        await askForMobileCode(t, { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` });
      } finally {
        // Closing the app shuts the SDK down, which sends every span still buffered.
        await t.close();
      }
      const trace = exported.filter((span) => span.traceId === TRACE_ID);
      const byId = new Map(trace.map((span) => [span.spanId, span]));
      const request = trace.find((span) => span.name === 'POST /client/v1/update-mobile-number');
      expect(request?.parentSpanId).toBe(PARENT_ID);
      /** Whether `span` descends from `ancestor` within the exported trace. */
      const under = (span: ExportedSpan, ancestor: ExportedSpan) => {
        for (let at = byId.get(span.parentSpanId ?? ''); at; at = byId.get(at.parentSpanId ?? '')) {
          if (at.spanId === ancestor.spanId) return true;
        }
        return false;
      };

      const queries = trace.filter((span) =>
        span.attributes.some((a) => a.key === 'db.system.name'),
      );
      expect(queries.length).toBeGreaterThan(2);
      expect(queries.every((span) => request && under(span, request))).toBe(true);
      // Among them the statement that enqueued the SMS job.
      expect(queries.map((span) => span.name).join()).toContain('insert jobs');

      const job = trace.find((span) => span.name === 'job sms.send');
      expect(job && request && under(job, request)).toBe(true);
      const call = trace.find((span) => span.name === 'POST sms-gateway');
      expect(call && job && under(call, job)).toBe(true);
      // The gateway was told the trace too.
      expect(texts.at(-1)?.traceparent).toContain(TRACE_ID);
      // Other requests began traces of their own.
      expect(exported.some((span) => span.traceId !== TRACE_ID)).toBe(true);
    },
    SLOW,
  );
});

describe('REQUEST_ID_HEADER', () => {
  it(
    'takes a safe id from the named header and replaces anything else',
    async () => {
      const lines: string[] = [];
      const t = await createTestApp(
        { LOG_LEVEL: 'info', REQUEST_ID_HEADER: 'X-Request-Id' },
        { logger: { stream: { write: (line: string) => void lines.push(line) } } },
      );
      const idsOf = () =>
        lines
          .map((line) => (JSON.parse(line) as { reqId?: string }).reqId)
          .filter((id) => id !== undefined);
      try {
        await t.app.inject({ url: '/health/live', headers: { 'x-request-id': 'lb-7f3a.2' } });
        expect(idsOf()).toContain('lb-7f3a.2');
        lines.length = 0;
        const hostile = ['x\nforged log line', '$(reboot)', 'a'.repeat(500), '<script>'];
        for (const id of hostile) {
          await t.app.inject({ url: '/health/live', headers: { 'x-request-id': id } });
        }
        const ids = idsOf();
        expect(ids.length).toBeGreaterThanOrEqual(hostile.length);
        for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await t.close();
      }
    },
    SLOW,
  );
});
