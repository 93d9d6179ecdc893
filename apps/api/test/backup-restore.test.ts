import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { transfers } from '../src/db/schema';
import { paidTransfer, sendingMoney } from './support/transfers';
import { philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The operations guide's backup and restore (scripts/db-backup.mjs), run as an operator would on
 * a small database with a customer, a recipient and a paid transfer: the restored copy holds
 * every row alike, the application opens it with no migration left to apply, and a check of two databases that
 * differ says where. PostgreSQL only: the commands are PostgreSQL's client tools.
 */

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/db-backup.mjs');
const script = (...args: string[]) => run(process.execPath, [SCRIPT, ...args]);

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('backup and restore', () => {
  let t: TestApp;
  let copyUrl: string;
  const copyName = `homeward_restore_${randomBytes(6).toString('hex')}`;

  async function admin<T>(work: (client: pg.Client) => Promise<T>) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(sendingMoney);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${copyName}`;
    copyUrl = url.toString();
    await admin((client) => client.query(`create database ${copyName}`));
  });
  afterAll(async () => {
    await t.close();
    await admin((client) => client.query(`drop database if exists ${copyName} with (force)`));
  });

  it('restores every row of a dump, and the application opens the copy as it is', async () => {
    const customer = await sender(t, 2);
    const recipient = await philippineRecipient(customer.browser);
    const transferId = await paidTransfer(t, customer.browser, recipient.id, '100');
    const source = t.databaseUrl ?? '';

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'homeward-backup-')), 'homeward.dump');
    expect((await script('backup', source, file)).stdout).toMatch(/Backed up/);
    expect((await script('restore', file, copyUrl)).stdout).toMatch(/Restored/);
    const verified = await script('verify', source, copyUrl);
    expect(verified.stdout).toMatch(/^The same: \d+ tables, \d+ rows, every row alike\.$/m);
    // The regulated records' guards came back with the tables (migration 0023).
    const guarded = await admin(async () => {
      const copy = new pg.Client({ connectionString: copyUrl });
      await copy.connect();
      try {
        return await copy.query('delete from transfers').then(
          () => 'deleted',
          (error: Error) => error.message,
        );
      } finally {
        await copy.end();
      }
    });
    expect(guarded).toMatch(/kept/i);

    // The application opens the copy as it is: no migration left to apply, the transfer there.
    const copy = await openDatabase({ url: copyUrl, pgliteDir: 'memory' });
    try {
      await copy.prepare();
      const [row] = await copy.db
        .select({ status: transfers.status })
        .from(transfers)
        .where(eq(transfers.id, transferId));
      expect(row?.status).toBe('completed');
    } finally {
      await copy.close();
    }
  });

  it('says which tables differ between two databases', async () => {
    const copy = new pg.Client({ connectionString: copyUrl });
    await copy.connect();
    await copy.query(`update dev_outbox set subject = subject || ' (changed)'`);
    await copy.end();
    const differ = await script('verify', t.databaseUrl ?? '', copyUrl).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(differ?.code).toBe(1);
    expect(differ?.stderr).toMatch(/public\.dev_outbox: same count, different rows/);
  });

  it('refuses a dump of a database that does not exist, with pg_dump’s reason', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = '/homeward_no_such_database';
    const failed = await script('backup', url.toString(), path.join(tmpdir(), 'none.dump')).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/pg_dump failed:[\s\S]*does not exist/);
  });
});
