import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

describe('mail templates', () => {
  it('keep the paragraphs and lines of a reply a person wrote, escaped', () => {
    const mail = renderMail(
      {
        template: 'support-reply',
        topic: 'Cancelling and refunds',
        reply: 'Yes, you can.\n\nOpen the transfer <here>,\nthen choose Cancel.',
        link: 'https://homeward.example/help',
      },
      ['Homeward Pty Ltd'],
    );
    expect(mail.html).toContain(
      'Yes, you can.<br><br>Open the transfer &#60;here&#62;,<br>then choose Cancel.',
    );
    expect(mail.text).toContain('Yes, you can.\n\nOpen the transfer <here>,\nthen choose Cancel.');
  });
});
