/**
 * The ledger's accounts. Debits are positive, credits negative:
 * - payment_clearing: what the payment provider owes us for customers' payments (asset);
 * - customer_funds: money we hold for customers until it is paid out or refunded (liability);
 * - fee_revenue: our fees (income);
 * - fx_position: currency we bought and sold converting customers' money;
 * - payout_partner: what we owe the partner that pays recipients out;
 * - refunds_payable: refunds on their way back to customers.
 */
export const ledgerAccounts = [
  'payment_clearing',
  'customer_funds',
  'fee_revenue',
  'fx_position',
  'payout_partner',
  'refunds_payable',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

export interface LedgerEntry {
  account: LedgerAccount;
  currency: string;
  amountMinor: number;
}

/** A journal whose entries do not balance: a bug, never written. */
export class UnbalancedJournal extends Error {
  constructor(kind: string, currency: string, sum: number) {
    super(`The ${kind} journal does not balance in ${currency} (off by ${sum}).`);
    this.name = 'UnbalancedJournal';
  }
}

export function assertBalanced(kind: string, entries: LedgerEntry[]): void {
  const sums = new Map<string, number>();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountMinor))
      throw new UnbalancedJournal(kind, entry.currency, NaN);
    sums.set(entry.currency, (sums.get(entry.currency) ?? 0) + entry.amountMinor);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0) throw new UnbalancedJournal(kind, currency, sum);
}

/**
 * The ledger check's old home: `ops ledger:check` (cli/send-money-commands.ts) and the money
 * tests not yet moved still import it from here. It lives in the repository now.
 */
export { checkLedger, type LedgerReport } from './report-repository';
