import { LANGUAGES, type LanguageTag } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { documentCatalogue } from '../../db/document-catalogue';
import { allServerMessages } from '../../i18n/registry';
import { translatorFor } from '../../i18n/translate';
import { catalogueSentences, documentStatusTitles, documentWordsIn } from './words';

/** Every word of the seeded catalogue, as seed.ts writes it into the database. */
const seededWords = documentCatalogue.flatMap((category) => [
  category.title,
  category.description,
  ...category.types.flatMap((type) => [
    type.title,
    type.description,
    type.info,
    ...(type.documentNumberLabel ? [type.documentNumberLabel] : []),
    ...type.pageLabels,
  ]),
]);

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
