import { ledgerCheckSchema } from '@homeward/contract';
import { fromMinor } from '../lib/money';
import { CommandFailed } from './admin-client';
import type { OpsCommand } from './command';

/** The ledger's own check: every journal balances per currency; the balances by account. */
export const ledgerCommands: Record<string, OpsCommand> = {
  'ledger:check': {
    help: 'ledger:check   verify every journal balances per currency, and print account balances',
    async run(client, _args, out) {
      const report = await client.get('/ledger/check', ledgerCheckSchema);
      for (const row of report.balances) {
        out(
          `${row.account.padEnd(18)} ${row.currency}  ${fromMinor(row.balance_minor, row.currency)}`,
        );
      }
      if (report.unbalanced.length > 0) {
        for (const row of report.unbalanced) {
          out(
            `UNBALANCED journal ${row.journal_id} (${row.kind}) in ${row.currency}: off by ${row.sum_minor}`,
          );
        }
        throw new CommandFailed(`${report.unbalanced.length} journal(s) do not balance.`);
      }
      out(`${report.journals} journals, all balanced.`);
    },
  },
};
