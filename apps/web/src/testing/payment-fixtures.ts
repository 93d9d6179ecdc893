import type { Payment } from '@homeward/contract';

export const paymentId = '0190b000-0000-7000-8000-0000000000e1';

/**
 * A card payment of AUD 505.00 at the sandbox provider (the total of quote-fixtures'
 * makeTransfer), waiting for the payer on the hosted page; pass overrides for what a test cares
 * about.
 */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: paymentId,
    provider: 'sandbox',
    method: 'card',
    status: 'pending',
    amount: { amount: '505.00', currency: 'AUD' },
    failure_reason: null,
    checkout_url: `/sandbox/checkout/${paymentId}`,
    created_at: '2030-03-10T04:10:00.000Z',
    updated_at: '2030-03-10T04:10:00.000Z',
    ...overrides,
  };
}
