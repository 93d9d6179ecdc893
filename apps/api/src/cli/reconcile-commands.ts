import { parseArgs } from 'node:util';
import { spokenMoney } from '../lib/money';
import type { ReconciliationReport } from '../modules/reconciliation/report';
import type { OpsCommand } from './command';

/** The report in plain lines: the totals per currency on each side, then every difference. */
function printReport(report: ReconciliationReport, out: (line: string) => void) {
  out(`Reconciliation of ${report.provider} with the ledger at ${report.at.toISOString()}`);
  for (const { currency, provider, payments, ledgerMinor, agrees } of report.totals) {
    const money = (minor: number) => spokenMoney(minor, currency);
    for (const [side, flows] of [
      ['provider', provider],
      ['payments', payments],
    ] as const) {
      out(
        `${currency}  ${side.padEnd(8)}  captured ${money(flows.capturedMinor)}  refunded ${money(flows.refundedMinor)}  net ${money(flows.netMinor)}`,
      );
    }
    out(`${currency}  ${'ledger'.padEnd(8)}  payment_clearing ${money(ledgerMinor)}`);
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
      difference.transferId && `transfer ${difference.transferId}`,
      difference.paymentId && `payment ${difference.paymentId}`,
      difference.reference && `reference ${difference.reference}`,
    ].filter(Boolean);
    out(`  ${[difference.message, ...where].join('  ')}`);
  }
}

/** Reconciliation of the payment provider's books with ours (issue 14). */
export const reconcileCommands: Record<string, OpsCommand> = {
  reconcile: {
    help: 'reconcile [--json]   compare what the provider captured and refunded with our payments and the ledger; fails on any difference',
    async run(app, args, out) {
      const { values } = parseArgs({
        args,
        options: { json: { type: 'boolean', default: false } },
      });
      const report = await app.deps.reconciliation.reconcile();
      if (values.json) out(JSON.stringify(report, null, 2));
      else printReport(report, out);
      const count = report.differences.length;
      // Non-zero exit for schedulers and scripts: a difference is something to look into.
      if (count > 0) {
        throw new Error(`Reconciliation found ${count} difference${count === 1 ? '' : 's'}.`);
      }
    },
  },
};
