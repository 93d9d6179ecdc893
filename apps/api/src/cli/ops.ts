import { existsSync } from 'node:fs';
import path from 'node:path';
import { adminClient, CommandFailed, type AdminClient } from './admin-client';
import type { OpsCommand } from './command';
import { connect } from './connect';
import { customerCommands } from './customer-commands';
import { documentCommands } from './document-commands';
import { jobCommands } from './jobs-commands';
import { keyCommands } from './key-commands';
import { ledgerCommands } from './ledger-commands';
import { pricingCommands, proposalCommands } from './pricing-commands';
import { reconcileCommands } from './reconcile-commands';
import { sanctionsCommands } from './sanctions-commands';
import { scheduleCommands } from './schedule-commands';
import { securityCommands } from './security-commands';
import { CREATE_ADMIN_HELP, createAdmin } from './staff-commands';
import { transferCommands } from './transfer-commands';

/**
 * The operations CLI (`npm run ops -- <command> [options]`): a client of the admin API with a
 * staff token, so every change has the API's rules, permissions and audit trail, and a running
 * server does the work (its database, its live events, its jobs).
 */
const commands: Record<string, OpsCommand> = {
  ...documentCommands,
  ...customerCommands,
  ...transferCommands,
  ...pricingCommands,
  ...proposalCommands,
  ...ledgerCommands,
  ...reconcileCommands,
  ...jobCommands,
  ...keyCommands,
  ...securityCommands,
  ...sanctionsCommands,
  ...scheduleCommands,
};

export const CREATE_ADMIN = 'staff:create-admin';

export function usage(out: (line: string) => void) {
  out('Usage: npm run ops -- <command> [options]');
  out('Set HOMEWARD_STAFF_TOKEN (and HOMEWARD_API_URL when the server is not at APP_URL).\n');
  for (const { help } of Object.values(commands)) out(`  ${help}`);
  out(`  ${CREATE_ADMIN_HELP}`);
}

/** Runs one command against the admin API; throws with the message to print on failure. */
export async function runOps(
  client: AdminClient,
  argv: string[],
  out: (line: string) => void = console.log,
): Promise<void> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    usage(out);
    if (name) throw new Error(`Unknown command: ${name}`);
    return;
  }
  await command.run(client, args, out);
}

/**
 * The whole command line: what it prints and its exit code. Output waits until the transport is
 * closed (an app in this process closes its database then): success is never reported for a
 * change an embedded database did not keep.
 */
export async function main(
  argv: string[],
  env: Record<string, string | undefined>,
  print: { out: (line: string) => void; error: (line: string) => void } = {
    out: console.log,
    error: console.error,
  },
): Promise<number> {
  const [name, ...args] = argv;
  const lines: string[] = [];
  try {
    if (name === CREATE_ADMIN) {
      await createAdmin(args, env, (line) => lines.push(line));
    } else if (!name || !commands[name]) {
      // Usage and unknown commands reach no server and need no token.
      usage(print.out);
      if (name) throw new Error(`Unknown command: ${name}`);
      return 0;
    } else {
      const transport = await connect(env);
      let failure: unknown;
      try {
        await runOps(adminClient(transport), argv, (line) => lines.push(line));
      } catch (error) {
        failure = error;
      }
      try {
        await transport.close();
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        failure ??= new CommandFailed(
          `The database could not be closed cleanly (${why}): the change may not have been kept. Look before running this again.`,
        );
      }
      if (failure) {
        // What a failing command printed first (a report's lines) still helps.
        for (const line of lines) print.out(line);
        throw failure;
      }
    }
  } catch (error) {
    print.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  for (const line of lines) print.out(line);
  return 0;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const code = await main(process.argv.slice(2), process.env);
  process.exit(code);
}
