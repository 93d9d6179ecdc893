import { LANGUAGES } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import { limitSentences, limitWordsIn } from '../limits/words';
import { everyTaskSentence, inEnglish, taskSentences, taskWordsIn } from './words';

const translated = LANGUAGES.map(({ tag }) => tag).filter((tag) => tag !== 'en-AU');

describe('the tasks’ and limits’ words', () => {
  it.each(translated)('are all said in %s', (tag) => {
    const say = limitWordsIn(translatorFor(tag));
    const english = [...everyTaskSentence, ...limitSentences].filter(
      (sentence) => !sentence.includes('{') && say(sentence) === sentence,
    );
    expect(english).toEqual([]);
  });

  it('say a hold’s recipient and the email that was sent a code, read back out of the English', () => {
    const fil = taskWordsIn(translatorFor('fil'));
    const hold = inEnglish(taskSentences.transferOnHold, { name: 'Maria Santos Cruz' });
    expect(hold).toBe('We are checking your transfer to Maria Santos Cruz');
    expect(fil(hold)).toBe('Sinusuri namin ang padala mo kay Maria Santos Cruz');
    const code = inEnglish(taskSentences.verifyEmailHow, { email: 'maria@example.com' });
    expect(fil(code)).toBe('Ilagay ang code na ipinadala namin sa maria@example.com.');
    // In Urdu the address is isolated, so it reads left to right inside the sentence.
    expect(taskWordsIn(translatorFor('ur'))(code)).toContain('\u2068maria@example.com\u2069');
  });

  it('leave a reviewer’s reason on a hold as it was written', () => {
    const reason = 'Please send us a payslip from this month.';
    expect(taskWordsIn(translatorFor('hi'))(reason)).toBe(reason);
  });
});
