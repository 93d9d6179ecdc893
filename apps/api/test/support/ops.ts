import { staffRoles, type StaffRole } from '@homeward/contract';
import { adminClient } from '../../src/cli/admin-client';
import { runOps } from '../../src/cli/ops';
import { injectTransport } from '../../src/cli/transport';
import { staffToken } from './staff';
import type { TestApp } from './test-app';

/**
 * The ops CLI as operations run it when no server is up: its commands sent to this app's admin
 * API through `app.inject`, with the service token of a staff member holding `roles` (every
 * role by default). The token is made once per app and roles.
 */
export function opsCli(t: TestApp, roles: StaffRole[] = [...staffRoles]) {
  let client: ReturnType<typeof adminClient> | undefined;
  const ready = async () => {
    if (!client) client = adminClient(injectTransport(t.app, (await staffToken(t, roles)).token));
    return client;
  };
  return async (argv: string[], out: (line: string) => void = () => {}) =>
    runOps(await ready(), argv, out);
}

/** The lines a command printed, or its error. */
export function opsLines(t: TestApp, roles?: StaffRole[]) {
  const run = opsCli(t, roles);
  return async (...argv: string[]) => {
    const lines: string[] = [];
    await run(argv, (line) => lines.push(line));
    return lines;
  };
}
