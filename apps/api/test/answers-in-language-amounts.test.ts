import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../src/db/schema';
import { drainJobs } from './support/mail';
import { corridorTo, philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { paidTransfer, sendingMoney } from './support/transfers';

/**
 * What the API says with an amount or a country in it, in the language the app asks for
 * (Accept-Language, decision 0038): a limit stop over an amount, with its amounts written as
 * the language writes them, and a schedule's destination and its days' notes. Without the
 * header, the English it always said, word for word.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney });
});
afterAll(() => t.close());

const speaking = (language: string) => ({ headers: { 'accept-language': language } });
const Y = new Date().getUTCFullYear() + 1;

interface StopAnswer {
  code: string;
  message: string;
  next_step: { title: string } | null;
}

describe('a limit stop over an amount in the app’s language', () => {
  it('says a price over the limit in Vietnamese and Hindi, and in English without the header', async () => {
    const { browser } = await sender(t, 1, 'amount-stop-words');
    const body = {
      corridor_id: await corridorTo(browser, 'PH'),
      payout_method: 'bank_account',
      send_amount: '1000.01',
    };
    const stopIn = async (language?: string) => {
      const quote = await browser.post(
        '/client/v1/quotes',
        body,
        language ? speaking(language) : undefined,
      );
      expect(quote.statusCode, quote.body).toBe(201);
      return (quote.json() as { limit_stop: StopAnswer }).limit_stop;
    };

    expect(await stopIn('vi')).toMatchObject({
      code: 'per_transfer',
      message:
        'Bạn có thể gửi tối đa 1.000,00 AUD trong một giao dịch chuyển tiền. Tải lên giấy tờ chứng minh địa chỉ để gửi tối đa 10.000,00 AUD.',
      next_step: { title: 'Tải lên giấy tờ chứng minh địa chỉ' },
    });
    expect((await stopIn('hi')).message).toBe(
      'आप एक ट्रांसफ़र में AUD 1,000.00 तक भेज सकते हैं। AUD 10,000.00 तक भेजने के लिए पते का प्रमाण अपलोड करें।',
    );
    expect((await stopIn())?.message).toBe(
      'You can send up to AUD 1,000.00 in one transfer. Upload a proof of address to send up to AUD 10,000.00.',
    );
  });
});

interface ScheduleAnswer {
  id: string;
  destination_country: string;
  occurrences: { status: string; note: string | null }[];
}

describe('a schedule in the app’s language', () => {
  it('names its country and says a failed day’s note with its amount in Bengali', async () => {
    const { browser } = await sender(t, 2, 'schedule-amount-words');
    const recipient = await philippineRecipient(browser);
    const transferId = await paidTransfer(t, browser, recipient.id, '300');
    const made = await browser.post(
      '/client/v1/schedules',
      { transfer_id: transferId, cadence: 'weekly', start_date: `${Y}-07-03` },
      { headers: { 'idempotency-key': randomUUID(), 'accept-language': 'bn' } },
    );
    expect(made.statusCode, made.body).toBe(201);
    const { id, destination_country } = made.json() as ScheduleAnswer;
    expect(destination_country).toBe('ফিলিপাইন');

    // Below the corridor's smallest transfer, as if the corridor had changed since.
    await t.database.db.update(schedules).set({ amountMinor: 1 }).where(eq(schedules.id, id));
    await t.app.deps.schedules.runDue(`${Y}-07-03`);
    await drainJobs(t);

    const bengali = (await browser.get(`/client/v1/schedules/${id}`, speaking('bn'))).json();
    const english = (await browser.get(`/client/v1/schedules/${id}`)).json() as ScheduleAnswer;
    expect(english.destination_country).toBe('Philippines');
    const note = english.occurrences[0]?.note ?? '';
    expect(note).toMatch(/^The smallest transfer is AUD [\d,]+\.\d\d\.$/);
    // Bengali writes the code after the amount, and groups in lakhs.
    const amount = note.replace(/^The smallest transfer is AUD ([\d,.]+)\.$/, '$1');
    expect(amount).toBe('10.00');
    expect((bengali as ScheduleAnswer).occurrences[0]?.note).toBe(
      'ট্রান্সফার কমপক্ষে 10.00 AUD হতে হবে।',
    );
    const list = (await browser.get('/client/v1/schedules', speaking('hi'))).json() as {
      data: ScheduleAnswer[];
    };
    expect(list.data[0]?.destination_country).toBe('फ़िलिपींस');
  });

  it('says a prepared day’s review in Indonesian: its country', async () => {
    const { browser } = await sender(t, 2, 'schedule-review-words');
    const recipient = await philippineRecipient(browser);
    const transferId = await paidTransfer(t, browser, recipient.id, '300');
    const made = await browser.post(
      '/client/v1/schedules',
      { transfer_id: transferId, cadence: 'weekly', start_date: `${Y}-08-07` },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    const { id } = made.json() as ScheduleAnswer;
    await t.app.deps.schedules.runDue(`${Y}-08-07`);
    await drainJobs(t);
    const review = await browser.get(`/client/v1/schedules/${id}/review`, speaking('id'));
    expect(review.statusCode, review.body).toBe(200);
    expect((review.json() as { schedule: ScheduleAnswer }).schedule.destination_country).toBe(
      'Filipina',
    );
    const english = (await browser.get(`/client/v1/schedules/${id}/review`)).json() as {
      schedule: ScheduleAnswer;
    };
    expect(english.schedule.destination_country).toBe('Philippines');
  });
});

describe('why a schedule or a price is refused, in the app’s language', () => {
  it('says a stopped schedule, a past start and a too large amount in the language asked for', async () => {
    const { browser } = await sender(t, 2, 'refusal-words');
    const recipient = await philippineRecipient(browser);
    const transferId = await paidTransfer(t, browser, recipient.id, '300');
    const past = await browser.post(
      '/client/v1/schedules',
      { transfer_id: transferId, cadence: 'weekly', start_date: '2020-01-06' },
      { headers: { 'idempotency-key': randomUUID(), 'accept-language': 'vi' } },
    );
    expect(past.statusCode, past.body).toBe(422);
    expect((past.json() as { errors: Record<string, string[]> }).errors.start_date).toEqual([
      'Vui lòng chọn hôm nay hoặc một ngày trong tương lai.',
    ]);

    const made = await browser.post(
      '/client/v1/schedules',
      { transfer_id: transferId, cadence: 'weekly', start_date: `${Y}-09-04` },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    const { id } = made.json() as ScheduleAnswer;
    expect((await browser.post(`/client/v1/schedules/${id}/stop`, {})).statusCode).toBe(200);
    const skipped = await browser.post(`/client/v1/schedules/${id}/skip`, {}, speaking('fil'));
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toEqual({ message: 'Huminto na ang iskedyul na ito.' });
    const english = await browser.post(`/client/v1/schedules/${id}/skip`, {});
    expect(english.json()).toEqual({ message: 'This schedule has stopped.' });

    const huge = await browser.post(
      '/client/v1/quotes',
      {
        corridor_id: await corridorTo(browser, 'PH'),
        payout_method: 'bank_account',
        send_amount: '99999999999999999999',
      },
      speaking('ne'),
    );
    expect(huge.statusCode, huge.body).toBe(422);
    expect((huge.json() as { errors: Record<string, string[]> }).errors.send_amount).toEqual([
      'यो रकम धेरै ठूलो छ।',
    ]);
  });
});
