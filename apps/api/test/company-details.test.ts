import { apiPaths } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from './support/mail';
import { sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { confirmedTransfer, sendingMoney, startPayment } from './support/transfers';

/** Who the customer deals with: one set of settings, shown by the API, checkout and email. */
const company = {
  COMPANY_NAME: 'Footer Test Remittances Pty Ltd',
  COMPANY_ABN: '12345678901',
  COMPANY_LICENCE: 'AFSL 555555',
  COMPANY_REGULATOR: 'the Test Securities Commission',
  COMPANY_ADDRESS: '9 Footer Lane, Sydney NSW 2000',
  COMPANY_SUPPORT_EMAIL: 'help@footer-test.example',
  COMPANY_PHONE: '1300 555 555',
  COMPANY_SUPPORT_HOURS: 'weekdays, 8 am to 6 pm Sydney time',
  COMPANY_COMPLAINTS_EMAIL: 'complaints@footer-test.example',
  COMPANY_OMBUDSMAN: 'Test Ombudsman, 1800 000 001',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney, ...company });
});
afterAll(() => t.close());

describe('GET /client/v1/company', () => {
  it('answers without a session, from the settings', async () => {
    const response = await t.app.inject({ url: apiPaths.company });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: company.COMPANY_NAME,
      abn: company.COMPANY_ABN,
      licence: company.COMPANY_LICENCE,
      regulator: company.COMPANY_REGULATOR,
      address: company.COMPANY_ADDRESS,
      support_email: company.COMPANY_SUPPORT_EMAIL,
      phone: company.COMPANY_PHONE,
      support_hours: company.COMPANY_SUPPORT_HOURS,
      complaints_email: company.COMPANY_COMPLAINTS_EMAIL,
      ombudsman: company.COMPANY_OMBUDSMAN,
    });
  });
});

const footerWords = [
  company.COMPANY_NAME,
  'ABN 12 345 678 901',
  company.COMPANY_LICENCE,
  `Regulated by ${company.COMPANY_REGULATOR}`,
  company.COMPANY_ADDRESS,
  company.COMPANY_SUPPORT_EMAIL,
  company.COMPANY_PHONE,
  company.COMPANY_COMPLAINTS_EMAIL,
];

describe('the company in every email', () => {
  it('ends the text and the HTML of a mail with the company’s details', async () => {
    const { email, browser } = await sender(t, 0, 'footer');
    await browser.post(apiPaths.resendEmailVerification, {});
    const mail = await lastMailTo(t, email);
    for (const words of footerWords) {
      expect(mail.text).toContain(words);
      expect(mail.html).toContain(words);
    }
  });
});

describe('the company on the checkout', () => {
  it('names the merchant being paid, its licence, regulator and contact details', async () => {
    const { browser, transfer } = await confirmedTransfer(t);
    const payment = await startPayment(browser, transfer.id);
    const page = await t.app.inject({ url: new URL(payment.checkout_url).pathname });
    expect(page.statusCode).toBe(200);
    const footer = /<footer aria-label="The merchant">([\s\S]*)<\/footer>/.exec(page.body)?.[1];
    for (const words of footerWords) expect(footer).toContain(words);
  });
});
