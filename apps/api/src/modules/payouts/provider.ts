/**
 * What the API needs from a payout partner: send a transfer's money to its recipient, and say
 * how that went. The simulator implements it (PAYOUT_PROVIDER=simulator); a real partner
 * (a bank, a wallet operator, a cash network) is another implementation behind the same
 * interface.
 */
export interface PayoutOrder {
  transferId: string;
  trackingNumber: string;
  currency: string;
  amountMinor: number;
  recipientName: string;
  /** The recipient's payout details as the transfer keeps them (account, wallet, pickup). */
  details: Record<string, string>;
  payoutMethod: string;
  /**
   * Cash pickup: the code Homeward made for the recipient to give at the counter (decision
   * 0031); the partner registers it with the order. Null for other payout methods.
   */
  pickupCode: string | null;
}

export type PayoutOutcome =
  | { status: 'pending'; reference: string; checkAfterSeconds: number }
  | { status: 'paid'; reference: string }
  | { status: 'failed'; reference: string; reason: string };

export interface PayoutProvider {
  readonly name: string;
  /**
   * Hands the order over. The idempotency key makes a repeated call (after a crash) the same
   * payout at the partner, never a second one.
   */
  send(order: PayoutOrder, idempotencyKey: string): Promise<PayoutOutcome>;
  /** Where a pending payout has got to. */
  check(order: PayoutOrder, reference: string): Promise<PayoutOutcome>;
}
