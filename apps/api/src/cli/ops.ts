import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';

/**
 * The operations CLI (`npm run ops -- <command> [options]`). Commands call the same services as
 * the API, so every change made here has the API's rules and leaves the same audit trail.
 */
type Command = (app: FastifyInstance, args: string[], out: (line: string) => void) => Promise<void>;

const commands: Record<string, { help: string; run: Command }> = {
  'security-events': {
    help: 'security-events [--email <address>] [--limit <n>]   recent sign-ins, failures and changes',
    async run(app, args, out) {
      const { values } = parseArgs({
        args,
        options: { email: { type: 'string' }, limit: { type: 'string', default: '50' } },
      });
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
        throw new Error('--limit must be a whole number from 1 to 1000');
      }
      const rows = await app.deps.security.recentEvents({
        email: values.email?.trim().toLowerCase(),
        limit,
      });
      if (rows.length === 0) {
        out('No security events.');
        return;
      }
      for (const row of rows) {
        out([row.at, row.type.padEnd(16), row.email, row.ip, row.client].join('  '));
      }
    },
  },
};

export async function runOps(
  app: FastifyInstance,
  argv: string[],
  out: (line: string) => void = console.log,
): Promise<void> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    out('Usage: npm run ops -- <command> [options]\n');
    for (const { help } of Object.values(commands)) out(`  ${help}`);
    if (name) throw new Error(`Unknown command: ${name}`);
    return;
  }
  await command.run(app, args, out);
}

async function main() {
  const { config, database } = await bootstrap();
  const app = await buildApp({ config, db: database.db, logger: false });
  try {
    await runOps(app, process.argv.slice(2));
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
