import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { adminClient } from '../src/cli/admin-client';
import { main } from '../src/cli/ops';
import { httpTransport } from '../src/cli/transport';
import { MISSING_TOKEN } from '../src/cli/connect';
import { openDatabase } from '../src/db/client';
import { DEVELOPMENT_ADMIN_EMAIL, inviteDevelopmentAdmin } from '../src/first-admin';
import { EmbeddedDatabaseInUse } from '../src/db/embedded-lock';
import { events, pusherHttpBroadcaster } from '../src/modules/realtime/broadcaster';
import { redisCluster, type ClusterMessage } from '../src/modules/realtime/cluster';
import { verifiedCustomer } from './support/customers';
import { pendingDocument } from './support/documents';
import { staffToken } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * How the ops CLI reaches the admin API (issue 16): over HTTP to a running server; with no server,
 * into an app of its own on the same database, never beside another process on an embedded one.
 */
let t: TestApp;
let serverUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Nothing listens there: the CLI finds no server. */
const NO_SERVER = 'http://127.0.0.1:9';

async function cli(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const errors: string[] = [];
  const code = await main(argv, env, {
    out: (line) => out.push(line),
    error: (line) => errors.push(line),
  });
  return { code, out, errors: errors.join('\n') };
}

/** The environment of a CLI with no server and its own data directory (embedded, or `url`). */
const offline = (url: string | undefined, extra: Record<string, string> = {}) => ({
  APP_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-ops-')),
  DATABASE_URL: url ?? '',
  HOMEWARD_API_URL: NO_SERVER,
  ...extra,
});

describe('the token', () => {
  it('is required, with a message saying how to get one', async () => {
    const result = await cli(['ledger:check'], { HOMEWARD_API_URL: serverUrl });
    expect(result.code).toBe(1);
    expect(result.errors).toBe(MISSING_TOKEN);
    expect(result.errors).toContain('API tokens');
    expect(result.errors).toContain('staff:create-admin');
    expect(result.out).toEqual([]);
  });

  it('is refused by the server when it is not a live token', async () => {
    const result = await cli(['ledger:check'], {
      HOMEWARD_API_URL: serverUrl,
      HOMEWARD_STAFF_TOKEN: 'hws_not-a-token',
    });
    expect(result.code).toBe(1);
    expect(result.errors).toMatch(/^Unauthenticated\. The staff token in HOMEWARD_STAFF_TOKEN/);
  });

  it('is not needed to read the usage', async () => {
    const result = await cli([], {});
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain('ledger:check');
    const unknown = await cli(['nope'], {});
    expect(unknown.code).toBe(1);
    expect(unknown.errors).toBe('Unknown command: nope');
  });
});

describe('with a server running', () => {
  it('sends every command over HTTP to its admin API', async () => {
    const { token } = await staffToken(t, ['finance', 'compliance']);
    const result = await cli(['ledger:check'], {
      HOMEWARD_API_URL: serverUrl,
      HOMEWARD_STAFF_TOKEN: token,
      // Proof it went over HTTP: no database is configured for the CLI itself.
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
    });
    expect(result.errors).toBe('');
    expect(result.out.at(-1)).toMatch(/^\d+ journals, all balanced\.$/);
    expect(result.code).toBe(0);
  });

  it('prints the server’s 4xx message and exits 1, printing no success', async () => {
    const { token } = await staffToken(t, ['support']);
    const refused = await cli(['ledger:check'], {
      HOMEWARD_API_URL: serverUrl,
      HOMEWARD_STAFF_TOKEN: token,
    });
    expect(refused).toEqual({ code: 1, out: [], errors: 'Your role does not allow this.' });

    const { token: compliance } = await staffToken(t, ['compliance']);
    const missing = await cli(['documents:expire', '00000000-0000-0000-0000-000000000000'], {
      HOMEWARD_API_URL: serverUrl,
      HOMEWARD_STAFF_TOKEN: compliance,
    });
    expect(missing).toEqual({
      code: 1,
      out: [],
      errors: 'No document 00000000-0000-0000-0000-000000000000.',
    });
  });
});

describe('a server that stops answering mid-command', () => {
  it('is reported as such, never as a success', async () => {
    const client = adminClient(httpTransport(NO_SERVER, 'hws_any'));
    await expect(
      client.post('/transfers/x/hold', { reason: 'Checking.' }, z.unknown()),
    ).rejects.toThrow('The change may or may not have been made: look before running this again.');
    await expect(client.get('/rates', z.unknown())).rejects.toThrow('Nothing was changed.');
  });
});

describe('a change made in-process', () => {
  it('has its live event sent before the app closes (hosted Pusher)', async () => {
    const sent: string[] = [];
    const slowPusher = async (url: string | URL | Request) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      sent.push(String(url));
      return new Response('{}', { status: 200 });
    };
    const broadcaster = pusherHttpBroadcaster(
      { host: 'pusher.example', useTls: true, appId: '1', key: 'k', secret: 's' },
      () => t.app.log,
      slowPusher as typeof fetch,
    );
    broadcaster.publish('private-App.Models.Customer.1', 'App\\Events\\Test', {});
    expect(sent).toEqual([]);
    await broadcaster.close();
    expect(sent).toHaveLength(1);
  });
});

