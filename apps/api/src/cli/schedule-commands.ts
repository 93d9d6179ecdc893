import { parseArgs } from 'node:util';
import { runSchedulesResultSchema } from '@homeward/contract';
import type { OpsCommand } from './command';

/** Scheduled transfers (issue 19 item 6): the daily run, by hand. */
export const scheduleCommands: Record<string, OpsCommand> = {
  'schedules:run': {
    help: 'schedules:run [--day YYYY-MM-DD]   prepare the scheduled transfers due on that day (today in each schedule’s zone by default)',
    async run(client, args, out) {
      const { values } = parseArgs({ args, options: { day: { type: 'string' } } });
      const { body } = await client.post(
        '/schedules/run',
        values.day ? { day: values.day } : {},
        runSchedulesResultSchema,
      );
      if (body.results.length === 0) out('No scheduled transfers were due.');
      for (const result of body.results) out(`${result.schedule_id}  ${result.outcome}`);
    },
  },
};
