import { describe, expect, it } from 'vitest';
import { chooseLocale } from './locale';

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
