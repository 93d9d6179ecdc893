import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { translatorFor } from '../src/i18n/translate';

/**
 * More of what the API says in the language the app asks for (Accept-Language, decision 0038):
 * the verification documents' words, the customer's tasks, their limits and why a schedule
 * stopped. Without the header the answers are the English they always were, word for word.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
