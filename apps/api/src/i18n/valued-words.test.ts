import { describe, expect, it } from 'vitest';
import { valuedSentences, waitWords } from './messages';
import { inEnglish, translatorFor } from './translate';
import { pagesNeeded } from '../modules/documents/page-words';
import { ourSentenceIn, valuedWordsOf, waitIn } from './valued-words';

/** Our sentences with values, written in English by the services and said in a language. */
describe('valued words', () => {
  it('says a time to wait with the language’s plural, English as waitInWords writes it', () => {
    const hi = translatorFor('hi');
    expect(waitIn(hi)('45 seconds')).toBe(hi(waitWords.seconds, { count: 45 }));
    expect(waitIn(hi)('1 minute')).toBe('1 मिनट');
    expect(waitIn(translatorFor('en-AU'))('1 second')).toBe('1 second');
    expect(waitIn(hi)('a while')).toBe('a while');
  });

  it('says a wait before signing in again in Vietnamese, and English as it was', () => {
    const english = inEnglish(valuedSentences.signInWait, { wait: '15 minutes' });
    expect(english).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(valuedWordsOf('vi')(english)).toBe(
      'Có quá nhiều lần thử đăng nhập. Vui lòng thử lại sau 15 phút.',
    );
    expect(valuedWordsOf('en-AU')(english)).toBe(english);
  });

  it('names the country and the payout method as the app does, lower case where English has it', () => {
    const english = inEnglish(valuedSentences.priceForAnotherRoute, {
      currency: 'PHP',
      country: 'Philippines',
      method: 'cash pickup',
    });
    expect(english).toBe(
      'This price is for PHP to Philippines by cash pickup; choose a recipient who can receive that.',
    );
    const vi = valuedWordsOf('vi')(english);
    expect(vi).toContain('Philippines');
    expect(vi).toContain(translatorFor('vi')('Cash pickup').toLocaleLowerCase('vi'));
    expect(
      valuedWordsOf('id')(
        inEnglish(valuedSentences.methodNotTo, {
          method: 'Mobile wallet',
          country: 'India',
        }),
      ),
    ).toBe(`${translatorFor('id')('Mobile wallet')} tidak tersedia untuk India.`);
  });

  it('writes a rate as the language writes a decimal', () => {
    const english = inEnglish(valuedSentences.rateBetween, {
      lowest: '36.5',
      highest: '40.25',
      current: '38.1',
      currency: 'PHP',
    });
    expect(english).toBe("Choose a rate between 36.5 and 40.25: today's rate is 38.1 PHP.");
    expect(valuedWordsOf('vi')(english)).toBe(
      'Vui lòng chọn tỷ giá từ 36,5 đến 40,25: tỷ giá hôm nay là 38,1 PHP.',
    );
  });

  it('says a fixed answer or one with values, and anyone else’s text as it is', () => {
    const say = ourSentenceIn('fil');
    expect(say('Your password has been reset.')).toBe('Na-reset na ang password mo.');
    expect(say('We sent a code to ana@example.com.')).toBe(
      'Nagpadala kami ng code sa ana@example.com.',
    );
    expect(say('Something of someone else.')).toBe('Something of someone else.');
    expect(ourSentenceIn('ur')('We sent a code to +61 412 345 678.')).toBe(
      'ہم نے \u2068+61 412 345 678\u2069 پر ایک کوڈ بھیجا ہے۔',
    );
  });

  it('says how many pages a document needs, its pages’ labels as a list in the language', () => {
    expect(pagesNeeded(2, 2, ['Front', 'Back'])).toBe(
      'This document needs 2 pages: Front and Back.',
    );
    expect(valuedWordsOf('vi')(pagesNeeded(2, 2, ['Front', 'Back']))).toBe(
      `Giấy tờ này cần 2 trang: ${new Intl.ListFormat('vi', { type: 'conjunction' }).format([
        translatorFor('vi')('Front'),
        translatorFor('vi')('Back'),
      ])}.`,
    );
    expect(pagesNeeded(1, 1, [])).toBe('This document needs 1 page.');
    expect(valuedWordsOf('ur')(pagesNeeded(1, 1, []))).toBe('اس دستاویز کے لیے 1 صفحہ درکار ہے۔');
    expect(valuedWordsOf('hi')(pagesNeeded(1, 3, []))).toBe('इस दस्तावेज़ के लिए 1 से 3 पृष्ठ चाहिए।');
    expect(valuedWordsOf('en-AU')(pagesNeeded(2, 2, ['Front', 'Back']))).toBe(
      'This document needs 2 pages: Front and Back.',
    );
  });
});
