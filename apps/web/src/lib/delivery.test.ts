import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/locale';
import { deliveryEstimate, deliveryWords } from './delivery';
import { formatDateTime, isolated } from './format';

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

describe('a time in Urdu', () => {
  afterEach(() => activateLocale('en-AU'));

  it('keeps "3:16 AM" whole in a right-to-left sentence, not "AM 3:16"', async () => {
    await activateLocale('ur');
    expect(deliveryEstimate('2030-03-11T10:05:00Z', now)).toContain('\u206810:05 AM\u2069');
    // The date stays Urdu's own order; only its time is isolated.
    expect(formatDateTime('2030-03-11T10:05:00Z')).toMatch(/^11 مارچ، 2030، \u206810:05 AM\u2069$/);
  });

  it('isolates a number with no letters too: a recipient’s mobile in an example', async () => {
    await activateLocale('ur');
    expect(isolated('+63 917 123 4567')).toBe('\u2068+63 917 123 4567\u2069');
  });

  it('leaves a left-to-right language’s time as Intl wrote it', async () => {
    await activateLocale('fil');
    expect(formatDateTime('2030-03-11T10:05:00Z')).not.toMatch(/[\u2066-\u2069]/);
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
