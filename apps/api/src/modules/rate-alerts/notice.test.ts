import { describe, expect, it } from 'vitest';
import { speakerFor } from '../../i18n/speaker';
import { rateAlertSentences as says } from '../mail/sentences';
import { renderMail } from '../mail/templates';
import { rateAlertNotice } from './notice';

const news = {
  to: 'maria@example.com',
  source: 'AUD',
  destination: 'PHP',
  country: 'PH',
  rate: '38.5123000000',
  target: '38.5000000000',
  sendMinor: 32_100,
  receiveMinor: 1_236_244,
  appUrl: 'https://app.homeward.example',
  path: '/transfer/0b7f9c1e-4a6d-4f55-9a63-1f0c2d3e4b5a',
};
const link = `${news.appUrl}${news.path}`;
const english = speakerFor('en-AU');

describe('a rate alert’s notice', () => {
  it('says the rate, the target and the ready price, with the link, in the email', () => {
    const mail = renderMail(rateAlertNotice(news)(english).mail.message, ['Homeward Pty Ltd']);
    expect(mail.subject).toBe('Your rate is here: 1 AUD = 38.5123 PHP');
    expect(mail.text).toContain('Sending AUD to Philippines (PHP) now gets 1 AUD = 38.5123 PHP');
    expect(mail.text).toContain('your alert asked for 38.5 PHP or better');
    expect(mail.text).toContain('send AUD 321.00 and your recipient gets PHP 12,362.44');
    expect(mail.text).toContain(`See your price: ${link}`);
    // Plain spaces only: a no-break space would take a text message out of the GSM alphabet.
    expect(mail.text).not.toMatch(/[\u00a0\u202f]/);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('fits one SMS with no link, and a tap on the push opens the ready price', () => {
    const { sms, push } = rateAlertNotice(news)(english);
    expect(sms).toBe(
      'Homeward: your rate is here, 1 AUD = 38.5123 PHP. A price is ready for you in the app.',
    );
    expect(sms?.length).toBeLessThanOrEqual(160);
    expect(push).toMatchObject({ title: 'Your rate is here', url: news.path });
  });
});

describe('a rate alert’s notice in the customer’s language', () => {
  it('says it in Vietnamese, with the country’s Vietnamese name and Vietnamese numbers', () => {
    const vietnamese = speakerFor('vi');
    const notice = rateAlertNotice(news)(vietnamese);
    const mail = renderMail(notice.mail.message, ['Homeward Pty Ltd'], vietnamese);
    expect(mail.subject).toBe(vietnamese.t(says.subject, { rate: '1 AUD = 38,5123 PHP' }));
    expect(mail.subject).not.toContain('Your rate');
    expect(mail.text).toContain('321,00 AUD');
    expect(mail.html).toContain('<html lang="vi" dir="ltr">');
    expect(notice.sms).toContain('1 AUD = 38,5123 PHP');
    expect(notice.sms?.length).toBeLessThanOrEqual(160);
  });

  it('writes Urdu right to left', () => {
    const urdu = speakerFor('ur');
    const mail = renderMail(rateAlertNotice(news)(urdu).mail.message, [], urdu);
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail.text).toMatch(/[\u0600-\u06ff]/);
  });
});
