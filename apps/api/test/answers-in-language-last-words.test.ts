import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, quotes } from '../src/db/schema';
import { companySentences } from '../src/modules/company/details';
import { pageRefusals } from '../src/modules/documents/page-words';
import { recipientRefusalWordsOf } from '../src/modules/recipients/refusal-words';
import { codeSentences } from '../src/modules/mail/sentences';
import { customerRefusals, requestRefusals, valuedSentences } from '../src/i18n/messages';
import { speakerFor } from '../src/i18n/speaker';
import { translatorFor } from '../src/i18n/translate';
import { TestBrowser } from './support/browser';
import { countryIdsByCode, signedIn, verifiedCustomer } from './support/customers';
import { drainJobs, lastMailTo, uniqueEmail } from './support/mail';
import { textBoxes } from './support/pdf-boxes';
import { corridorTo, philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { paidTransfer, sendingMoney } from './support/transfers';

/**
 * The last of what the API said in English to every customer (decision 0038), now in the
 * language the app asks for (Accept-Language) or the account keeps (mail, the receipt): a
 * transfer's refusals, an amount's format, a code's cool-down and where it went, Fastify's own
 * client errors, and the company's footer on the receipt and in mail. Without the header, the
 * English they always said, word for word.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney, COMPANY_NAME: 'Last Words Pty Ltd' });
});
afterAll(() => t.close());

const speaking = (language: string) => ({ headers: { 'accept-language': language } });

describe('a transfer refused without a limit in it', () => {
  it('says an expired price, someone else’s recipient and a price for another route', async () => {
    const { browser } = await sender(t, 2, 'transfer-refusal-words');
    const recipient = await philippineRecipient(browser);
    const confirm = (body: object, language?: string) =>
      browser.post(
        '/client/v1/transactions',
        { purpose: 'gift', source_of_funds: 'salary', ...body },
        {
          headers: {
            'idempotency-key': randomUUID(),
            ...(language ? { 'accept-language': language } : {}),
          },
        },
      );

    const expired = await quoteFor(browser);
    await t.database.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, expired.id));
    const hindi = await confirm({ quote_id: expired.id, recipient_id: recipient.id }, 'hi');
    expect(hindi.statusCode, hindi.body).toBe(422);
    const hi = translatorFor('hi');
    expect(hi(customerRefusals.priceExpired)).not.toBe(customerRefusals.priceExpired);
    expect(hindi.json()).toEqual({
      code: 'quote_expired',
      message: hi(customerRefusals.priceExpired),
      errors: { quote_id: [hi(customerRefusals.priceExpired)] },
    });
    const english = await confirm({ quote_id: expired.id, recipient_id: recipient.id });
    expect(english.json().errors).toEqual({
      quote_id: ['This price has expired. Get a new price to continue.'],
    });

    const fresh = await quoteFor(browser);
    const urdu = await confirm({ quote_id: fresh.id, recipient_id: randomUUID() }, 'ur');
    expect(urdu.statusCode).toBe(422);
    expect(urdu.json().errors).toEqual({
      recipient_id: [translatorFor('ur')(customerRefusals.chooseYourRecipient)],
    });
    expect(urdu.json().errors.recipient_id[0]).toMatch(/[\u0600-\u06ff]/);
    const missing = await confirm({ quote_id: fresh.id, recipient_id: randomUUID() });
    expect(missing.json().errors).toEqual({ recipient_id: ['Choose one of your recipients.'] });

    // A price to the Philippines by cash pickup, confirmed to a bank recipient.
    const pickup = await browser.post('/client/v1/quotes', {
      corridor_id: await corridorTo(browser, 'PH'),
      payout_method: 'cash_pickup',
      send_amount: '100',
    });
    expect(pickup.statusCode, pickup.body).toBe(201);
    const route = { quote_id: pickup.json().id as string, recipient_id: recipient.id };
    const filipino = await confirm(route, 'fil');
    expect(filipino.statusCode).toBe(422);
    const fil = translatorFor('fil');
    expect(filipino.json().errors).toEqual({
      recipient_id: [
        fil(valuedSentences.priceForAnotherRoute, {
          currency: 'PHP',
          country: 'Pilipinas',
          method: fil('Cash pickup').toLocaleLowerCase('fil'),
        }),
      ],
    });
    expect(filipino.json().errors.recipient_id[0]).toContain('Pilipinas');
    const urduRoute = await confirm(route, 'ur');
    expect(urduRoute.json().errors.recipient_id[0]).toContain('فلپائن');
    expect((await confirm(route)).json().errors).toEqual({
      recipient_id: [
        'This price is for PHP to Philippines by cash pickup; choose a recipient who can receive that.',
      ],
    });
  }, 60_000);
});

describe('an amount with too many decimals', () => {
  it('says the currency’s decimals in the language asked for', async () => {
    const { browser } = await sender(t, 1, 'decimal-words');
    const corridor_id = await corridorTo(browser, 'PH');
    const ask = (language?: string) =>
      browser.post(
        '/client/v1/quotes',
        { corridor_id, payout_method: 'bank_account', send_amount: '10.001' },
        language ? speaking(language) : undefined,
      );
    const hindi = await ask('hi');
    expect(hindi.statusCode, hindi.body).toBe(422);
    expect(hindi.json().errors.send_amount).toEqual([
      'AUD राशि में दशमलव के बाद अधिकतम 2 अंक हो सकते हैं।',
    ]);
    const urdu = await ask('ur');
    expect(urdu.json().errors.send_amount[0]).toMatch(/[\u0600-\u06ff]/);
    expect(urdu.json().errors.send_amount[0]).toContain('AUD');
    expect((await ask()).json()).toEqual({
      message: 'AUD amounts have at most 2 decimals.',
      errors: { send_amount: ['AUD amounts have at most 2 decimals.'] },
    });
  });
});

describe('a code asked for again, and where a code went', () => {
  it('says where the code went and how long to wait, with the language’s plural', async () => {
    const { browser } = await sender(t, 0, 'code-words');
    // The text goes in the account's language; the answer in the request's.
    expect((await browser.put('/client/v1/language', { language: 'ur' })).statusCode).toBe(200);
    const ids = await countryIdsByCode(t);
    const ask = (language?: string) =>
      browser.post(
        '/client/v1/update-mobile-number',
        { mobile_number_country_id: ids.AU, mobile_number: '0412 345 670' },
        language ? speaking(language) : undefined,
      );
    const sent = await ask('fil');
    expect(sent.statusCode, sent.body).toBe(200);
    const fil = translatorFor('fil');
    expect(sent.json().message).toBe(
      fil(valuedSentences.codeSentToPhone, { phone: '+61 412 345 670' }),
    );
    expect(sent.json().message).not.toMatch(/^We sent/);
    await drainJobs(t);
    const [text] = await t.database.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, '+61412345670'), eq(devOutbox.channel, 'sms')));
    const code = /(\d{6})/.exec(text?.text ?? '')?.[1];
    expect(text?.text).toBe(
      translatorFor('ur')(codeSentences.mobileText, {
        code,
        minutes: t.app.deps.config.codes.ttlMinutes,
      }),
    );

    const wait = await ask('ur');
    expect(wait.statusCode).toBe(429);
    const seconds = Number(wait.headers['retry-after']);
    expect(wait.json().message).toBe(translatorFor('ur')(valuedSentences.codeWait, { seconds }));
    expect(wait.json().message).toMatch(/[\u0600-\u06ff]/);
    const english = await ask();
    expect(english.json().message).toMatch(
      /^Please wait \d+ seconds before asking for another code\.$/,
    );
  });

  it('says the code mailed to a new address in Hindi, and in English as before', async () => {
    const { email } = await verifiedCustomer(t, 'email-code-words');
    const browser = await signedIn(t, email);
    const next = uniqueEmail('email-code-words-new');
    const hindi = await browser.post('/client/v1/change-email', { email: next }, speaking('hi'));
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(hindi.json()).toEqual({
      message: translatorFor('hi')(valuedSentences.codeSentToEmail, { email: next }),
      email: next,
    });
    expect(hindi.json().message).toMatch(/[\u0900-\u097f]/);
    const other = uniqueEmail('email-code-words-other');
    const english = await browser.post('/client/v1/change-email', { email: other });
    // Inside the cool-down now: the English wait, word for word as before.
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(
      /^Please wait \d+ seconds before asking for another code\.$/,
    );
  });
});

describe('a recipient’s refused details', () => {
  it('says each field’s refusal with its label as the form says it, and English as before', async () => {
    const { browser } = await sender(t, 0, 'recipient-refusal-words');
    const add = (language?: string) =>
      browser.post(
        '/client/v1/recipients',
        {
          country: 'PH',
          currency: 'PHP',
          payout_method: 'bank_account',
          details: { full_name: 'Maria Santos Cruz', bank_code: 'NOPE', account_number: '12' },
        },
        language ? speaking(language) : undefined,
      );
    const english = await add();
    expect(english.statusCode, english.body).toBe(422);
    const written = english.json().errors as Record<string, string[]>;
    expect(Object.values(written).flat()).toContain('Choose the bank from the list.');
    for (const language of ['hi', 'ur'] as const) {
      const said = await add(language);
      expect(said.statusCode).toBe(422);
      const say = recipientRefusalWordsOf(language);
      expect(said.json().errors).toEqual(
        Object.fromEntries(
          Object.entries(written).map(([field, messages]) => [field, messages.map(say)]),
        ),
      );
      for (const message of Object.values(said.json().errors as Record<string, string[]>).flat()) {
        expect(message).not.toMatch(/^(Choose|Enter|The) /);
      }
    }
    expect((await add('hi')).json().errors['details.bank_code']).toEqual(['सूची में से बैंक चुनें।']);
  });
});

describe('a document’s page refused', () => {
  it('says which page and why in the language asked for, and in English as before', async () => {
    const { browser } = await sender(t, 0, 'page-refusal-words');
    const catalogue = (await browser.get('/client/v1/document-categories')).json() as {
      id: number;
      code: string;
      document_types: { id: number; code: string }[];
    }[];
    const identity = catalogue.find((category) => category.code === 'proof_of_identity');
    const passport = identity?.document_types.find((type) => type.code === 'passport');
    const send = (language?: string) => {
      const form = new FormData();
      form.append('pages', new Blob([new Uint8Array(0)], { type: 'image/jpeg' }), 'empty.jpg');
      return browser.request({
        method: 'POST',
        url: `/client/v1/document/upload?document_category_id=${identity?.id}&document_type_id=${passport?.id}`,
        payload: form as never,
        headers: language ? { 'accept-language': language } : {},
      });
    };
    const hindi = await send('hi');
    expect(hindi.statusCode, hindi.body).toBe(422);
    expect(hindi.json().errors['pages.0']).toEqual(['पृष्ठ 1 खाली है।']);
    const urdu = await send('ur');
    expect(urdu.json().errors['pages.0']).toEqual([
      translatorFor('ur')(pageRefusals.empty, { page: '1' }),
    ]);
    expect((await send()).json().errors['pages.0']).toEqual(['Page 1 is empty.']);

    // An ID card needs its front and back: the labels said as a list in the language.
    const card = identity?.document_types.find((type) => type.code === 'national_id');
    const one = (language?: string) => {
      const form = new FormData();
      form.append('pages', new Blob([new Uint8Array(0)], { type: 'image/jpeg' }), 'front.jpg');
      return browser.request({
        method: 'POST',
        url: `/client/v1/document/upload?document_category_id=${identity?.id}&document_type_id=${card?.id}`,
        payload: form as never,
        headers: language ? { 'accept-language': language } : {},
      });
    };
    const vi = translatorFor('vi');
    expect((await one('vi')).json().errors.pages).toEqual([
      `Giấy tờ này cần 2 trang: ${new Intl.ListFormat('vi', { type: 'conjunction' }).format([
        vi('Front'),
        vi('Back'),
      ])}.`,
    ]);
    expect((await one()).json().errors.pages).toEqual([
      'This document needs 2 pages: Front and Back.',
    ]);
  });
});

describe('the contract’s refusals the app says too', () => {
  it('says a transfer’s missing reason in the app’s words for it', async () => {
    const { browser } = await sender(t, 0, 'contract-refusal-words');
    const confirm = (language?: string) =>
      browser.post(
        '/client/v1/transactions',
        { quote_id: randomUUID(), recipient_id: randomUUID(), source_of_funds: 'salary' },
        {
          headers: {
            'idempotency-key': randomUUID(),
            ...(language ? { 'accept-language': language } : {}),
          },
        },
      );
    const hindi = await confirm('hi');
    expect(hindi.statusCode, hindi.body).toBe(422);
    expect(hindi.json().errors.purpose).toEqual(['इस ट्रांसफ़र का कारण चुनें।']);
    expect((await confirm()).json().errors.purpose).toEqual([
      'Choose the reason for this transfer.',
    ]);
  });
});

describe('Fastify’s own client errors', () => {
  const post = async (payload: string, contentType: string, language?: string) => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    return browser.post('/client/v1/signup', undefined, {
      payload,
      headers: {
        'content-type': contentType,
        ...(language ? { 'accept-language': language } : {}),
      },
    });
  };

  it('says malformed JSON, an unsupported type and a body too large in the language asked for', async () => {
    const hi = translatorFor('hi');
    const ur = translatorFor('ur');
    const malformed = await post('{"email":', 'application/json', 'hi');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: hi(requestRefusals.invalidJson) });
    expect(hi(requestRefusals.invalidJson)).not.toBe(requestRefusals.invalidJson);

    const media = await post('email=a', 'text/plain', 'ur');
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({ message: ur(requestRefusals.jsonOnly) });
    expect(media.json().message).toMatch(/[\u0600-\u06ff]/);

    const large = await post(
      JSON.stringify({ email: 'x'.repeat(1_100_000) }),
      'application/json',
      'fil',
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: translatorFor('fil')(requestRefusals.tooLarge) });

    expect((await post('{"email":', 'application/json')).json()).toEqual({
      message: 'The request body is not valid JSON.',
    });
    expect((await post('email=a', 'text/plain')).json()).toEqual({
      message: 'Send the request body as application/json.',
    });
  });

  it('says an API path that does not exist in the language asked for', async () => {
    const missing = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/client/v1/no-such-thing',
        headers: language ? { 'accept-language': language } : {},
      });
    const urdu = await missing('ur');
    expect(urdu.statusCode).toBe(404);
    expect(urdu.json()).toEqual({ message: translatorFor('ur')('Not found.') });
    expect(urdu.json().message).toMatch(/[\u0600-\u06ff]/);
    expect((await missing()).json()).toEqual({ message: 'Not found.' });
  });
});

describe('the company’s footer in the customer’s language', () => {
  const footer = (language: string) => {
    const said = translatorFor(language as 'vi');
    return said(companySentences.licence, {
      licence: t.app.deps.config.company.licence,
      regulator: t.app.deps.config.company.regulator,
    });
  };

  it('is on the receipt in Vietnamese', async () => {
    const { browser } = await sender(t, 2, 'receipt-footer-words');
    expect((await browser.put('/client/v1/language', { language: 'vi' })).statusCode).toBe(200);
    const recipient = await philippineRecipient(browser);
    const id = await paidTransfer(t, browser, recipient.id, '300');
    const receipt = await browser.get(`/client/v1/transactions/${id}/receipt?tz=UTC`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const { text } = await textBoxes(receipt.rawPayload);
    expect(footer('vi')).not.toContain('Regulated by');
    expect(text).toContain('Hỗ trợ: help@homeward.example hoặc');
    expect(text).not.toContain('Regulated by');
  });

  it('ends a mail in the customer’s language, and in English for an English customer', async () => {
    const { browser, email } = await sender(t, 0, 'mail-footer-words');
    expect((await browser.put('/client/v1/language', { language: 'hi' })).statusCode).toBe(200);
    const asked = await browser.post('/client/v1/change-password', {
      current_password: 'Correct-horse-1',
      password: 'Correct-horse-2',
      confirm_password: 'Correct-horse-2',
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const mail = await lastMailTo(t, email);
    expect(mail.text).toContain(footer('hi'));
    expect(mail.text).not.toContain('Regulated by');
    expect(speakerFor('hi').t(companySentences.licence, { licence: 'x', regulator: 'y' })).not.toBe(
      'x. Regulated by y.',
    );

    const english = await sender(t, 0, 'mail-footer-english');
    const changed = await english.browser.post('/client/v1/change-password', {
      current_password: 'Correct-horse-1',
      password: 'Correct-horse-2',
      confirm_password: 'Correct-horse-2',
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect((await lastMailTo(t, english.email)).text).toContain(footer('en-AU'));
    expect(footer('en-AU')).toContain('Regulated by');
  });
});
