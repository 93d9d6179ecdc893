import { LANGUAGES, type LanguageTag } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { attributeDefinitionsByCountry } from '../../db/attribute-definitions';
import { allServerMessages } from '../../i18n/registry';
import { translatorFor } from '../../i18n/translate';
import {
  fieldErrorWordsIn,
  fieldSentences,
  fieldWordsIn,
  profileRefusals,
  refusal,
} from './field-words';

/** Every word of the seeded profile fields, read from the seed itself (seed.ts writes them). */
const seededWords = [
  ...new Set(
    Object.values(attributeDefinitionsByCountry)
      .flat()
      .flatMap((definition) =>
        [
          definition.label,
          definition.infoText,
          definition.expressionErrorMessage,
          ...(definition.options ?? []).map((option) => option.label),
        ].filter((word): word is string => word !== undefined),
      ),
  ),
];

/**
 * Words a language keeps as they are on purpose: proper names (Australia's states, a barangay,
 * the PhilSys number), and the English words Filipino apps use as they are (GCash's register).
 */
const keptAsWritten: Partial<Record<LanguageTag, string[]>> = {
  fil: [
    'Employer',
    'Suburb',
    'Barangay',
    'County',
    'Postcode',
    'ZIP code',
    'PhilSys number (PSN)',
    'New South Wales',
    'Victoria',
    'Queensland',
    'Western Australia',
    'South Australia',
    'Tasmania',
    'Australian Capital Territory',
    'Northern Territory',
  ],
  vi: ['New South Wales', 'Victoria', 'Queensland', 'Tasmania'],
  id: ['County', 'New South Wales', 'Victoria', 'Queensland', 'Tasmania'],
};

const translated = LANGUAGES.map(({ tag }) => tag).filter((tag) => tag !== 'en-AU');

describe('the profile fields’ words', () => {
  it('are all sentences of ours, which every catalog must translate', () => {
    const registered = new Set(allServerMessages);
    expect(seededWords.filter((word) => !registered.has(word))).toEqual([]);
    expect(seededWords.filter((word) => !fieldSentences.includes(word))).toEqual([]);
    expect(fieldSentences.length).toBeGreaterThan(90);
  });

  it.each(translated)('are said in %s: none is left English but its proper names', (tag) => {
    const say = fieldWordsIn(translatorFor(tag));
    const english = seededWords.filter((word) => say(word) === word);
    expect(english.filter((word) => !keptAsWritten[tag]?.includes(word))).toEqual([]);
  });

  it('are said as written in English, and a word that is not ours passes as it is', () => {
    const say = fieldWordsIn(translatorFor('en-AU'));
    expect(seededWords.filter((word) => say(word) !== word)).toEqual([]);
    expect(fieldWordsIn(translatorFor('ur'))('Favourite colour')).toBe('Favourite colour');
  });

  it('are marked in the pseudo-locale, so a walk of the screens sees they were said', () => {
    const say = fieldWordsIn(translatorFor('en-XA'));
    expect(seededWords.filter((word) => !/^⟦.*⟧$/s.test(say(word)))).toEqual([]);
  });

  it('are said in a refused change, the field’s label said inside our refusal', () => {
    const required = refusal(profileRefusals.required, { label: 'first name' });
    expect(required).toBe('The first name field is required.');
    const ur = translatorFor('ur');
    expect(fieldErrorWordsIn(ur)(required)).toBe(
      ur(profileRefusals.required, { label: ur('First name') }),
    );
    expect(fieldErrorWordsIn(translatorFor('vi'))(required)).toBe('Vui lòng nhập Tên.');
    expect(fieldErrorWordsIn(translatorFor('hi'))(profileRefusals.realDate)).toBe(
      'सही तारीख़ दर्ज करें।',
    );
    const tooYoung = refusal(profileRefusals.tooYoung, { age: 18 });
    expect(fieldErrorWordsIn(translatorFor('id'))(tooYoung)).toBe(
      'Anda harus berusia 18 tahun ke atas untuk mengirim uang dengan Homeward.',
    );
  });

  it('leave a refusal in English as written, and a label not of ours as it is', () => {
    const english = fieldErrorWordsIn(translatorFor('en-AU'));
    const refusals = [
      refusal(profileRefusals.required, { label: 'first name' }),
      refusal(profileRefusals.chooseOption, { label: 'employment status' }),
      refusal(profileRefusals.tooYoung, { age: 18 }),
      profileRefusals.identityLocked,
      'Use letters, spaces, hyphens and apostrophes only.',
    ];
    expect(refusals.map(english)).toEqual(refusals);
    const vi = fieldErrorWordsIn(translatorFor('vi'));
    expect(vi(refusal(profileRefusals.required, { label: 'favourite colour' }))).toBe(
      'Vui lòng nhập favourite colour.',
    );
    expect(vi('Something else went wrong.')).toBe('Something else went wrong.');
  });
});
