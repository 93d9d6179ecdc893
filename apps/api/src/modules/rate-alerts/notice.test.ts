import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/templates';
import { rateAlertNotice } from './notice';

const news = {
  to: 'maria@example.com',
  source: 'AUD',
  destination: 'PHP',
  country: 'Philippines',
  rate: '38.5123000000',
  target: '38.5000000000',
  sendMinor: 32_100,
  receiveMinor: 1_236_244,
  appUrl: 'https://app.homeward.example',
  path: '/transfer/0b7f9c1e-4a6d-4f55-9a63-1f0c2d3e4b5a',
};
const link = `${news.appUrl}${news.path}`;

describe('a rate alert’s notice', () => {
  it('says the rate, the target and the ready price, with the link, in the email', () => {
    const mail = renderMail(rateAlertNotice(news).mail.message, ['Homeward Pty Ltd']);
    expect(mail.subject).toBe('Your rate is here: 1 AUD = 38.5123 PHP');
    expect(mail.text).toContain('Sending AUD to Philippines (PHP) now gets 1 AUD = 38.5123 PHP');
    expect(mail.text).toContain('your alert asked for 38.5 PHP or better');
    expect(mail.text).toContain('send AUD 321.00 and your recipient gets PHP 12,362.44');
    expect(mail.text).toContain(`Your price: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('fits one SMS with no link, and a tap on the push opens the ready price', () => {
    const { sms, push } = rateAlertNotice(news);
    expect(sms).toBe(
      'Homeward: your rate is here, 1 AUD = 38.5123 PHP. A price is ready for you in the app.',
    );
    expect(sms?.length).toBeLessThanOrEqual(160);
    expect(push).toMatchObject({ title: 'Your rate is here', url: news.path });
  });
});
