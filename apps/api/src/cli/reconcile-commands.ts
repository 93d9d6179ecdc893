import { parseArgs } from 'node:util';
import { reconciliationReportSchema, type ReconciliationReportBody } from '@homeward/contract';
import { spokenMoney } from '../lib/money';
import { CommandFailed } from './admin-client';
import type { OpsCommand } from './command';

/** The report in plain lines: the totals per currency on each side, then every difference. */
function printReport(report: ReconciliationReportBody, out: (line: string) => void) {
  out(`Reconciliation of ${report.provider} with the ledger at ${report.at}`);
  for (const { currency, provider, payments, ledger_minor, agrees } of report.totals) {
    const money = (minor: number) => spokenMoney(minor, currency);
    for (const [side, flows] of [
      ['provider', provider],
      ['payments', payments],
    ] as const) {
      out(
        `${currency}  ${side.padEnd(8)}  captured ${money(flows.captured_minor)}  refunded ${money(flows.refunded_minor)}  net ${money(flows.net_minor)}`,
      );
    }
    out(`${currency}  ${'ledger'.padEnd(8)}  payment_clearing ${money(ledger_minor)}`);
    out(`${currency}  ${agrees ? 'agrees' : 'DIFFERS'}`);
  }
  const count = report.differences.length;
  if (count === 0) {
    out('No differences.');
    return;
  }
  out(`${count} difference${count === 1 ? '' : 's'}:`);
  for (const difference of report.differences) {
    const where = [
      difference.transfer_id && `transfer ${difference.transfer_id}`,
      difference.payment_id && `payment ${difference.payment_id}`,
      difference.reference && `reference ${difference.reference}`,
    ].filter(Boolean);
    out(`  ${[difference.message, ...where].join('  ')}`);
  }
}

/** Reconciliation of the payment provider's books with ours (issue 14). */
export const reconcileCommands: Record<string, OpsCommand> = {
  reconcile: {
    help: 'reconcile [--json]   compare what the provider captured and refunded with our payments and the ledger; fails on any difference',
    async run(client, args, out) {
      const { values } = parseArgs({
        args,
        options: { json: { type: 'boolean', default: false } },
      });
      const report = await client.get('/reconciliation', reconciliationReportSchema);
      if (values.json) out(JSON.stringify(report, null, 2));
      else printReport(report, out);
      const count = report.differences.length;
      // Non-zero exit for schedulers and scripts: a difference is something to look into.
      if (count > 0) {
        throw new CommandFailed(
          `Reconciliation found ${count} difference${count === 1 ? '' : 's'}.`,
        );
      }
    },
  },
};
