import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerJournals } from '../../db/schema';

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
 * Posts a journal with `db` (a database transaction: the journal lands with the state change
 * that caused it, or not at all). One journal of a kind per transfer: the unique index makes a
 * second posting fail, so a bug cannot move money twice.
 */
export async function postJournal(
  db: Database,
  journal: { transferId: string; kind: string; entries: LedgerEntry[] },
): Promise<void> {
  assertBalanced(journal.kind, journal.entries);
  const [row] = await db
    .insert(ledgerJournals)
    .values({ transferId: journal.transferId, kind: journal.kind })
    .returning({ id: ledgerJournals.id });
  if (!row) throw new Error('journal insert returned no row');
  await db
    .insert(ledgerEntries)
    .values(journal.entries.map((entry) => ({ ...entry, journalId: row.id })));
}

export interface LedgerReport {
  journals: number;
  unbalanced: { journalId: string; kind: string; currency: string; sum: number }[];
  balances: { account: string; currency: string; balanceMinor: number }[];
}

/** Checks every journal (and reports account balances): what `ops ledger:check` prints. */
export async function checkLedger(db: Database): Promise<LedgerReport> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerJournals);
  const unbalanced = await db
    .select({
      journalId: ledgerEntries.journalId,
      kind: ledgerJournals.kind,
      currency: ledgerEntries.currency,
      sum: sql<string>`sum(${ledgerEntries.amountMinor})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .groupBy(ledgerEntries.journalId, ledgerJournals.kind, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`);
  const balances = await db
    .select({
      account: ledgerEntries.account,
      currency: ledgerEntries.currency,
      balance: sql<string>`sum(${ledgerEntries.amountMinor})`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account, ledgerEntries.currency)
    .orderBy(ledgerEntries.account, ledgerEntries.currency);
  return {
    journals: count?.n ?? 0,
    unbalanced: unbalanced.map((row) => ({ ...row, sum: Number(row.sum) })),
    balances: balances.map((row) => ({
      account: row.account,
      currency: row.currency,
      balanceMinor: Number(row.balance),
    })),
  };
}
