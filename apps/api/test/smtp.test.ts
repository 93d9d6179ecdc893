import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { uniqueEmail } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtp(port = 0) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(port, '127.0.0.1', () => {
        resolve({
          port: (server.server.address() as AddressInfo).port,
          received,
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the verification code to a real SMTP server', async () => {
    const email = uniqueEmail('smtp');
    await new TestBrowser(t.app).signUp(email);
    await t.app.deps.jobs.runDue();
    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message?.raw).toMatch(/Subject: \d{6} is your Homeward verification code/);
    expect(message?.raw).toContain('multipart/alternative');
    expect(message?.raw).toMatch(/Your code: \d{6}/);
  });

  it('keeps mail through an SMTP outage and delivers it when the server is back', async () => {
    const port = smtp.port;
    await smtp.close();
    const email = uniqueEmail('outage');
    await new TestBrowser(t.app).signUp(email);
    await t.app.deps.jobs.runDue();
    const [failed] = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.completedAt} is null`);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toBeTruthy();
    expect(failed?.runAt.getTime()).toBeGreaterThan(Date.now());

    smtp = await startSmtp(port);
    // Time passes: the retry is due.
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(sql`${jobs.completedAt} is null`);
    await t.app.deps.jobs.runDue();
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(true);
    const pending = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.completedAt} is null`);
    expect(pending).toHaveLength(0);
  });

  it('wipes delivered payloads: no code stays in the job table', async () => {
    const rows = await t.database.db.select().from(jobs);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.payload).toEqual({});
  });

  it('has no development outbox when SMTP is configured', async () => {
    expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
