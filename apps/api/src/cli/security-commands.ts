import { parseArgs } from 'node:util';
import { listOf, securityEventRowSchema } from '@homeward/contract';
import { query } from './admin-client';
import { limitOf, type OpsCommand } from './command';

/** Sign-ins, failures and account changes across customers, newest first. */
export const securityCommands: Record<string, OpsCommand> = {
  'security-events': {
    help: 'security-events [--email <address>] [--limit <n>]   recent sign-ins, failures and changes',
    async run(client, args, out) {
      const { values } = parseArgs({
        args,
        options: { email: { type: 'string' }, limit: { type: 'string', default: '50' } },
      });
      const limit = limitOf(values.limit);
      const { data } = await client.get(
        `/security-events${query({ email: values.email?.trim().toLowerCase(), limit })}`,
        listOf(securityEventRowSchema),
      );
      if (data.length === 0) {
        out('No security events.');
        return;
      }
      for (const row of data) {
        out([row.at, row.type.padEnd(16), row.email, row.ip, row.client].join('  '));
      }
    },
  },
};
