import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * After every journey: the books of the journeys' database must balance (`ops ledger:check`
 * fails the run otherwise), then the database is dropped (see playwright.config.ts).
 */
export default async function globalTeardown() {
  const url = process.env.E2E_DATABASE_URL;
  const base = process.env.TEST_DATABASE_URL;
  if (!url || !base) return;
  const name = new URL(url).pathname.slice(1);
  if (!/^homeward_e2e_\d+_\d+$/.test(name)) return;
  try {
    const report = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/ops.ts', 'ledger:check'],
      {
        cwd: root,
        env: {
          ...process.env,
          APP_ENV: 'test',
          DATABASE_URL: url,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-ops-')),
          REDIS_URL: '',
        },
        encoding: 'utf8',
      },
    );
    console.log(`ledger:check after the journeys:\n${report}`);
  } finally {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  }
}
