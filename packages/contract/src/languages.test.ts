import { describe, expect, it } from 'vitest';
import { languageTagSchema } from './language-schema';
import { directionOf, languageFromHeader, matchLanguage } from './languages';

describe('matchLanguage', () => {
  it('takes the first preferred tag Homeward speaks, whole tags first', () => {
    expect(matchLanguage(['de-DE', 'vi-VN', 'hi'])).toBe('vi');
    expect(matchLanguage(['en-AU'])).toBe('en-AU');
    expect(matchLanguage(['UR-pk'])).toBe('ur');
  });

  it('maps other English tags and the older codes of Filipino and Indonesian', () => {
    expect(matchLanguage(['en-GB'])).toBe('en-AU');
    expect(matchLanguage(['tl-PH'])).toBe('fil');
    expect(matchLanguage(['in'])).toBe('id');
  });

  it('answers nothing when no preferred language is spoken', () => {
    expect(matchLanguage(['de', 'fr-CA'])).toBeUndefined();
    expect(matchLanguage([])).toBeUndefined();
  });
});

describe('languages', () => {
  it('mirrors only Urdu', () => {
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('bn')).toBe('ltr');
    expect(directionOf('xx')).toBe('ltr');
  });

  it('says which languages there are when given another', () => {
    const result = languageTagSchema.safeParse('de');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Choose a language Homeward speaks: en-AU, fil, hi, ne, vi, id, bn, ur.',
    );
  });
});

describe('languageFromHeader', () => {
  it('reads an Accept-Language header by its weights', () => {
    expect(languageFromHeader('fil-PH,en;q=0.8')).toBe('fil');
    expect(languageFromHeader('en;q=0.5, ur-PK;q=0.9, *;q=0.1')).toBe('ur');
    expect(languageFromHeader('de-DE, hi;q=0')).toBeUndefined();
  });

  it('answers nothing for no header or one it cannot use', () => {
    expect(languageFromHeader(undefined)).toBeUndefined();
    expect(languageFromHeader('')).toBeUndefined();
    expect(languageFromHeader('*')).toBeUndefined();
  });
});
