import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../jobs/queue';
import { httpSmsTransport, smsSender, type SmsTransport } from './sender';

/** A queue that keeps what is enqueued and hands its handler to the test. */
function fakeQueue() {
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();
  const payloads: unknown[] = [];
  const queue = {
    register: (name: string, handler: (payload: unknown) => Promise<void>) =>
      handlers.set(name, handler),
    enqueue: async (_name: string, payload: unknown) => {
      payloads.push(payload);
      return true;
    },
  } as unknown as JobQueue;
  return { queue, handlers, payloads };
}

describe('texts through a gateway', () => {
  it('carry one reference on every attempt of a job', async () => {
    const { queue, handlers, payloads } = fakeQueue();
    const delivered: string[] = [];
    const transport: SmsTransport = {
      deliver: async (_to, _text, reference) => {
        delivered.push(reference);
      },
    };
    const sender = smsSender(queue, transport);
    await sender.send('+639171234567', 'Collect it with code 191 922 5363', 'sms:t1:pickup_code');
    await sender.send('+639171234567', 'Another text');
    const run = handlers.get('sms.send');
    // The first job twice, as a retry after a timeout would run it, then the second.
    await run?.(payloads[0]);
    await run?.(payloads[0]);
    await run?.(payloads[1]);
    expect(delivered[0]).toBe(delivered[1]);
    expect(delivered[2]).not.toBe(delivered[0]);
    expect(delivered[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('post the reference as the Idempotency-Key, and fail the job on an error answer', async () => {
    const seen: { headers: IncomingHttpHeaders; body: string }[] = [];
    let status = 200;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const gateway = httpSmsTransport(`http://127.0.0.1:${port}/send`);
      await gateway.deliver('+61412000111', 'Homeward: hello', 'ref-1');
      expect(seen[0]?.headers['idempotency-key']).toBe('ref-1');
      expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
        to: '+61412000111',
        text: 'Homeward: hello',
        reference: 'ref-1',
      });
      status = 503;
      await expect(gateway.deliver('+61412000111', 'again', 'ref-2')).rejects.toThrow(
        'SMS gateway answered 503',
      );
    } finally {
      server.close();
    }
  });
});
