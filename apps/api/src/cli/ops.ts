import path from 'node:path';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import type { OpsCommand } from './command';
import { reconcileCommands } from './reconcile-commands';
import { jobCommands } from './jobs-commands';
import {
  customerCommands,
  ledgerCommands,
  pricingCommands,
  refundCommands,
  transferCommands,
} from './send-money-commands';

/**
 * The operations CLI (`npm run ops -- <command> [options]`). Commands call the same services as
 * the API, so every change made here has the API's rules and leaves the same audit trail.
 */
type Command = OpsCommand['run'];

/** Who is acting, for the audit trail: --actor, or the operating-system user. */
function actorOf(value: string | undefined): string {
  return `ops:${value ?? userInfo().username}`;
}

function documentIdOf(positionals: string[]): string {
  const [id] = positionals;
  if (!id) throw new Error('Give the document id.');
  return id;
}

const commands: Record<string, { help: string; run: Command }> = {
  ...pricingCommands,
  ...customerCommands,
  ...ledgerCommands,
  ...transferCommands,
  ...refundCommands,
  ...reconcileCommands,
  ...jobCommands,
  'documents:list': {
    help: 'documents:list [--status pending,in_review] [--limit <n>]   documents waiting for review',
    async run(app, args, out) {
      const { values } = parseArgs({
        args,
        options: {
          status: { type: 'string', default: 'pending,in_review' },
          limit: { type: 'string', default: '50' },
        },
      });
      const statuses = values.status === 'all' ? undefined : values.status.split(',');
      const rows = await app.deps.documents.list({ statuses, limit: Number(values.limit) || 50 });
      if (rows.length === 0) out('No documents.');
      for (const row of rows) {
        out(
          [
            row.document.id,
            row.document.statusCode.padEnd(9),
            `${row.category}/${row.type}`.padEnd(34),
            row.email,
            row.document.createdAt.toISOString(),
          ].join('  '),
        );
      }
    },
  },
  'documents:show': {
    help: 'documents:show <id>   one document, what was read from it, and its history',
    async run(app, args, out) {
      const id = documentIdOf(parseArgs({ args, allowPositionals: true }).positionals);
      const found = await app.deps.documents.find(id);
      if (!found) throw new Error(`No document ${id}.`);
      const { document } = found;
      out(`${document.id}  ${found.category}  ${document.statusCode}`);
      if (document.rejectionReason) out(`reason: ${document.rejectionReason}`);
      if (document.holderSurname) {
        out(
          `read: ${document.holderGivenNames} ${document.holderSurname}, born ${document.holderBirthDate}, number ${document.documentNumber}, expires ${document.expiresOn}`,
        );
      }
      for (const event of await app.deps.documents.history(id)) {
        out(
          `  ${event.createdAt.toISOString()}  ${event.statusCode.padEnd(9)}  ${event.actor}${event.reason ? `  ${event.reason}` : ''}`,
        );
      }
    },
  },
  'documents:review': {
    help: 'documents:review <id> [--actor <name>]   mark a document as in review',
    async run(app, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: { actor: { type: 'string' } },
      });
      await app.deps.documents.startReview(documentIdOf(positionals), actorOf(values.actor));
      out('In review.');
    },
  },
  'documents:approve': {
    help: 'documents:approve <id> [--given-names <g> --surname <s> --birth-date <YYYY-MM-DD> --number <n> --expiry <YYYY-MM-DD>]   (the reading is required for a proof of identity)',
    async run(app, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          actor: { type: 'string' },
          'given-names': { type: 'string' },
          surname: { type: 'string' },
          'birth-date': { type: 'string' },
          number: { type: 'string' },
          expiry: { type: 'string' },
        },
      });
      const fields = [
        values['given-names'],
        values.surname,
        values['birth-date'],
        values.number,
        values.expiry,
      ];
      const date = /^\d{4}-\d{2}-\d{2}$/;
      if (fields.some(Boolean)) {
        if (fields.some((field) => !field?.trim())) {
          throw new Error(
            'Give all of --given-names, --surname, --birth-date, --number and --expiry.',
          );
        }
        if (!date.test(values['birth-date'] ?? '') || !date.test(values.expiry ?? '')) {
          throw new Error('Dates are YYYY-MM-DD.');
        }
      }
      const reading = fields.some(Boolean)
        ? {
            givenNames: values['given-names'] ?? '',
            surname: values.surname ?? '',
            birthDate: values['birth-date'] ?? '',
            documentNumber: values.number ?? '',
            expiresOn: values.expiry ?? '',
          }
        : undefined;
      await app.deps.documents.approve(documentIdOf(positionals), actorOf(values.actor), reading);
      out('Approved.');
    },
  },
  'documents:expire': {
    help: 'documents:expire <id> [--actor <name>]   an approved document is no longer valid',
    async run(app, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: { actor: { type: 'string' } },
      });
      await app.deps.documents.expire(documentIdOf(positionals), actorOf(values.actor));
      out('Expired.');
    },
  },
  'documents:reject': {
    help: 'documents:reject <id> --reason "<words the customer can act on>"',
    async run(app, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: { actor: { type: 'string' }, reason: { type: 'string' } },
      });
      await app.deps.documents.reject(
        documentIdOf(positionals),
        actorOf(values.actor),
        values.reason ?? '',
      );
      out('Rejected.');
    },
  },
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
  try {
    await command.run(app, args, out);
  } catch (error) {
    // Domain errors carry per-field messages; say them plainly on the command line.
    const fields = (error as { errors?: Record<string, string[]> }).errors;
    if (fields) throw new Error(Object.values(fields).flat().join(' '), { cause: error });
    throw error;
  }
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
