import { LANGUAGES, type LanguageTag } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { allServerMessages } from '../../i18n/registry';
import { translatorFor } from '../../i18n/translate';
import { catalogueSentences, documentStatusTitles, documentWordsIn } from './words';

/** Every word of the seeded catalogue: the one list words.ts says (seed.ts writes the same). */
const seededWords = catalogueSentences;

/** Words a language keeps in English on purpose (the glossary's loanwords, as GCash says them). */
const keptInEnglish: Partial<Record<LanguageTag, string[]>> = {
  fil: [
    'Passport',
    'Passport number',
    'ID number',
    'Bank statement',
    'Payslip',
    'Selfie',
    'Utility bill',
  ],
};

const translated = LANGUAGES.map(({ tag }) => tag).filter((tag) => tag !== 'en-AU');

describe('the document catalogue’s words', () => {
  it('are all sentences of ours, which every catalog must translate', () => {
    const registered = new Set(allServerMessages);
    expect(seededWords.filter((word) => !registered.has(word))).toEqual([]);
    expect(catalogueSentences.length).toBeGreaterThan(40);
  });

  it.each(translated)('are said in %s: none is left English but its loanwords', (tag) => {
    const say = documentWordsIn(translatorFor(tag));
    const words = [...seededWords, ...Object.values(documentStatusTitles)];
    const english = words.filter((word) => say(word) === word);
    expect(english.filter((word) => !keptInEnglish[tag]?.includes(word))).toEqual([]);
  });

  it('are said as written in English, and a word that is not ours passes as it is', () => {
    const say = documentWordsIn(translatorFor('en-AU'));
    expect(seededWords.filter((word) => say(word) !== word)).toEqual([]);
    expect(documentWordsIn(translatorFor('hi'))('Tenancy agreement')).toBe('Tenancy agreement');
  });
});
