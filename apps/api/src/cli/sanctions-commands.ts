import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  listOf,
  sanctionsImportResultSchema,
  sanctionsListSchema,
  sanctionsSourceSchema,
} from '@homeward/contract';
import { query } from './admin-client';
import { firstOf, type OpsCommand } from './command';

const count = (n: number) => n.toLocaleString('en-AU');

/**
 * The sanctions lists: what is in force, and importing a list from a file or its publisher's
 * address. The server parses and checks the file; a refused file leaves the list in force.
 */
export const sanctionsCommands: Record<string, OpsCommand> = {
  'sanctions:lists': {
    help: 'sanctions:lists   each list in force: version, entries, when and by whom imported',
    async run(client, _args, out) {
      const { data } = await client.get('/sanctions/lists', listOf(sanctionsListSchema));
      for (const list of data) {
        const active = list.active;
        out(
          active
            ? `${list.source.padEnd(5)} ${list.title}: version ${active.version ?? '?'}, ${count(active.entries)} entries, ${count(active.names)} names, imported ${active.imported_at} by ${active.imported_by}`
            : `${list.source.padEnd(5)} ${list.title}: not loaded`,
        );
        if (list.last_rejected) {
          out(
            `      last import refused ${list.last_rejected.imported_at}: ${list.last_rejected.error}`,
          );
        }
      }
    },
  },
  'sanctions:import': {
    help: 'sanctions:import --source ofac|un|dfat <file-or-url>   load a list (OFAC SDN CSV, UN XML, DFAT XLSX)',
    async run(client, args, out) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { source: { type: 'string' } },
      });
      const source = sanctionsSourceSchema.safeParse(values.source);
      if (!source.success) throw new Error('Give --source ofac, un or dfat.');
      const from = firstOf(positionals, 'list file or its https:// address');
      const path = `/sanctions/lists/${source.data}/imports`;
      const { body } = /^https?:\/\//i.test(from)
        ? await client.post(path, { url: from }, sanctionsImportResultSchema)
        : await client.post(
            `${path}${query({ file: basename(from) })}`,
            new Uint8Array(await readFile(from)),
            sanctionsImportResultSchema,
          );
      const imported = body.import;
      out(
        `${source.data}: version ${imported.version ?? '?'} in force, ${count(imported.entries)} entries, ${count(imported.names)} names.`,
      );
      out(
        body.rescreening
          ? 'Customers and recipients are being screened again against it.'
          : 'The file is the list already in force: nothing changed.',
      );
    },
  },
};
