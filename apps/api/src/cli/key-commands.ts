import { parseArgs } from 'node:util';
import { listOf, resealedValuesSchema, sealedValuesSchema } from '@homeward/contract';
import { CommandFailed } from './admin-client';
import type { OpsCommand } from './command';

/** `--batch`: rows read at a time; the server's own limit is the same. */
function batchOf(value: string): number {
  const batch = Number(value);
  if (!Number.isInteger(batch) || batch < 1 || batch > 5000) {
    throw new Error('--batch must be a whole number from 1 to 5000');
  }
  return batch;
}

/**
 * The last steps of rotating APP_KEY (docs/operations.md, "Rotating keys and secrets"): once
 * every node has the new key, re-seal what the old one sealed, then check nothing is left
 * before the old key leaves APP_PREVIOUS_KEYS. The server that answers does the work, with its
 * own keys: run them against a node that has the new APP_KEY.
 */
export const keyCommands: Record<string, OpsCommand> = {
  'keys:reseal': {
    help: 'keys:reseal [--batch <n>]   seal again under APP_KEY what a previous key sealed (safe to repeat)',
    async run(client, args, out) {
      const { values } = parseArgs({
        args,
        options: { batch: { type: 'string', default: '500' } },
      });
      const {
        body: { data },
      } = await client.post(
        '/keys/reseal',
        { batch_size: batchOf(values.batch) },
        listOf(resealedValuesSchema),
      );
      for (const row of data) {
        out(
          `${row.kind}: ${row.checked} checked, ${row.resealed} re-sealed, ${row.skipped} changed meanwhile, ${row.unreadable} unreadable`,
        );
      }
      const skipped = data.reduce((sum, row) => sum + row.skipped, 0);
      if (skipped > 0) out('Some values changed while this ran: run keys:reseal again.');
    },
  },
  'keys:check': {
    help: 'keys:check   whether anything is still sealed under a previous key (fails if so)',
    async run(client, _args, out) {
      const { data } = await client.get('/keys/sealed', listOf(sealedValuesSchema));
      for (const row of data) {
        out(
          `${row.kind}: ${row.current} under APP_KEY, ${row.previous} under a previous key, ${row.unreadable} unreadable`,
        );
      }
      const previous = data.reduce((sum, row) => sum + row.previous, 0);
      const unreadable = data.reduce((sum, row) => sum + row.unreadable, 0);
      if (previous > 0) {
        throw new CommandFailed(
          `${previous} value${previous === 1 ? ' is' : 's are'} still sealed under a previous key: run keys:reseal, and keep the old key in APP_PREVIOUS_KEYS until this passes.`,
        );
      }
      if (unreadable > 0) {
        throw new CommandFailed(
          `${unreadable} value${unreadable === 1 ? '' : 's'} no configured key opens: was a key dropped too early? Put it back in APP_PREVIOUS_KEYS.`,
        );
      }
      out('Nothing is sealed under a previous key: it can leave APP_PREVIOUS_KEYS.');
    },
  },
};
