import { spawn } from 'node:child_process';
import { appendFileSync, openSync, writeFileSync } from 'node:fs';
import { acceptAndMakeToken, invitationUrlIn, opsTokenFile, runOpsCli } from './ops';

/**
 * The built API for the journeys, with everything it prints kept in E2E_API_LOG, where the
 * global teardown looks for the secrets the journeys used. Its standard output goes straight into
 * the file (the logger writes synchronously, so nothing is lost when Playwright kills the
 * server); its standard error, where start-up failures go, is copied to the file and to
 * Playwright's output as well.
 *
 * Before the server opens its database, `ops staff:create-admin` invites the journeys'
 * operations member (compliance and finance too); once the server answers, the invitation is
 * accepted and a staff token made for the specs' ops commands (support/ops.ts).
 */
const logFile = process.env.E2E_API_LOG;
if (!logFile) throw new Error('E2E_API_LOG names the file for the API log');
writeFileSync(logFile, '');
// Both writers append, so neither overwrites the other's lines.
const output = openSync(logFile, 'a');

const invitation = invitationUrlIn(
  runOpsCli(
    [
      'staff:create-admin',
      '--email',
      'operations@journeys.homeward.test',
      '--name',
      'Journeys operations',
      '--roles',
      'compliance,finance',
    ],
    {},
  ),
);

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: ['ignore', output, 'pipe'],
});
server.stderr?.on('data', (chunk: Buffer) => {
  appendFileSync(logFile, chunk);
  process.stderr.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/** The token for the specs, once the server is ready. */
async function makeOpsToken() {
  const url = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? '8080'}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(new URL('/health/ready', url)).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      await acceptAndMakeToken(url, invitation, opsTokenFile(Number(process.env.PORT)));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API never became ready: no ops token');
}
makeOpsToken().catch((error: unknown) => {
  process.stderr.write(`ops token: ${error instanceof Error ? error.message : String(error)}\n`);
});
