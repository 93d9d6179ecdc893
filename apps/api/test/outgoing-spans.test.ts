import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smtpTransport } from '../src/modules/mail/mailer';
import { s3Storage } from '../src/modules/storage/storage';
import { startS3Double } from './support/s3-double';

/**
 * Calls to providers that are not plain fetch are client spans too (issue 22, decision 0034):
 * mail over SMTP and documents in S3, against a loopback SMTP server and the S3 double. The
 * spans are named by operation and service, never by address, key or recipient.
 */
const exporter = new InMemorySpanExporter();
let smtp: SMTPServer;
let smtpPort: number;
let s3: Awaited<ReturnType<typeof startS3Double>>;

beforeAll(async () => {
  trace.setGlobalTracerProvider(
    new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }),
  );
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, callback) => stream.on('end', () => callback()).resume(),
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  s3 = await startS3Double('homeward-test');
});
afterAll(async () => {
  trace.disable();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await s3.close();
});

const spans = () =>
  exporter.getFinishedSpans().map((span) => ({
    name: span.name,
    kind: span.kind,
    service: span.attributes['homeward.service'],
  }));
const CLIENT = 2;

it('sends mail inside a client span', async () => {
  exporter.reset();
  await smtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'Homeward <hello@example.com>').deliver(
    'ana@example.com',
    { subject: 'Your code', text: 'Your code is 123456.', html: '<p>Your code is 123456.</p>' },
  );
  expect(spans()).toEqual([{ name: 'SEND smtp', kind: CLIENT, service: 'smtp' }]);
});

it('puts, reads and deletes a document inside client spans', async () => {
  exporter.reset();
  const storage = s3Storage(s3.settings);
  await storage.put('k-abcdefghijklmnopq', Buffer.from([1, 2, 3]), 'image/jpeg');
  await storage.get('k-abcdefghijklmnopq');
  await storage.delete('k-abcdefghijklmnopq');
  expect(spans()).toEqual([
    { name: 'PUT s3', kind: CLIENT, service: 's3' },
    { name: 'GET s3', kind: CLIENT, service: 's3' },
    { name: 'DELETE s3', kind: CLIENT, service: 's3' },
  ]);
});
