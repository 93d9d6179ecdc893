import { isPickupCode } from './pickup-code';
import type { PayoutOrder, PayoutOutcome, PayoutProvider } from './provider';

export interface PayoutSimulatorSettings {
  /** How long the simulated partner takes to pay out. */
  completeSeconds: number;
  /** Recipients whose name contains one of these (any case) fail at payout: for tests. */
  failRecipients: string[];
}

const FAILURE = 'The recipient’s bank refused the payment: the account is closed.';
const NO_PICKUP_CODE = 'The pickup network needs a valid pickup code for a cash pickup.';

/**
 * A payout partner that pays every recipient after a delay, except those named to fail. For
 * cash pickup, "paid" means the money waits at the network's counters under the order's code.
 * Stateless on purpose: the reference is derived from the transfer, so asking twice (a
 * retried job) is the same payout, as a real partner's idempotency key would make it.
 */
export function payoutSimulator(settings: PayoutSimulatorSettings): PayoutProvider {
  const outcome = (order: PayoutOrder, reference: string): PayoutOutcome => {
    // As a cash network would: a pickup order without a code it can check is refused.
    if (order.payoutMethod === 'cash_pickup' && !isPickupCode(order.pickupCode ?? '')) {
      return { status: 'failed', reference, reason: NO_PICKUP_CODE };
    }
    const name = order.recipientName.toLowerCase();
    if (settings.failRecipients.some((fail) => name.includes(fail))) {
      return { status: 'failed', reference, reason: FAILURE };
    }
    return { status: 'paid', reference };
  };
  return {
    name: 'simulator',
    async send(order) {
      const reference = `sim_${order.transferId}`;
      if (settings.completeSeconds > 0) {
        return { status: 'pending', reference, checkAfterSeconds: settings.completeSeconds };
      }
      return outcome(order, reference);
    },
    async check(order, reference) {
      return outcome(order, reference);
    },
  };
}
