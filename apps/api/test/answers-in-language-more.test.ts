import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corridorTo, philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { paidTransfer, sendingMoney } from './support/transfers';
import { translatorFor } from '../src/i18n/translate';

/**
 * More of what the API says in the language the app asks for (Accept-Language, decision 0038):
 * the verification documents' words, the customer's tasks, their limits and why a schedule
 * stopped. Without the header the answers are the English they always were, word for word.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney });
});
afterAll(() => t.close());

const speaking = (language: string) => ({ headers: { 'accept-language': language } });

interface DocumentTypeAnswer {
  code: string;
  title: string;
  description: string | null;
  info: string | null;
  document_number_label: string | null;
  page_labels: string[];
}
interface CategoryAnswer {
  code: string;
  title: string;
  description: string | null;
  document_types: DocumentTypeAnswer[];
}
interface DocumentAnswer {
  document_category: { title: string };
  document_type: { title: string };
  status_title: string;
}

describe('the verification documents in the app’s language', () => {
  it('says the catalogue in Hindi, and in English without the header as it always was', async () => {
    const { browser } = await sender(t, 0, 'catalogue-words');
    const hi = translatorFor('hi');
    const hindi = await browser.get('/client/v1/document-categories', speaking('hi'));
    expect(hindi.statusCode).toBe(200);
    const identity = (hindi.json() as CategoryAnswer[]).find(
      (category) => category.code === 'proof_of_identity',
    );
    expect(identity?.title).toBe('पहचान का प्रमाण');
    const passport = identity?.document_types.find((type) => type.code === 'passport');
    expect(passport).toMatchObject({
      title: 'पासपोर्ट',
      description: hi('The page with your photo.'),
      document_number_label: hi('Passport number'),
      page_labels: [hi('Photo page')],
    });
    expect(passport?.info).not.toMatch(/[A-Za-z]/);

    const english = (await browser.get('/client/v1/document-categories')).json();
    const australian = await browser.get('/client/v1/document-categories', speaking('en-AU'));
    expect(australian.json()).toEqual(english);
    const first = (english as CategoryAnswer[])[0];
    expect(first).toMatchObject({
      title: 'Proof of identity',
      description: 'A valid photo ID, so we know you are you.',
    });
    expect(first?.document_types[0]).toMatchObject({
      title: 'Passport',
      info: 'Make sure all four corners are visible and the text is sharp, with no glare.',
      document_number_label: 'Passport number',
      page_labels: ['Photo page'],
    });
  });

  it('says a document’s titles and status in Urdu on the customer’s answer', async () => {
    const { browser } = await sender(t, 1, 'document-words');
    const ur = translatorFor('ur');
    const urdu = await browser.get('/client/v1/profile', speaking('ur'));
    expect(urdu.statusCode).toBe(200);
    const body = urdu.json() as {
      documents: DocumentAnswer[];
      pending_documents: DocumentAnswer[];
    };
    const said = {
      document_category: { title: ur('Proof of identity') },
      document_type: { title: 'پاسپورٹ' },
      status_title: 'موصول',
    };
    expect(body.documents[0]).toMatchObject(said);
    expect(body.pending_documents[0]).toMatchObject(said);

    const english = (await browser.get('/client/v1/profile')).json() as typeof body;
    expect(english.documents[0]).toMatchObject({
      document_category: { title: 'Proof of identity' },
      document_type: { title: 'Passport' },
      status_title: 'Received',
    });
  });
});

interface TaskAnswer {
  code: string;
  title: string;
  description: string;
}
interface LimitsAnswer {
  tier_title: string;
  stop: { message: string; next_step: TaskAnswer | null } | null;
  next_step: TaskAnswer | null;
  tiers: { title: string }[];
}

describe('the customer’s tasks and limits in the app’s language', () => {
  it('says the open tasks in Filipino, and in English without the header', async () => {
    const { browser } = await sender(t, 0, 'task-words');
    const fil = translatorFor('fil');
    const filipino = await browser.get('/client/v1/tasks', speaking('fil'));
    expect(filipino.statusCode).toBe(200);
    const tasks = filipino.json() as TaskAnswer[];
    expect(tasks.find((task) => task.code === 'country')).toMatchObject({
      title: 'Sabihin sa amin kung saan ka nakatira',
      description: fil('Choose your country of residence.'),
    });
    expect(tasks.find((task) => task.code === 'document:proof_of_identity')?.title).toBe(
      'Mag-upload ng ID na may litrato',
    );

    const english = (await browser.get('/client/v1/tasks')).json() as TaskAnswer[];
    expect(english.map((task) => task.code)).toEqual(tasks.map((task) => task.code));
    // Every task is said, none left in English.
    expect(tasks.map((task) => task.title)).toEqual(english.map((task) => fil(task.title)));
    expect(tasks.map((task) => task.title)).not.toContain('Add your personal details');
    expect(english.find((task) => task.code === 'country')).toMatchObject({
      title: 'Tell us where you live',
      description: 'Choose your country of residence.',
    });
  });

  it('says the limits’ tier, its stop and its next step in Vietnamese, on a price too', async () => {
    const { browser } = await sender(t, 'profile', 'limit-words');
    const vi = translatorFor('vi');
    const vietnamese = (
      await browser.get('/client/v1/limits', speaking('vi'))
    ).json() as LimitsAnswer;
    expect(vietnamese.tier_title).toBe('Chưa xác minh');
    expect(vietnamese.tiers.map((tier) => tier.title)).toEqual([
      'Hạn mức cơ bản',
      'Hạn mức đầy đủ',
    ]);
    expect(vietnamese.stop?.message).toBe(vi('Add a photo ID to start sending money.'));
    expect(vietnamese.next_step?.title).toBe('Tải lên giấy tờ tùy thân có ảnh');
    expect(vietnamese.stop?.next_step?.description).toBe(
      vi('A passport, national ID card or driving licence.'),
    );

    // A price says the same stop on the way to sending.
    const quote = await browser.post(
      '/client/v1/quotes',
      {
        corridor_id: await corridorTo(browser, 'PH'),
        payout_method: 'bank_account',
        send_amount: '100',
      },
      speaking('vi'),
    );
    expect(quote.statusCode, quote.body).toBe(201);
    expect((quote.json() as { limit_stop: LimitsAnswer['stop'] }).limit_stop).toMatchObject({
      message: vi('Add a photo ID to start sending money.'),
      next_step: { title: 'Tải lên giấy tờ tùy thân có ảnh' },
    });

    const english = (await browser.get('/client/v1/limits')).json() as LimitsAnswer;
    expect(english).toMatchObject({
      tier_title: 'Not verified yet',
      stop: { message: 'Add a photo ID to start sending money.' },
      next_step: {
        title: 'Upload a photo ID',
        description: 'A passport, national ID card or driving licence.',
      },
      tiers: [{ title: 'Basic limits' }, { title: 'Full limits' }],
    });
  });

  it('says the next step of a customer whose documents are in review in Bengali', async () => {
    const { browser } = await sender(t, 1, 'review-words');
    const limits = (await browser.get('/client/v1/limits', speaking('bn'))).json() as LimitsAnswer;
    expect(limits.tier_title).toBe('প্রাথমিক সীমা');
    expect(limits.next_step?.title).toBe('ঠিকানার প্রমাণ আপলোড করুন');
  });
});

describe('a stopped schedule in the app’s language', () => {
  it('says why it stopped and a skipped day’s note in Nepali, and English without the header', async () => {
    const { browser } = await sender(t, 2, 'schedule-words');
    const recipient = await philippineRecipient(browser);
    const transferId = await paidTransfer(t, browser, recipient.id, '300');
    const made = await browser.post(
      '/client/v1/schedules',
      {
        transfer_id: transferId,
        cadence: 'monthly',
        start_date: `${new Date().getUTCFullYear() + 1}-01-15`,
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as { id: string };
    const ne = translatorFor('ne');
    const skipped = await browser.post(`/client/v1/schedules/${id}/skip`, {}, speaking('ne'));
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(
      (skipped.json() as { occurrences: { note: string | null }[] }).occurrences[0]?.note,
    ).toBe(ne('You skipped this one.'));
    const stopped = await browser.post(`/client/v1/schedules/${id}/stop`, {}, speaking('ne'));
    expect(stopped.json()).toMatchObject({
      status: 'stopped',
      stopped_reason: ne('You stopped this schedule.'),
    });
    expect(ne('You stopped this schedule.')).not.toBe('You stopped this schedule.');
    const list = (await browser.get('/client/v1/schedules', speaking('ne'))).json() as {
      data: { stopped_reason: string | null }[];
    };
    expect(list.data[0]?.stopped_reason).toBe(ne('You stopped this schedule.'));
    const english = (await browser.get(`/client/v1/schedules/${id}`)).json() as {
      stopped_reason: string;
      occurrences: { note: string | null }[];
    };
    expect(english.stopped_reason).toBe('You stopped this schedule.');
    expect(english.occurrences[0]?.note).toBe('You skipped this one.');
  });
});
