import type { PayoutOrder, PayoutOutcome, PayoutProvider } from './provider';

export interface PayoutSimulatorSettings {
  /** How long the simulated partner takes to pay out. */
  completeSeconds: number;
  /** Recipients whose name contains one of these (any case) fail at payout: for tests. */
  failRecipients: string[];
}

const FAILURE = 'The recipient’s bank refused the payment: the account is closed.';

/**
 * A payout partner that pays every recipient after a delay, except those named to fail.
 * Stateless on purpose: the reference is derived from the transfer, so asking twice (a
 * retried job) is the same payout, as a real partner's idempotency key would make it.
 */
export function payoutSimulator(settings: PayoutSimulatorSettings): PayoutProvider {
  const outcome = (order: PayoutOrder, reference: string): PayoutOutcome => {
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
