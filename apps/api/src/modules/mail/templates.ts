import { speakerFor, type MinorMoney, type Speaker } from '../../i18n/speaker';
import { compose, escape, type Mail } from './layout';
import {
  documentStatusMail,
  rateAlertMail,
  scheduledTransferMail,
  transferStatusMail,
  deviceName,
  momentOf,
} from './notices';
import { accountSentences as account, codeSentences as codes, frame } from './sentences';

export type { Mail } from './layout';
export { deviceName, rateAlertRate } from './notices';

/**
 * Data a mail writes out in its reader's language (an amount, a day, a rate). A string is words
 * already written: what a job queued before mail spoke the customer's language carries. It is
 * shown as it is, so such a job still goes out.
 */
export type Written<T> = T | string;

export type MailTemplate =
  | { template: 'email-verification'; code: string; minutes: number }
  | { template: 'sign-in-code'; code: string; minutes: number }
  | { template: 'step-up-code'; code: string; minutes: number }
  | { template: 'email-change-code'; code: string; minutes: number }
  | { template: 'email-changed'; newEmail: string }
  | { template: 'password-reset'; link: string; minutes: number }
  | {
      template: 'new-device';
      /** The browser and system ("Chrome 131", "Windows 10"), as the device list names them. */
      device: Written<{ browser: string | null; system: string | null }>;
      ipAddress: string;
      /** When (an ISO instant), written in the customer's time zone, named. */
      at: string;
      /** The page that signs that device out, with no sign-in needed. */
      removeLink: string;
    }
  | { template: 'password-changed' }
  | {
      template: 'support-reply';
      /** What the customer asked about, in English (a catalog's msgid): "Cancelling and refunds". */
      topic: string;
      reply: string;
      /** The Help page, where the customer's requests and their answers are. */
      link: string;
    }
  | { template: 'passkey-added'; name: string; settingsLink: string }
  | { template: 'document-status'; status: string; category: string; reason: string | null }
  | {
      template: 'rate-alert';
      /** "AUD to Philippines (PHP)"; the country by its ISO code. */
      corridor: Written<{ source: string; destination: string; country: string }>;
      /** "1 AUD = 38.512300 PHP": today's customer rate, fee aside. */
      rate: Written<{ rate: string; source: string; destination: string }>;
      /** "38.5 PHP": what the customer asked to hear about. */
      target: Written<{ rate: string; currency: string }>;
      /** The ready quote's amounts. */
      send: Written<MinorMoney>;
      receives: Written<MinorMoney>;
      /** The transfer wizard on the ready quote. */
      link: string;
    }
  | {
      template: 'scheduled-transfer';
      /** prepared: a new price waits; failed: this one could not be priced; stopped: no more. */
      event: 'prepared' | 'failed' | 'stopped';
      recipientName: string;
      /** The amount the schedule fixes, in either currency. */
      amount: Written<MinorMoney>;
      /** The day ("2027-02-01"), written out: "Monday, 1 February 2027". */
      day: string;
      reason: string | null;
      link: string;
    }
  | {
      template: 'transfer-status';
      status: 'funds_received' | 'completed' | 'failed' | 'refund_pending' | 'refunded' | 'on_hold';
      trackingNumber: string;
      recipientName: string;
      /** What the customer paid (or is being refunded), fee included. */
      charged: Written<MinorMoney>;
      /** What arrives. */
      receives: Written<MinorMoney>;
      reason: string | null;
      link: string;
    };

function codeMail(
  speaker: Speaker,
  subject: string,
  intro: string,
  message: { code: string; minutes: number },
): Mail {
  const { t } = speaker;
  return compose(speaker, {
    subject: t(subject, { code: message.code }),
    lines: [
      t(intro),
      t(codes.yourCode, { code: message.code }),
      t(codes.validity, { minutes: message.minutes }),
    ],
  });
}

/**
 * A mail with the company's details at its foot (who sent it, its licence and regulator, and
 * how to reach it: see modules/company), written by `speaker`. Every mail goes through here, so
 * none can lack them.
 */
export function renderMail(
  message: MailTemplate,
  company: readonly string[],
  speaker: Speaker = speakerFor('en-AU'),
): Mail {
  const rendered = renderContent(message, speaker);
  const footer = company
    .map((line) => `<p style="color:#5b6b67;font-size:12px;margin:8px 0 0">${escape(line)}</p>`)
    .join('');
  return {
    subject: rendered.subject,
    text: `${rendered.text}\n\n--\n${company.join('\n')}`,
    html: rendered.html.replace('</body></html>', `${footer}</body></html>`),
  };
}

function renderContent(message: MailTemplate, speaker: Speaker): Mail {
  const { t } = speaker;
  switch (message.template) {
    case 'email-verification':
      return codeMail(speaker, codes.verificationSubject, codes.verificationIntro, message);
    case 'sign-in-code':
      return codeMail(speaker, codes.signInSubject, codes.signInIntro, message);
    case 'step-up-code':
      return codeMail(speaker, codes.stepUpSubject, codes.stepUpIntro, message);
    case 'email-change-code':
      return codeMail(speaker, codes.emailSubject, codes.emailIntro, message);
    case 'email-changed':
      return compose(speaker, {
        subject: t(account.emailChangedSubject),
        title: t(account.emailChangedTitle),
        lines: [t(account.emailChangedLine, { email: message.newEmail }), t(frame.notYouReset)],
      });
    case 'new-device':
      return compose(speaker, {
        subject: t(account.newDeviceSubject),
        title: t(account.newDeviceTitle),
        lines: [
          t(account.newDeviceLine, {
            device: deviceName(speaker, message.device),
            at: momentOf(speaker, message.at),
            ip: message.ipAddress,
          }),
          t(account.newDeviceIfYou),
          t(account.newDeviceIfNot),
        ],
        action: {
          label: t(account.newDeviceAction),
          href: message.removeLink,
          inText: t(account.newDeviceTextLink),
        },
      });
    case 'password-reset':
      return compose(speaker, {
        subject: t(account.resetSubject),
        title: t(account.resetTitle),
        lines: [t(account.resetRequested), t(account.resetValidity, { minutes: message.minutes })],
        action: { label: t(account.resetAction), href: message.link },
      });
    case 'document-status':
      return compose(speaker, documentStatusMail(speaker, message));
    case 'transfer-status':
      return compose(speaker, transferStatusMail(speaker, message));
    case 'rate-alert':
      return compose(speaker, rateAlertMail(speaker, message));
    case 'scheduled-transfer':
      return compose(speaker, scheduledTransferMail(speaker, message));
    case 'passkey-added':
      return compose(speaker, {
        subject: t(account.passkeySubject),
        title: t(account.passkeyTitle),
        lines: [t(account.passkeyLine, { name: message.name }), t(account.passkeyNotYou)],
        action: { label: t(account.passkeyAction), href: message.settingsLink },
      });
    case 'support-reply':
      return compose(speaker, {
        subject: t(account.supportSubject, { topic: t(message.topic) }),
        title: t(account.supportTitle),
        lines: [t(account.supportThanks), message.reply, t(account.supportMore)],
        action: { label: t(account.supportAction), href: message.link },
      });
    case 'password-changed':
      return compose(speaker, {
        subject: t(account.passwordChangedSubject),
        title: t(account.passwordChangedTitle),
        lines: [t(account.passwordChangedLine), t(frame.notYouReset)],
      });
  }
}

/** A message's subject line: the same words head its text message and push notification. */
export const subjectOf = (message: MailTemplate, speaker: Speaker): string =>
  renderContent(message, speaker).subject;
