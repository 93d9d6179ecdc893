import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/locale';
import { countryName, nameOfCountry, sortByName } from './country-name';

const philippines = { iso2_alpha: 'PH', common_name: 'Philippines' };
const vietnam = { iso2_alpha: 'VN', common_name: 'Vietnam' };
const india = { iso2_alpha: 'IN', common_name: 'India' };

afterEach(() => vi.restoreAllMocks());

describe('a country’s name', () => {
  it('is the API’s English name in English', () => {
    expect(nameOfCountry({ iso2_alpha: 'CD', common_name: 'DR Congo' })).toBe('DR Congo');
    // Without one, the browser's English.
    expect(countryName('NP')).toBe('Nepal');
  });

  it('is said in the app’s language', async () => {
    await activateLocale('vi');
    expect(nameOfCountry(philippines)).toBe('Philippines');
    expect(nameOfCountry(india)).toBe('Ấn Độ');
    await activateLocale('hi');
    expect(nameOfCountry(philippines)).toBe('फ़िलिपींस');
    await activateLocale('ur');
    expect(countryName('NP')).toBe('نیپال');
  });

  it('is marked in the pseudo-locale, as catalog words are', async () => {
    await activateLocale('en-XA');
    expect(nameOfCountry(philippines)).toBe('⟦Philippines⟧');
    expect(countryName('NP')).toBe('⟦Nepal⟧');
  });

  it('falls back to the English name when the browser has no name for the code', async () => {
    await activateLocale('vi');
    expect(nameOfCountry({ iso2_alpha: 'AA', common_name: 'Nowhere' })).toBe('Nowhere');
    expect(nameOfCountry({ iso2_alpha: 'ZZZ', common_name: 'Not a code' })).toBe('Not a code');
  });

  it('asks for each language’s names once, not once per country', async () => {
    await activateLocale('bn');
    const made = vi.spyOn(Intl, 'DisplayNames');
    for (const country of [philippines, vietnam, india]) nameOfCountry(country);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    nameOfCountry(philippines);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });
});

describe('sorting by the displayed name', () => {
  it('follows the names in the app’s language, not the English order', async () => {
    await activateLocale('vi');
    // English: India, Philippines, Vietnam. Vietnamese: Ấn Độ, Philippines, Việt Nam.
    const sorted = sortByName([vietnam, philippines, india], nameOfCountry);
    expect(sorted.map(nameOfCountry)).toEqual(['Ấn Độ', 'Philippines', 'Việt Nam']);
    await activateLocale('hi');
    const inHindi = sortByName([vietnam, philippines, india], nameOfCountry).map(nameOfCountry);
    expect(inHindi).toEqual([...inHindi].sort((a, b) => a.localeCompare(b, 'hi')));
    expect(inHindi[0]).toBe('फ़िलिपींस');
  });
});
