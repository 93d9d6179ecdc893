import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIdsByCode } from './support/customers';
import { corridorTo, philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { sendingMoney } from './support/transfers';

/**
 * Refusals with a value in them, in the language the app asks for (Accept-Language, decision
 * 0038): a transfer over a limit (a 403 with its stop), a price outside the corridor's amounts
 * or its payout methods (a 422) and a refused mobile number. Without the header, the English
 * they always said, word for word.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney });
});
afterAll(() => t.close());

const speaking = (language: string) => ({ headers: { 'accept-language': language } });

describe('a transfer refused over a limit', () => {
  it('says the 403 and its stop as the price says them', async () => {
    const { browser } = await sender(t, 1, 'transfer-stop-words');
    const recipient = await philippineRecipient(browser);
    const quote = await browser.post('/client/v1/quotes', {
      corridor_id: await corridorTo(browser, 'PH'),
      payout_method: 'bank_account',
      send_amount: '1000.01',
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const confirm = (language?: string) =>
      browser.post(
        '/client/v1/transactions',
        {
          quote_id: (quote.json() as { id: string }).id,
          recipient_id: recipient.id,
          purpose: 'gift',
          source_of_funds: 'salary',
        },
        {
          headers: {
            'idempotency-key': randomUUID(),
            ...(language ? { 'accept-language': language } : {}),
          },
        },
      );

    const vietnamese = await confirm('vi');
    expect(vietnamese.statusCode, vietnamese.body).toBe(403);
    const said =
      'Bạn có thể gửi tối đa 1.000,00 AUD trong một giao dịch chuyển tiền. Tải lên giấy tờ chứng minh địa chỉ để gửi tối đa 10.000,00 AUD.';
    expect(vietnamese.json()).toMatchObject({
      message: said,
      stop: {
        code: 'per_transfer',
        message: said,
        next_step: { title: 'Tải lên giấy tờ chứng minh địa chỉ' },
      },
    });

    const english = await confirm();
    expect(english.statusCode).toBe(403);
    const written =
      'You can send up to AUD 1,000.00 in one transfer. Upload a proof of address to send up to AUD 10,000.00.';
    expect(english.json()).toMatchObject({
      message: written,
      stop: { code: 'per_transfer', message: written },
    });
  });
});

describe('a price refused with a value in it', () => {
  it('says the smallest and largest transfer and an unavailable method in the language asked for', async () => {
    const { browser } = await sender(t, 2, 'quote-refusal-words');
    const corridor_id = await corridorTo(browser, 'PH');
    const ask = (body: object, language?: string) =>
      browser.post(
        '/client/v1/quotes',
        { corridor_id, payout_method: 'bank_account', ...body },
        language ? speaking(language) : undefined,
      );

    const small = await ask({ send_amount: '9.99' }, 'vi');
    expect(small.statusCode, small.body).toBe(422);
    expect(small.json()).toEqual({
      message: 'Số tiền tối thiểu cho một giao dịch chuyển tiền là 10,00 AUD.',
      errors: { send_amount: ['Số tiền tối thiểu cho một giao dịch chuyển tiền là 10,00 AUD.'] },
    });
    const large = await ask({ send_amount: '50000.01' }, 'bn');
    expect(large.json().errors).toEqual({
      send_amount: ['ট্রান্সফার 50,000.00 AUD-এর বেশি হতে পারবে না।'],
    });

    const wallet = await browser.post(
      '/client/v1/quotes',
      {
        corridor_id: await corridorTo(browser, 'IN'),
        payout_method: 'mobile_wallet',
        send_amount: '100',
      },
      speaking('vi'),
    );
    expect(wallet.json().errors).toEqual({
      payout_method: ['Ví điện tử không khả dụng ở quốc gia này.'],
    });

    expect((await ask({ send_amount: '9.99' })).json()).toEqual({
      message: 'The smallest transfer is AUD 10.00.',
      errors: { send_amount: ['The smallest transfer is AUD 10.00.'] },
    });
  });
});

describe('a refused mobile number', () => {
  it('says the country, the number and the code first in the language asked for', async () => {
    const { browser } = await sender(t, 0, 'mobile-refusal-words');
    const ids = await countryIdsByCode(t);
    const ask = (body: object, language?: string) =>
      browser.post(
        '/client/v1/update-mobile-number',
        body,
        language ? speaking(language) : undefined,
      );

    const noCountry = await ask({ mobile_number_country_id: 999_999, mobile_number: '0412' }, 'vi');
    expect(noCountry.statusCode, noCountry.body).toBe(422);
    expect(noCountry.json().errors).toEqual({
      mobile_number_country_id: ['Vui lòng chọn một quốc gia trong danh sách.'],
    });
    const landline = await ask({ mobile_number_country_id: ids.AU, mobile_number: '123' }, 'vi');
    expect(landline.json()).toEqual({
      message: 'Vui lòng nhập số điện thoại di động hợp lệ của Úc.',
      errors: { mobile_number: ['Vui lòng nhập số điện thoại di động hợp lệ của Úc.'] },
    });
    const hindi = await ask({ mobile_number_country_id: ids.AU, mobile_number: '123' }, 'hi');
    expect(hindi.json().errors.mobile_number).toEqual(['ऑस्ट्रेलिया के लिए सही मोबाइल नंबर दर्ज करें।']);
    const verify = await browser.post(
      '/client/v1/verify-mobile-number',
      { otp: '123456' },
      speaking('id'),
    );
    expect(verify.json().errors.otp).toEqual([
      'Minta kode dikirim ke nomor ponsel Anda terlebih dahulu.',
    ]);

    expect((await ask({ mobile_number_country_id: ids.AU, mobile_number: '123' })).json()).toEqual({
      message: 'Enter a valid mobile number for Australia.',
      errors: { mobile_number: ['Enter a valid mobile number for Australia.'] },
    });
  });
});

describe('onboarding’s refusals from the contract', () => {
  it('says a country that is not a number or not on the list in the language asked for', async () => {
    const { browser } = await sender(t, 0, 'onboarding-refusal-words');
    const attributes = await browser.get('/client/v1/attributes?country_id=abc', speaking('vi'));
    expect(attributes.statusCode, attributes.body).toBe(422);
    expect(attributes.json().errors).toEqual({
      country_id: ['ID của quốc gia phải là một số.'],
    });
    const country = await browser.post(
      '/client/v1/update-country',
      { country_id: 1.5 },
      speaking('ur'),
    );
    expect(country.json().errors).toEqual({
      country_id: ['فہرست میں سے کوئی ملک منتخب کریں۔'],
    });
    const missing = await browser.post(
      '/client/v1/update-mobile-number',
      { mobile_number_country_id: 'x' },
      speaking('id'),
    );
    expect(missing.json().errors).toEqual({
      mobile_number_country_id: ['Kolom negara nomor ponsel wajib diisi.'],
      mobile_number: ['Kolom nomor ponsel wajib diisi.'],
    });

    const english = await browser.post('/client/v1/update-country', { country_id: 1.5 });
    expect(english.json()).toEqual({
      message: 'Choose a country from the list.',
      errors: { country_id: ['Choose a country from the list.'] },
    });
  });
});
