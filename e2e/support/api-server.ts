import { spawn } from 'node:child_process';
import { appendFileSync, openSync, writeFileSync } from 'node:fs';

/**
 * The built API for the journeys, with everything it prints kept in E2E_API_LOG, where the
 * global teardown looks for the secrets the journeys used. Its standard output goes straight into
 * the file (the logger writes synchronously, so nothing is lost when Playwright kills the
 * server); its standard error, where start-up failures go, is copied to the file and to
 * Playwright's output as well.
 */
const logFile = process.env.E2E_API_LOG;
if (!logFile) throw new Error('E2E_API_LOG names the file for the API log');
writeFileSync(logFile, '');
// Both writers append, so neither overwrites the other's lines.
const output = openSync(logFile, 'a');

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
