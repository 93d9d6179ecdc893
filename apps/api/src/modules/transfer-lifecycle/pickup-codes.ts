import { newPickupCode } from '../payouts/pickup-code';
import { pickupText } from '../payouts/pickup';
import type { TransferRow } from '../transfers/repository';
import type { LifecycleDeps, Step } from './context';

/**
 * A new, unused pickup code for a cash pickup transfer's payout; null for other methods. Nine
 * random digits make a repeat rare; the look-up avoids it and the unique index catches a race
 * (the step rolls back and its job runs again with a new draw).
 */
export async function pickupCodeFor(step: Step, transfer: TransferRow): Promise<string | null> {
  if (transfer.payoutMethod !== 'cash_pickup') return null;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newPickupCode();
    if (!(await step.payouts.pickupCodeTaken(code))) return code;
  }
  throw new Error('could not find an unused pickup code');
}

/**
 * The recipient's text with the code, once the money waits at the counter: queued in the
 * step's transaction with the transfer as key, so a retried job never sends a second one.
 * Straight to the SMS sender, not the notification service: the recipient is not a customer
 * and has no preferences; the sender chose this when they chose cash pickup.
 */
export async function textPickupCode(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  code: string,
) {
  const to = transfer.recipient.details.mobile_number;
  if (!to) return;
  const senderName = (await deps.customerName(step.tx, transfer.customerId)) ?? 'Someone';
  const text = pickupText({
    senderName,
    receiveMinor: transfer.receiveMinor,
    currency: transfer.destinationCurrency,
    recipient: transfer.recipient,
    code,
  });
  await deps.sms.send(to, text, `sms:${transfer.id}:pickup_code`, step.tx);
}
