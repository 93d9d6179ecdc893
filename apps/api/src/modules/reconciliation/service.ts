import type { PaymentProvider } from '../payments/provider';
import type { PaymentRepository } from '../payments/repository';
import { compareBooks, unmatchedRecords } from './compare';
import type { ReconciliationReport } from './report';
import type { ReconciliationRepository } from './repository';

/**
 * Reconciliation (issue 14): the payment provider's own report of what it captured and
 * refunded, against our payments and the ledger. Each side is read once, whole (no read per
 * transfer); only provider records none of our payments with money matches are looked up,
 * in one more read, to name their transfer.
 */
export function reconciliationService(deps: {
  provider: Pick<PaymentProvider, 'name' | 'records'>;
  payments: Pick<PaymentRepository, 'totals'>;
  books: Pick<ReconciliationRepository, 'clearingByTransfer' | 'paymentsNamed'>;
  now?: () => Date;
}) {
  const { provider } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async reconcile(): Promise<ReconciliationReport> {
      const at = now();
      // Our side before the provider's: money moves provider first, then our books (by its
      // webhook), so a movement in flight shows as not booked yet, never as booked from nowhere.
      const booked = (await deps.payments.totals()).filter((row) => row.provider === provider.name);
      const clearing = await deps.books.clearingByTransfer();
      const records = await provider.records();
      const unmatched = unmatchedRecords(records, booked);
      const named = await deps.books.paymentsNamed(provider.name, {
        references: unmatched.map((record) => record.reference),
        paymentIds: unmatched.flatMap((record) => (record.paymentId ? [record.paymentId] : [])),
      });
      return { provider: provider.name, at, ...compareBooks({ records, booked, named, clearing }) };
    },
  };
}
export type ReconciliationService = ReturnType<typeof reconciliationService>;
