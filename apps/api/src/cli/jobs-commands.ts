import { parseArgs } from 'node:util';
import type { OpsCommand } from './command';

/** One line of an error message, short enough to read in a terminal row. */
const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * The job queue's dead letters: jobs that used all their attempts (a partner down for hours, a
 * bug in a handler). Operations look at them and, once the cause is fixed, run them again.
 */
export const jobCommands: Record<string, OpsCommand> = {
  'jobs:failed': {
    help: 'jobs:failed [--limit <n>]   jobs that used all their attempts, most recent first',
    async run(app, args, out) {
      const { values } = parseArgs({ args, options: { limit: { type: 'string', default: '50' } } });
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
        throw new Error('--limit must be a whole number from 1 to 1000');
      }
      const dead = await app.deps.jobs.deadLetters(limit);
      if (dead.length === 0) out('No failed jobs.');
      for (const job of dead) {
        out(
          [
            job.id,
            job.name.padEnd(24),
            `${job.attempts} attempt${job.attempts === 1 ? '' : 's'}`.padEnd(11),
            `failed ${job.failedAt?.toISOString() ?? ''}`,
            oneLine(job.lastError),
          ].join('  '),
        );
      }
    },
  },
  'jobs:retry': {
    help: 'jobs:retry <id>   run a failed job again now, with all its attempts (fix the cause first)',
    async run(app, args, out) {
      const [id] = parseArgs({ args, allowPositionals: true }).positionals;
      if (!id) throw new Error('Give the job id (see jobs:failed).');
      const job = await app.deps.jobs.retry(id);
      out(`Job ${job.id} (${job.name}) will run again now.`);
    },
  },
};
