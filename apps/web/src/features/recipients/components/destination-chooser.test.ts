import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/locale';
import { indiaCorridor, philippinesCorridor, vietnamCorridor } from '@/testing/quote-fixtures';
import { destinationOptions } from './destination-chooser';

const corridors = [vietnamCorridor, philippinesCorridor, indiaCorridor];

describe('the destinations a recipient can have', () => {
  it('are the API’s English names, in English order, in English', () => {
    expect(destinationOptions(corridors).map((option) => option.label)).toEqual([
      'India · INR',
      'Philippines · PHP',
      'Vietnam · VND',
    ]);
  });

  it('are named and ordered in the app’s language', async () => {
    await activateLocale('hi');
    expect(destinationOptions(corridors).map((option) => option.label)).toEqual([
      'फ़िलिपींस · PHP',
      'भारत · INR',
      'वियतनाम · VND',
    ]);
  });
});
