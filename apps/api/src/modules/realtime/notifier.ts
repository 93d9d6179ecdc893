import type { TransferRepository } from '../transfers/repository';
import { presentTransferSummary } from '../transfers/presenter';
import { customerChannel, events, type Broadcaster } from './broadcaster';

/**
 * Tells the customer's screens that a transfer changed (TransactionStatusUpdated), after the
 * change is committed. Never throws: a lost push only means the screen learns it on its next
 * poll.
 */
export function transferNotifier(
  broadcaster: () => Broadcaster,
  transfers: TransferRepository,
  onError: (error: unknown) => void,
) {
  return (transferId: string): void => {
    transfers
      .findById(transferId)
      .then((row) => {
        if (!row) return;
        broadcaster().publish(customerChannel(row.customerId), events.transactionStatusUpdated, {
          transaction: presentTransferSummary(row),
        });
      })
      .catch(onError);
  };
}
export type TransferNotifier = ReturnType<typeof transferNotifier>;
