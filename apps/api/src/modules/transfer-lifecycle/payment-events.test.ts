import { describe, expect, it } from 'vitest';
import type { PaymentEventType } from '../payments/provider';
import { paymentStatusAfter } from './payment-events';

const at = (seconds: number) => new Date(seconds * 1000);
const after = (status: string, last: number | null, type: PaymentEventType, when: number) =>
  paymentStatusAfter(
    { status, lastEventAt: last === null ? null : at(last) },
    { type, occurredAt: at(when) },
  );

describe('how a provider event moves a payment', () => {
  it('follows the normal order: pending, processing, then succeeded or declined', () => {
    expect(after('pending', null, 'payment.processing', 1)).toBe('processing');
    expect(after('processing', 1, 'payment.succeeded', 2)).toBe('succeeded');
    expect(after('processing', 1, 'payment.declined', 2)).toBe('declined');
  });

  it('counts a capture whatever came before: late, reordered, or on a closed checkout', () => {
    expect(after('pending', 5, 'payment.succeeded', 1)).toBe('succeeded');
    expect(after('declined', 5, 'payment.succeeded', 1)).toBe('succeeded');
    expect(after('closed', null, 'payment.succeeded', 1)).toBe('succeeded');
  });

  it('ignores a capture it already has (a duplicate)', () => {
    expect(after('succeeded', 2, 'payment.succeeded', 2)).toBeNull();
    expect(after('refunded', 2, 'payment.succeeded', 2)).toBeNull();
  });

  it('never moves a settled or closed payment back to processing or declined', () => {
    for (const status of ['succeeded', 'declined', 'refunded', 'closed']) {
      expect(after(status, 1, 'payment.processing', 9)).toBeNull();
      expect(after(status, 1, 'payment.declined', 9)).toBeNull();
    }
  });

  it('ignores older news: a processing event that happened before the decline', () => {
    expect(after('processing', 5, 'payment.processing', 4)).toBeNull();
    expect(after('pending', 5, 'payment.declined', 4)).toBeNull();
  });
});
