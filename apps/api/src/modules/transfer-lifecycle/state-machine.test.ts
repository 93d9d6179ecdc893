import { transferStatuses, type TransferStatus } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { canMove, transitions } from './state-machine';

/** The allowed moves, written out once more by hand: the table must match this, pair by pair. */
const allowed = new Set([
  'awaiting_payment>payment_processing',
  'awaiting_payment>funds_received',
  'awaiting_payment>cancelled',
  'awaiting_payment>expired',
  'payment_processing>funds_received',
  'payment_processing>awaiting_payment',
  'payment_processing>expired',
  'funds_received>processing',
  'funds_received>on_hold',
  'funds_received>refund_pending',
  'on_hold>processing',
  'on_hold>refund_pending',
  'processing>completed',
  'processing>failed',
  'failed>refund_pending',
  'refund_pending>refunded',
  // Late capture: money that arrives after the transfer was cancelled or expired goes back.
  'cancelled>refund_pending',
  'expired>refund_pending',
]);

describe('the transfer state machine', () => {
  const pairs = transferStatuses.flatMap((from) =>
    transferStatuses.map((to) => [from, to] as [TransferStatus, TransferStatus]),
  );

  it.each(pairs)('%s → %s is allowed only if listed', (from, to) => {
    expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it('has an entry for every status, and paid-out or refunded transfers lead nowhere', () => {
    expect(Object.keys(transitions).sort()).toEqual([...transferStatuses].sort());
    for (const final of ['completed', 'refunded'] as const) {
      expect(transitions[final]).toEqual([]);
    }
  });

  it('never moves a transfer to where it already is', () => {
    for (const status of transferStatuses) expect(canMove(status, status)).toBe(false);
  });
});
