import { describe, expect, it } from 'vitest';
import { lockMinutesOf, pricesAreLockedFor, pricesLockFor } from './price-lock';

describe('price lock', () => {
  it('reads the minutes from a price’s own times', () => {
    const created_at = '2030-03-10T04:00:00.000Z';
    expect(lockMinutesOf({ created_at, expires_at: '2030-03-10T04:10:00.000Z' })).toBe(10);
    expect(lockMinutesOf({ created_at, expires_at: '2030-03-10T05:00:00.000Z' })).toBe(60);
    expect(lockMinutesOf({ created_at, expires_at: created_at })).toBeNull();
    expect(lockMinutesOf({ created_at: 'soon', expires_at: created_at })).toBeNull();
  });

  it('says the minutes, or nothing when they are not known', () => {
    expect(pricesLockFor(10)).toBe('Prices lock for 10 minutes.');
    expect(pricesLockFor(1)).toBe('Prices lock for 1 minute.');
    expect(pricesLockFor(undefined)).toBe('');
    expect(pricesAreLockedFor(45)).toBe('Prices are locked for 45 minutes.');
    expect(pricesAreLockedFor(null)).toBe('');
  });
});
