import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeDefinitionsByCountry } from '../src/db/attribute-definitions';
import { attributeDefinitions } from '../src/db/schema';
import { translatorFor } from '../src/i18n/translate';
import { countryIdsByCode } from './support/customers';
import { sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The profile's fields (onboarding's forms, Settings' profile) in the language the app asks for
 * (Accept-Language, decision 0038): their labels, hints, format errors and choices, on the
 * country's definitions and on the Customer answer. Without the header the answers are the
 * English they always were, word for word; a field staff add later in English passes as it is.
 */

let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await countryIdsByCode(t);
});
afterAll(() => t.close());

const speaking = (language: string) => ({ headers: { 'accept-language': language } });

interface FieldAnswer {
  attribute: string;
  label: string;
  info_text: string | null;
  expression_error_message: string | null;
}
interface DefinitionAnswer extends FieldAnswer {
  options: { value: string; label: string }[] | null;
}
interface CustomerAnswer {
  attributes: (FieldAnswer & { value: string | null })[];
}

/** Every word a field shows, its choices' labels too. */
const wordsOf = (fields: (FieldAnswer & { options?: DefinitionAnswer['options'] })[]) =>
  fields.flatMap((field) => [
    field.label,
    ...(field.info_text === null ? [] : [field.info_text]),
    ...(field.expression_error_message === null ? [] : [field.expression_error_message]),
    ...(field.options ?? []).map((option) => option.label),
  ]);

/** A word with a Latin letter left in it, once the currency's own sign (A$) is set aside. */
const latin = (word: string) => /[A-Za-z]/.test(word.replaceAll('A$', ''));

const byAttribute = <T extends { attribute: string }>(fields: T[], attribute: string) =>
  fields.find((field) => field.attribute === attribute);

