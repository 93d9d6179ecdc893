import { describe, expect, it } from 'vitest';
import { deliveryEstimate, deliveryWords } from './delivery';

// The tests run in UTC with the en-US locale.
const now = Date.parse('2030-03-11T10:00:00Z');

describe('deliveryEstimate', () => {
  it('says the time, and "today" or "tomorrow" when it is that close', () => {
    expect(deliveryEstimate('2030-03-11T10:05:00Z', now)).toBe('Arrives by 10:05 am today');
    expect(deliveryEstimate('2030-03-12T04:05:00Z', now)).toBe('Arrives by 4:05 am tomorrow');
  });

  it('names the day further off, with the year only when it is not this one', () => {
    expect(deliveryEstimate('2030-03-14T13:43:00Z', now)).toBe('Arrives by Thu, 14 Mar, 1:43 pm');
    expect(deliveryEstimate('2031-01-02T09:00:00Z', now)).toBe(
      'Arrives by Thu, 2 Jan 2031, 9:00 am',
    );
  });

  it('names the day of an estimate already past rather than calling it today', () => {
    expect(deliveryEstimate('2030-03-11T09:00:00Z', now)).toBe('Arrives by Mon, 11 Mar, 9:00 am');
  });
});

describe('a delivery time on a price list', () => {
  it('says minutes, hours or days, rounded up', () => {
    expect(deliveryWords(1)).toBe('within 1 minute');
    expect(deliveryWords(45)).toBe('within 45 minutes');
    expect(deliveryWords(61)).toBe('within 2 hours');
    expect(deliveryWords(24 * 60)).toBe('within 24 hours');
    expect(deliveryWords(48 * 60)).toBe('within 2 days');
  });
});
