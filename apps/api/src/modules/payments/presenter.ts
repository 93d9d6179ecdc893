import type { Payment, PaymentMethod, PaymentStatus } from '@homeward/contract';
import { money } from '../../lib/money';
import type { PaymentRow } from './repository';

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    provider: row.provider,
    method: row.method as PaymentMethod,
    status: row.status as PaymentStatus,
    amount: money(row.amountMinor, row.currency),
    failure_reason: row.failureReason,
    checkout_url: row.status === 'pending' ? row.checkoutUrl : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