describe('the profile fields in the app’s language', () => {
  it('says Australia’s field definitions in Urdu and in Vietnamese', async () => {
    const { browser } = await sender(t, 0, 'field-definitions');
    const path = `/client/v1/attributes?country_id=${ids.AU}`;

    const urdu = await browser.get(path, speaking('ur'));
    expect(urdu.statusCode).toBe(200);
    const ur = translatorFor('ur');
    const inUrdu = urdu.json() as DefinitionAnswer[];
    expect(byAttribute(inUrdu, 'name')).toMatchObject({
      label: 'پہلا نام',
      info_text: ur('As it appears on your passport or ID card.'),
      expression_error_message: ur('Use letters, spaces, hyphens and apostrophes only.'),
    });
    expect(byAttribute(inUrdu, 'birth_detail.date_of_birth')?.label).toBe('تاریخِ پیدائش');
    const status = byAttribute(inUrdu, 'employment.status');
    expect(status?.options?.find((option) => option.value === 'employed')).toEqual({
      value: 'employed',
      label: 'ملازمت پیشہ',
    });
    const income = byAttribute(inUrdu, 'employment.income_band');
    expect(income?.options?.find((option) => option.value === '30k_60k')?.label).toBe(
      'A$30,000 سے A$60,000 تک',
    );
    expect(wordsOf(inUrdu).filter(latin)).toEqual([]);

    const vietnamese = (await browser.get(path, speaking('vi'))).json() as DefinitionAnswer[];
    expect(byAttribute(vietnamese, 'address.postcode')).toMatchObject({
      label: 'Mã bưu chính',
      expression_error_message: 'Vui lòng nhập mã bưu chính gồm 4 chữ số.',
    });
    expect(
      byAttribute(vietnamese, 'employment.industry')?.options?.find((o) => o.value === 'health'),
    ).toEqual({ value: 'health', label: 'Y tế và chăm sóc' });
    expect(
      byAttribute(vietnamese, 'employment.income_band')?.options?.map((option) => option.label),
    ).toEqual([
      'Dưới 30.000 A$',
      'Từ 30.000 A$ đến 60.000 A$',
      'Từ 60.000 A$ đến 100.000 A$',
      'Trên 100.000 A$',
    ]);
  });

  it('says them in English as it always did, without the header and with it', async () => {
    const { browser } = await sender(t, 0, 'field-definitions-english');
    const path = `/client/v1/attributes?country_id=${ids.AU}`;
    const english = (await browser.get(path)).json() as DefinitionAnswer[];
    expect((await browser.get(path, speaking('en-AU'))).json()).toEqual(english);
    const seeded = attributeDefinitionsByCountry.AU ?? [];
    expect(english.map((field) => [field.attribute, field.label])).toEqual(
      seeded.map((field) => [field.attribute, field.label]),
    );
    expect(wordsOf(english)).toEqual(
      wordsOf(
        seeded.map((field) => ({
          attribute: field.attribute,
          label: field.label,
          info_text: field.infoText ?? null,
          expression_error_message: field.expressionErrorMessage ?? null,
          options: field.options ?? null,
        })),
      ),
    );
    expect(byAttribute(english, 'employment.income_band')?.options?.[1]?.label).toBe(
      'A$30,000 to A$60,000',
    );
  });

  it('marks them in the pseudo-locale, so a walk of Settings sees they were said', async () => {
    const { browser } = await sender(t, 0, 'field-definitions-pseudo');
    const answer = await browser.get(`/client/v1/attributes?country_id=${ids.AU}`, {
      headers: { 'accept-language': 'en-XA' },
    });
    const words = wordsOf(answer.json() as DefinitionAnswer[]);
    expect(words.filter((word) => !/^⟦.*⟧$/s.test(word))).toEqual([]);
  });

  it('says the Customer’s fields in Urdu and in Hindi, on the profile and on a change', async () => {
    const { browser } = await sender(t, 'profile', 'customer-fields');
    const urdu = (await browser.get('/client/v1/profile', speaking('ur'))).json() as CustomerAnswer;
    expect(byAttribute(urdu.attributes, 'third_name')).toMatchObject({
      label: 'آخری نام',
      value: 'Santos',
    });
    expect(byAttribute(urdu.attributes, 'address.city')?.label).toBe('محلہ (سبرب)');
    expect(wordsOf(urdu.attributes).filter(latin)).toEqual([]);

    const changed = await browser.post(
      '/client/v1/update?category=employment',
      {
        employment: {
          status: 'self_employed',
          occupation: 'Driver',
          industry: 'transport',
          income_band: '60k_100k',
        },
      },
      speaking('hi'),
    );
    expect(changed.statusCode).toBe(200);
    const hindi = changed.json() as CustomerAnswer;
    expect(byAttribute(hindi.attributes, 'employment.occupation')).toMatchObject({
      label: 'पेशा',
      info_text: translatorFor('hi')('For example: nurse, driver, construction worker.'),
      value: 'Driver',
    });
    expect(byAttribute(hindi.attributes, 'employment.status')?.value).toBe('self_employed');

    const english = (await browser.get('/client/v1/profile')).json() as CustomerAnswer;
    expect(byAttribute(english.attributes, 'employment.occupation')).toMatchObject({
      label: 'Occupation',
      info_text: 'For example: nurse, driver, construction worker.',
      expression_error_message: 'Tell us your occupation in a few words.',
    });
  });

  it('says a refused change in Urdu: a field’s own format error, our refusal with its label', async () => {
    const { browser } = await sender(t, 'profile', 'field-errors');
    const identity = (name: string, thirdName: string, language?: string) =>
      browser.post(
        '/client/v1/update?category=identity',
        {
          name,
          third_name: thirdName,
          birth_detail: { date_of_birth: '1990-07-25', place_of_birth: 'Cebu City' },
          nationality_id: String(ids.PH),
        },
        language ? speaking(language) : {},
      );
    const ur = translatorFor('ur');
    const urdu = await identity('R2D2', 'Santos', 'ur');
    expect(urdu.statusCode).toBe(422);
    const said = ur('Use letters, spaces, hyphens and apostrophes only.');
    expect(said).not.toMatch(/[A-Za-z]/);
    expect(urdu.json()).toMatchObject({ message: said, errors: { name: [said] } });
    const missing = await identity('Maria', '', 'ur');
    const required = ur('The {label} field is required.', { label: ur('Last name') });
    expect(required).toContain('آخری نام');
    expect(missing.json()).toMatchObject({ errors: { third_name: [required] } });

    const english = await identity('R2D2', '');
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      message: 'Use letters, spaces, hyphens and apostrophes only. (and 1 more error)',
      errors: {
        name: ['Use letters, spaces, hyphens and apostrophes only.'],
        third_name: ['The last name field is required.'],
      },
    });
  });

  it('passes a field staff add later in English as it is, in any language', async () => {
    const { browser } = await sender(t, 'profile', 'added-field');
    const added = {
      label: 'Languages spoken at home',
      infoText: 'For example: Tagalog and English.',
      expressionErrorMessage: 'Name at least one language.',
      options: [{ value: 'tl', label: 'Mostly Tagalog' }],
    };
    await t.database.db.insert(attributeDefinitions).values({
      countryId: ids.AU ?? 0,
      attribute: 'home_languages',
      category: 'employment',
      isRequired: false,
      input: 'select',
      position: 999,
      ...added,
    });

    const definitions = (
      await browser.get(`/client/v1/attributes?country_id=${ids.AU}`, speaking('ur'))
    ).json() as DefinitionAnswer[];
    expect(byAttribute(definitions, 'home_languages')).toMatchObject({
      label: added.label,
      info_text: added.infoText,
      expression_error_message: added.expressionErrorMessage,
      options: added.options,
    });
    expect(byAttribute(definitions, 'name')?.label).toBe('پہلا نام');

    const customer = (
      await browser.get('/client/v1/profile', speaking('hi'))
    ).json() as CustomerAnswer;
    expect(byAttribute(customer.attributes, 'home_languages')).toMatchObject({
      label: added.label,
      info_text: added.infoText,
      expression_error_message: added.expressionErrorMessage,
    });
  });
});
