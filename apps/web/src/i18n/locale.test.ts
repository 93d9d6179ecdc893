import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale, chooseLocale } from './locale';

describe('chooseLocale', () => {
  const none = { query: null, stored: null, browser: [] };

  it('starts in English (Australia) when nothing says otherwise', () => {
    expect(chooseLocale(none)).toBe('en-AU');
    expect(chooseLocale({ ...none, browser: ['de-DE', 'fr'] })).toBe('en-AU');
  });

  it("follows the browser's first language Homeward speaks", () => {
    expect(chooseLocale({ ...none, browser: ['de-DE', 'fil-PH', 'en'] })).toBe('fil');
  });

  it('prefers what the customer chose in this browser to the browser', () => {
    expect(chooseLocale({ ...none, stored: 'ur', browser: ['hi'] })).toBe('ur');
  });

  it('prefers a ?lang= link to both, and ignores a tag it does not know', () => {
    expect(chooseLocale({ query: 'vi', stored: 'ur', browser: ['hi'] })).toBe('vi');
    expect(chooseLocale({ query: 'xx', stored: 'ur', browser: [] })).toBe('ur');
  });

  it('opens the pseudo-locale only by link, never from what was stored', () => {
    expect(chooseLocale({ ...none, query: 'en-XA' })).toBe('en-XA');
    expect(chooseLocale({ ...none, stored: 'en-XA', browser: ['bn'] })).toBe('bn');
  });
});

describe('activateLocale', () => {
  it('writes the number in a plural with Latin digits, in Bengali and Nepali too', async () => {
    for (const locale of ['bn', 'ne'] as const) {
      await activateLocale(locale);
      const hours = i18n._('{n, plural, other {# ঘণ্টা}}', { n: 26 });
      expect(hours).toBe('26 ঘণ্টা');
    }
  });
});
