import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkApiLog } from './secret-scan';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * After every journey: no secret a journey used may be in the API's log, and the books of the
 * journeys' database must balance (`ops ledger:check` fails the run otherwise); then the
 * database is dropped (see playwright.config.ts).
 */
export default async function globalTeardown() {
  let leak: unknown;
  try {
    console.log(checkSecretsStayedOutOfTheLog());
  } catch (error) {
    // Reported after the ledger check, which runs whatever this found.
    leak = error;
    console.error(error instanceof Error ? error.message : error);
  }
  await checkLedgerAndDropDatabase();
  if (leak) throw leak;
}

function checkSecretsStayedOutOfTheLog(): string {
  const logFile = process.env.E2E_API_LOG;
  const secrets = process.env.E2E_SECRETS_FILE;
  if (!logFile || !secrets) throw new Error('E2E_API_LOG and E2E_SECRETS_FILE are not set');
  return checkApiLog(logFile, secrets);
}

async function checkLedgerAndDropDatabase() {
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
