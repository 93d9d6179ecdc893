import { describe, expect, it } from 'vitest';
import { isolate } from '../i18n/translate';
import { displayRuns } from './pdf-text';

/*
 * The order a browser draws these lines in (Chromium, dir="rtl", measured character by
 * character), as pieces from the left edge. A right-to-left piece is given in reading order:
 * fontkit turns it round as it shapes it.
 */
describe('a right-to-left line laid out for a PDF', () => {
  it('reads from the right, with Latin words and numbers left to right inside', () => {
    expect(displayRuns('وصول کنندہ کو PHP 19,340.00 ملیں گے۔').join('')).toBe(
      'گے۔ ملیں PHP 19,340.00 کو کنندہ وصول',
    );
  });

  it('mirrors brackets in right-to-left runs and places them as the algorithm does', () => {
    // The translator isolates each value it puts in an Urdu sentence.
    const [total, fee, rateCost] = ['AUD 122.74', 'AUD 51.49', 'AUD 71.25'].map(isolate);
    expect(displayRuns(`${total} (فیس ${fee} + ہماری شرح میں ${rateCost})`)).toEqual([
      '(',
      'AUD',
      ' ',
      '71.25',
      ' ',
      'میں',
      ' ',
      'شرح',
      ' ',
      'ہماری',
      ' ',
      '+',
      ' ',
      'AUD',
      ' ',
      '51.49',
      ' ',
      ')فیس',
      ' ',
      'AUD',
      ' ',
      '122.74',
    ]);
  });

  it('keeps a line of English as it is, its full stop at the end', () => {
    expect(displayRuns('Complaints: complaints@homeward.example.').join('')).toBe(
      'Complaints: complaints@homeward.example.',
    );
    expect(displayRuns('1 AUD = 38.2145 PHP').join('')).toBe('1 AUD = 38.2145 PHP');
  });

  it('keeps an Urdu date’s clock and zone together, reading left to right', () => {
    const date = `28 نومبر، 2026 کو ${isolate('4:33 PM GMT+5 (Asia/Karachi)')}`;
    expect(displayRuns(date).join('')).toBe('4:33 PM GMT+5 (Asia/Karachi) کو 2026 نومبر، 28');
  });
});
