import { LANGUAGES } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { allServerMessages } from '../../i18n/registry';
import { amountStopSentences, limitWordsOf } from './words';

const translated = LANGUAGES.map(({ tag }) => tag).filter((tag) => tag !== 'en-AU');

/** Stops over an amount, as limits/service.ts writes them in English. */
const perTransfer =
  'You can send up to AUD 1,000.00 in one transfer. Upload a proof of address to send up to AUD 10,000.00.';
const rolling =
  'You can send AUD 10.00 more in the next 30 days (your limit is AUD 3,000.00). Tell us where your money comes from (a payslip or bank statement) to raise your limit.';
const atTheTop = 'You can send AUD 1,234,567.50 more in the next 30 days (your limit is AUD 0.00).';

describe('a limit stop over an amount', () => {
  it('is built of sentences every catalog translates', () => {
    const registered = new Set(allServerMessages);
    expect(amountStopSentences.filter((sentence) => !registered.has(sentence))).toEqual([]);
    expect(amountStopSentences).toHaveLength(4);
  });

  it('is said in English as it was written', () => {
    // limits/service.ts builds them (quotes.test.ts, transfers.test.ts and risk-rating.test.ts
    // hold its English); saying them in English changes nothing.
    const english = limitWordsOf('en-AU');
    for (const message of [perTransfer, rolling, atTheTop]) expect(english(message)).toBe(message);
  });

  it('says its sentence, its amounts and the step that raises it in Vietnamese', () => {
    expect(limitWordsOf('vi')(perTransfer)).toBe(
      'Bạn có thể gửi tối đa 1.000,00 AUD trong một giao dịch chuyển tiền. Tải lên giấy tờ chứng minh địa chỉ để gửi tối đa 10.000,00 AUD.',
    );
    expect(limitWordsOf('vi')(atTheTop)).toBe(
      'Bạn có thể gửi thêm 1.234.567,50 AUD trong 30 ngày tới (hạn mức của bạn là 0,00 AUD).',
    );
  });

  it('says the 30 days’ stop and the source of funds in Hindi, amounts as Hindi writes them', () => {
    expect(limitWordsOf('hi')(rolling)).toBe(
      'आप अगले 30 दिनों में AUD 10.00 और भेज सकते हैं (आपकी सीमा AUD 3,000.00 है)। अपनी सीमा बढ़ाने के लिए हमें बताएँ कि आपका पैसा कहाँ से आता है (वेतन पर्ची या बैंक स्टेटमेंट)।',
    );
  });

  it('isolates its amounts and step in Urdu', () => {
    const urdu = limitWordsOf('ur')(perTransfer);
    expect(urdu).toContain('\u2068AUD 1,000.00\u2069');
    expect(urdu).toContain('\u2068پتے کا ثبوت اپ لوڈ کریں\u2069');
  });

  it.each(translated)('leaves no English word in %s', (tag) => {
    const say = limitWordsOf(tag);
    for (const message of [perTransfer, rolling, atTheTop]) {
      const said = say(message);
      expect(said).not.toBe(message);
      expect(said, said).not.toMatch(
        /You can|in one transfer|more in the next|to send up to|raise your limit|Tell us|Upload/,
      );
    }
  });

  it('keeps a tail that is not ours as it was written', () => {
    const odd = 'You can send up to AUD 1,000.00 in one transfer. Call us on 1300 000 000.';
    expect(limitWordsOf('id')(odd)).toBe(
      'Anda bisa mengirim hingga AUD 1.000,00 dalam satu transfer. Call us on 1300 000 000.',
    );
  });
});
