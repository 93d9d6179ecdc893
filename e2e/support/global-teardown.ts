import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkApiLog } from './secret-scan';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * After every journey: no secret a journey used may be in the APIs' logs, and the books of the
 * journeys' databases must balance (`ops ledger:check` fails the run otherwise); then the
 * databases are dropped (see playwright.config.ts).
 */
export default async function globalTeardown() {
  let leak: unknown;
  try {
    console.log(checkSecretsStayedOutOfTheLogs());
  } catch (error) {
    // Reported after the ledger check, which runs whatever this found.
    leak = error;
    console.error(error instanceof Error ? error.message : error);
  }
  let unbalanced: unknown;
  for (const variable of ['E2E_DATABASE_URL', 'E2E_LATE_WEBHOOKS_DATABASE_URL']) {
    try {
      await checkLedgerAndDropDatabase(process.env[variable]);
    } catch (error) {
      unbalanced ??= error;
    }
  }
  if (leak) throw leak;
  if (unbalanced) throw unbalanced;
}

function checkSecretsStayedOutOfTheLogs(): string {
  const logFile = process.env.E2E_API_LOG;
  const lateLogFile = process.env.E2E_LATE_WEBHOOKS_API_LOG;
  const secrets = process.env.E2E_SECRETS_FILE;
  if (!logFile || !lateLogFile || !secrets) {
    throw new Error('E2E_API_LOG, E2E_LATE_WEBHOOKS_API_LOG and E2E_SECRETS_FILE are not set');
  }
  const main = checkApiLog(logFile, secrets);
  // The late-webhooks API serves one journey; a run without it (a spec picked by name) never
  // called it, and its log has nothing to vouch for.
  const lateUsed =
    existsSync(lateLogFile) &&
    readFileSync(lateLogFile, 'utf8').includes('"msg":"incoming request"');
  const late = lateUsed ? checkApiLog(lateLogFile, secrets) : 'not called in this run.';
  return `${main}\nLate-webhooks API: ${late}`;
}

async function checkLedgerAndDropDatabase(url: string | undefined) {
  const base = process.env.TEST_DATABASE_URL;
  if (!url || !base) return;
  const name = new URL(url).pathname.slice(1);
  if (!/^homeward_e2e_\d+_\d+(_late)?$/.test(name)) return;
  const ops = (command: string) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/ops.ts', command], {
      cwd: root,
      env: {
        ...process.env,
        APP_ENV: 'test',
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-ops-')),
        REDIS_URL: '',
      },
      encoding: 'utf8',
    });
  try {
    console.log(`ledger:check of ${name} after the journeys:\n${ops('ledger:check')}`);
    console.log(`reconcile of ${name} after the journeys:\n${await reconciled(ops)}`);
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

/**
 * The provider's books against ours (`ops reconcile`, which exits non-zero on a difference). A
 * journey may end with a webhook still on its way (the late-webhooks API holds them 10 s), so a
 * difference must still be there after a few tries to fail the run.
 */
async function reconciled(ops: (command: string) => string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return ops('reconcile');
    } catch (error) {
      if (attempt === 6) throw error;
      await new Promise((resolve) => setTimeout(resolve, 4_000));
    }
  }
}
