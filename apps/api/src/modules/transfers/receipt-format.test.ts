import { describe, expect, it } from 'vitest';
import { knownTimeZone, residenceTimeZone } from './receipt-format';

describe('knownTimeZone', () => {
  it('names a zone as IANA does today, not by the old name ICU keeps', () => {
    // ICU (and so Intl) still calls these by their pre-rename names; a receipt should not.
    expect(knownTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(knownTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(knownTimeZone('Asia/Ho_Chi_Minh')).toBe('Asia/Ho_Chi_Minh');
    expect(knownTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(knownTimeZone('Asia/Katmandu')).toBe('Asia/Kathmandu');
    expect(knownTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
  });

  it('spells a zone the way IANA does, whatever the case it came in', () => {
    expect(knownTimeZone('australia/sydney')).toBe('Australia/Sydney');
    expect(knownTimeZone('asia/kolkata')).toBe('Asia/Kolkata');
    expect(knownTimeZone('UTC')).toBe('UTC');
  });

  it('refuses offsets and names Intl does not know', () => {
    expect(knownTimeZone('+05:30')).toBeUndefined();
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeUndefined();
  });

  it('renames only what Intl gives as canonical, to a name Intl formats in', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const name = knownTimeZone(zone);
      expect(name, zone).toBeDefined();
      expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: name })).not.toThrow();
      // The new name is the same zone to Intl, so it comes back to itself.
      expect(knownTimeZone(name ?? ''), zone).toBe(name);
    }
  });
});

describe('residenceTimeZone', () => {
  it('is the zone most people of the country live in, UTC elsewhere', () => {
    expect(residenceTimeZone('AU')).toBe('Australia/Sydney');
    expect(residenceTimeZone('PH')).toBe('Asia/Manila');
    expect(residenceTimeZone('ZZ')).toBe('UTC');
    expect(residenceTimeZone(undefined)).toBe('UTC');
  });
});