describe('a change made in-process, with Redis', () => {
  const redisUrl = process.env.REDIS_URL;
  // The server nodes of a PostgreSQL deployment share Redis: the CLI's app publishes there too.
  it.runIf(process.env.TEST_DB_DRIVER === 'postgres' && redisUrl)(
    'reaches every node before the CLI exits',
    async () => {
      const heard: ClusterMessage[] = [];
      const node = await redisCluster(
        (message) => heard.push(message),
        new Redis(redisUrl ?? ''),
        () => t.app.log,
      );
      try {
        const { customerId } = await verifiedCustomer(t, 'ops-live');
        const proof = await pendingDocument(t, customerId, 'proof_of_address', 'utility_bill');
        const { token } = await staffToken(t, ['compliance']);
        const result = await cli(
          ['documents:approve', proof],
          offline(t.databaseUrl, { HOMEWARD_STAFF_TOKEN: token, REDIS_URL: redisUrl ?? '' }),
        );
        expect(result).toEqual({ code: 0, out: ['Approved.'], errors: '' });
        await vi.waitFor(() =>
          expect(
            heard.some(
              (message) =>
                message.kind === 'event' &&
                message.event === events.documentStatusUpdated &&
                message.data.includes(proof),
            ),
          ).toBe(true),
        );
      } finally {
        await node.close();
      }
    },
    60_000,
  );
});

describe('with no server', () => {
  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
    'opens the PostgreSQL database in-process and sends the same requests',
    async () => {
      const { token } = await staffToken(t, ['finance']);
      const result = await cli(
        ['ledger:check'],
        offline(t.databaseUrl, { HOMEWARD_STAFF_TOKEN: token }),
      );
      expect(result.errors).toBe('');
      expect(result.out.at(-1)).toMatch(/^\d+ journals, all balanced\.$/);
    },
  );

  it('opens a free embedded database in-process, through the same admin API', async () => {
    const env = offline(undefined, { HOMEWARD_STAFF_TOKEN: 'hws_unknown' });
    const result = await cli(['ledger:check'], env);
    // A fresh database knows no token: the answer came from its admin API.
    expect(result.code).toBe(1);
    expect(result.errors).toMatch(/^Unauthenticated\. The staff token/);
    // Closed again: the lock is given back.
    expect(existsSync(path.join(env.DATA_DIR, 'pglite.lock'))).toBe(false);
  }, 60_000);

  it('refuses an embedded database another process holds, saying what to do', async () => {
    const env = offline(undefined, { HOMEWARD_STAFF_TOKEN: 'hws_any' });
    const holder = await openDatabase({ pgliteDir: path.join(env.DATA_DIR, 'pglite') });
    try {
      const result = await cli(['ledger:check'], env);
      expect(result.code).toBe(1);
      expect(result.out).toEqual([]);
      expect(result.errors).toContain(
        `The embedded database in ${path.join(env.DATA_DIR, 'pglite')} is in use by another process (pid ${process.pid}): start the server and run this again (the CLI then goes through it), or stop that process.`,
      );
      const admin = await cli(
        ['staff:create-admin', '--email', 'a@example.com', '--name', 'A'],
        env,
      );
      expect(admin.code).toBe(1);
      expect(admin.errors).toContain('is in use by another process');
    } finally {
      await holder.close();
    }
  }, 60_000);
});

describe('the embedded database’s lock', () => {
  it('refuses a second opener of one directory and frees it on close', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'homeward-lock-')), 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    const second = openDatabase({ pgliteDir: dir });
    await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
    await expect(second).rejects.toThrow(`is in use by another process (pid ${process.pid})`);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ pgliteDir: dir });
    await again.close();
  }, 60_000);

  it('takes over a lock left by a process that is gone', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'homeward-lock-')), 'pglite');
    // A pid that existed and ended: a server killed without closing its database.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${dir}.lock`, String(gone));
    const opened = await openDatabase({ pgliteDir: dir });
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await opened.close();
  }, 60_000);
});

describe('staff:create-admin', () => {
  it('invites the first admin once, prints the link and how to get a token, then refuses', async () => {
    // A database of its own: the other tests here made admins already.
    const fresh = await createTestApp();
    try {
      const env = offline(fresh.databaseUrl);
      const args = ['staff:create-admin', '--email', 'First@Example.com', '--name', 'First Admin'];
      const created = await cli([...args, '--roles', 'admin,compliance'], env);
      expect(created.errors).toBe('');
      expect(created.code).toBe(0);
      const text = created.out.join('\n');
      expect(text).toContain('Admin invitation for first@example.com');
      expect(text).toMatch(/\/back-office\/invitation\/\S{20,}/);
      expect(text).toContain('API tokens');
      expect(text).toContain('Roles: admin, compliance.');

      const again = await cli(
        ['staff:create-admin', '--email', 'second@example.com', '--name', 'Second'],
        env,
      );
      expect(again).toEqual({
        code: 1,
        out: [],
        errors: expect.stringContaining('An admin exists already (first@example.com)'),
      });
      const bad = await cli(['staff:create-admin', '--email', 'x', '--name', 'X'], env);
      expect(bad.errors).toBe('Enter a valid email address.');
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('is done by a development server on its first start with no staff, once', async () => {
    const fresh = await createTestApp();
    try {
      const invited = await inviteDevelopmentAdmin(fresh.app.deps.staff);
      expect(invited?.staff.email).toBe(DEVELOPMENT_ADMIN_EMAIL);
      expect(invited?.staff.roles).toContain('admin');
      expect(invited?.invitationUrl).toMatch(/\/back-office\/invitation\//);
      expect(await inviteDevelopmentAdmin(fresh.app.deps.staff)).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
