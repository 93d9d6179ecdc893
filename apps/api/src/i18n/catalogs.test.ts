import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@homeward/contract';
import { compareVariables, parsePo } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { apiLocalesFolder } from '../paths';
import { passwordRuleMessages } from './messages';
import { allServerMessages } from './registry';
import { translatorFor } from './translate';

/**
 * The API's catalogs against its source sentences (messages.ts): every one in every language,
 * with the same placeholders, and nothing the API no longer says.
 */
const translated = LANGUAGES.map(({ tag }) => tag).filter((tag) => tag !== 'en-AU');

describe.each(translated)('the API’s %s catalog', (tag) => {
  const items = parsePo(readFileSync(path.join(apiLocalesFolder, `${tag}.po`), 'utf8')).items;
  const byMessage = new Map(items.map((item) => [item.msgid, item.msgstr[0] ?? '']));

  it('has every sentence the API says, translated, with the same placeholders', () => {
    const missing = allServerMessages.filter((message) => !byMessage.get(message));
    expect(missing).toEqual([]);
    const broken = allServerMessages.filter(
      (message) => !compareVariables(message, byMessage.get(message) ?? '').isMatch,
    );
    expect(broken).toEqual([]);
  });

  it('keeps no sentence the API no longer says', () => {
    const known = new Set(allServerMessages);
    expect(items.map((item) => item.msgid).filter((id) => !known.has(id))).toEqual([]);
  });
});

describe('translatorFor', () => {
  it('fills in values, in English too', () => {
    expect(translatorFor('en-AU')(passwordRuleMessages.length, { min: 10 })).toBe(
      'At least 10 characters',
    );
    expect(translatorFor('vi')(passwordRuleMessages.length, { min: 10 })).toBe('Ít nhất 10 ký tự');
  });

  it('pseudo-localizes for the app’s pseudo-locale', () => {
    expect(translatorFor('en-XA')(passwordRuleMessages.digits)).toMatch(
      /^⟦[^A-Za-z]+ [^A-Za-z]+⟧$/,
    );
  });

  it('says a sentence no catalog has as it was written', () => {
    expect(translatorFor('ur')('Nothing like this is in a catalog.')).toBe(
      'Nothing like this is in a catalog.',
    );
  });
});
