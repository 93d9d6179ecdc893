import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { opsToken, runOpsCli } from './ops';
import { checkApiLog } from './secret-scan';
import { API_PORT, API_URL, LATE_WEBHOOKS_PORT, LATE_WEBHOOKS_URL } from './urls';

/**
 * After every journey: no secret a journey used may be in the APIs' logs, and the books of the
 * journeys' databases must balance (`ops ledger:check`, through each API, fails the run
 * otherwise); then PostgreSQL databases are dropped (see playwright.config.ts).
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
  for (const [url, port, variable] of [
    [API_URL, API_PORT, 'E2E_DATABASE_URL'],
    [LATE_WEBHOOKS_URL, LATE_WEBHOOKS_PORT, 'E2E_LATE_WEBHOOKS_DATABASE_URL'],
  ] as const) {
    try {
      await checkLedgerAndDropDatabase(url, port, process.env[variable]);
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
    readFileSync(lateLogFile, 'utf8').includes('"msg":"request completed"');
  const late = lateUsed ? checkApiLog(lateLogFile, secrets) : 'not called in this run.';
  return `${main}\nLate-webhooks API: ${late}`;
}

async function checkLedgerAndDropDatabase(
  apiUrl: string,
  port: number,
  databaseUrl: string | undefined,
) {
  const base = process.env.TEST_DATABASE_URL;
  const name = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  const ours = Boolean(base) && /^homeward_e2e_\d+_\d+(_late)?$/.test(name);
  try {
    // An API that never became ready made no token: there are no books of its to check.
    const token = await opsToken(port, 5_000).catch(() => undefined);
    if (!token) return;
    const running = await fetch(new URL('/health/live', apiUrl)).then(
      (response) => response.ok,
      () => false,
    );
    // An embedded database is the stopped server's alone (its directory is not ours to open).
    if (!running && !databaseUrl) {
      console.log(`${apiUrl} has stopped: its embedded books were not checked.`);
      return;
    }
    // Through the API while it runs; on its database directly once it has stopped.
    const ops = (command: string) =>
      runOpsCli([command], {
        HOMEWARD_API_URL: apiUrl,
        HOMEWARD_STAFF_TOKEN: token,
        APP_ENV: 'test',
        DATABASE_URL: databaseUrl ?? '',
        REDIS_URL: '',
      });
    console.log(`ledger:check of ${apiUrl} after the journeys:\n${ops('ledger:check')}`);
    console.log(`reconcile of ${apiUrl} after the journeys:\n${await reconciled(ops)}`);
  } finally {
    if (ours && base) {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
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
