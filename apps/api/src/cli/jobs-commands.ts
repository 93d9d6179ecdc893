import { parseArgs } from 'node:util';
import { failedJobSchema, listOf } from '@homeward/contract';
import { z } from 'zod';
import { query } from './admin-client';
import { firstOf, limitOf, segment, type OpsCommand } from './command';

/** One line of an error message, short enough to read in a terminal row. */
const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * The job queue's dead letters: jobs that used all their attempts (a partner down for hours, a
 * bug in a handler). Operations look at them and, once the cause is fixed, run them again.
 */
export const jobCommands: Record<string, OpsCommand> = {
  'jobs:failed': {
    help: 'jobs:failed [--limit <n>]   jobs that used all their attempts, most recent first',
    async run(client, args, out) {
      const { values } = parseArgs({ args, options: { limit: { type: 'string', default: '50' } } });
      const limit = limitOf(values.limit);
      const { data } = await client.get(
        `/jobs${query({ state: 'failed', limit })}`,
        listOf(failedJobSchema),
      );
      if (data.length === 0) out('No failed jobs.');
      for (const job of data) {
        out(
          [
            job.id,
            job.name.padEnd(24),
            `${job.attempts} attempt${job.attempts === 1 ? '' : 's'}`.padEnd(11),
            `failed ${job.failed_at}`,
            oneLine(job.last_error),
          ].join('  '),
        );
      }
    },
  },
  'jobs:retry': {
    help: 'jobs:retry <id>   run a failed job again now, with all its attempts (fix the cause first)',
    async run(client, args, out) {
      const id = firstOf(
        parseArgs({ args, allowPositionals: true }).positionals,
        'job id (see jobs:failed)',
      );
      await client.post(`/jobs/${segment(id)}/retry`, {}, z.unknown());
      out(`Job ${id} will run again now.`);
    },
  },
};
