import { refundTimeFrame } from '@homeward/contract';
import { speakerFor, type MinorMoney, type Speaker } from '../../i18n/speaker';
import {
  accountSentences as account,
  codeSentences as codes,
  documentSentences as documents,
  frame,
  rateAlertSentences as rateAlert,
  scheduleSentences as schedule,
  transferSentences as transfer,
} from './sentences';

/**
 * The product's mail, in plain text and HTML, in the customer's language (decision 0038). Wording
 * is plain and short: many customers read it on a small phone, some in their second language.
 */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

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

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail's content before the company's footer: its subject, paragraphs and one button. */
interface Content {
  subject: string;
  /** The heading inside the mail; the subject when not given. */
  title?: string;
  lines: string[];
  /** The button; in the plain-text part its link follows `inText` (the label when not given). */
  action?: { label: string; href: string; inText?: string };
}

function compose(speaker: Speaker, content: Content): Mail {
  const { t, language, direction } = speaker;
  const title = content.title ?? content.subject;
  // A paragraph written by a person (a support reply) keeps its own line breaks.
  const paragraphs = content.lines
    .map((p) => `<p style="margin:0 0 16px">${escape(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escape(content.action.href)}" style="background:#0f6b5c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(content.action.label)}</a></p>`
    : '';
  const link = content.action
    ? `\n\n${t(frame.linkLine, {
        label: content.action.inText ?? content.action.label,
        link: content.action.href,
      })}`
    : '';
  return {
    subject: content.subject,
    text: `${content.lines.join('\n\n')}${link}\n\nHomeward`,
    html: `<!doctype html><html lang="${language}" dir="${direction}"><body style="font-family:system-ui,sans-serif;color:#10231f;max-width:520px;margin:0 auto;padding:24px;text-align:start"><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>${paragraphs}${button}<p style="color:#5b6b67;font-size:13px;margin-top:32px">${escape(t(frame.tagline))}</p></body></html>`,
  };
}

/** Writes out data in the reader's language; words already written stay as they are. */
const written = <T>(value: Written<T>, write: (data: T) => string) =>
  typeof value === 'string' ? value : write(value);

/** A reason given with a status: a sentence the catalogs have is said in the reader's language. */
const reasonLine = (speaker: Speaker, reason: string | null, otherwise: string) =>
  reason ? speaker.t(frame.reasonLine, { reason: speaker.t(reason) }) : speaker.t(otherwise);

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

function documentStatusMail(
  speaker: Speaker,
  message: Extract<MailTemplate, { template: 'document-status' }>,
): Content {
  const { t } = speaker;
  const named =
    documents[message.category as 'proof_of_identity' | 'proof_of_address' | 'selfie'] ??
    documents.document;
  const values = { document: t(named) };
  switch (message.status) {
    case 'approved':
      return {
        subject: t(documents.approvedSubject, values),
        lines: [t(documents.approvedLine, values), t(documents.approvedThanks)],
      };
    case 'rejected':
      return {
        subject: t(documents.rejectedSubject, values),
        lines: [
          t(documents.rejectedLine, values),
          reasonLine(speaker, message.reason, documents.rejectedUnreadable),
          t(documents.uploadAgain),
        ],
      };
    case 'expired':
      return {
        subject: t(documents.expiredSubject, values),
        lines: [t(documents.expiredLine, values), t(documents.uploadCurrent)],
      };
    default:
      return {
        subject: t(documents.reviewingSubject, values),
        lines: [t(documents.reviewingLine, values)],
      };
  }
}

/** The rate alert's mail: the rate, what the customer asked for, and the ready price. */
function rateAlertMail(
  speaker: Speaker,
  message: Extract<MailTemplate, { template: 'rate-alert' }>,
): Content {
  const { t } = speaker;
  const rate = rateAlertRate(speaker, message.rate);
  const corridor = written(message.corridor, (c) =>
    t(rateAlert.corridor, { ...c, country: speaker.country(c.country) }),
  );
  const target = written(
    message.target,
    ({ rate, currency }) => `${speaker.decimal(rate)} ${currency}`,
  );
  return {
    subject: t(rateAlert.subject, { rate }),
    title: t(rateAlert.title),
    lines: [
      t(rateAlert.line, { corridor, rate, target }),
      t(rateAlert.price, {
        send: written(message.send, speaker.money),
        receives: written(message.receives, speaker.money),
      }),
      t(rateAlert.manage),
    ],
    action: { label: t(rateAlert.action), href: message.link },
  };
}

/** "1 AUD = 38.512300 PHP", in the reader's digits. */
export const rateAlertRate = (
  speaker: Speaker,
  rate: Extract<MailTemplate, { template: 'rate-alert' }>['rate'],
) => written(rate, (r) => speaker.rate(r.rate, r.source, r.destination));

type TransferStatusMail = Extract<MailTemplate, { template: 'transfer-status' }>;

function transferStatusMail(speaker: Speaker, message: TransferStatusMail): Content {
  const { t } = speaker;
  const values = {
    name: message.recipientName,
    charged: written(message.charged, speaker.money),
    receives: written(message.receives, speaker.money),
  };
  const said = (...sentences: string[]) => sentences.map((sentence) => t(sentence, values));
  const content: Record<TransferStatusMail['status'], { subject: string; lines: string[] }> = {
    funds_received: {
      subject: t(transfer.fundsReceivedSubject, values),
      lines: said(transfer.fundsReceivedLine, transfer.fundsReceivedNext),
    },
    on_hold: {
      subject: t(transfer.onHoldSubject, values),
      lines: [...said(transfer.onHoldLine), t(message.reason ?? transfer.onHoldDefault)],
    },
    completed: {
      subject: t(transfer.completedSubject, values),
      lines: said(transfer.completedLine, transfer.completedThanks),
    },
    failed: {
      subject: t(transfer.failedSubject, values),
      lines: [
        ...said(transfer.failedLine),
        reasonLine(speaker, message.reason, transfer.failedDefault),
        ...said(transfer.failedRefunding, refundTimeFrame),
      ],
    },
    refund_pending: {
      subject: t(transfer.refundPendingSubject, values),
      lines: [
        message.reason ? t(message.reason) : t(transfer.refundPendingDefault, values),
        ...said(transfer.refundPendingLine, refundTimeFrame),
      ],
    },
    refunded: {
      subject: t(transfer.refundedSubject, values),
      lines: said(transfer.refundedLine, refundTimeFrame),
    },
  };
  const { subject, lines } = content[message.status];
  return {
    subject,
    lines: [...lines, t(transfer.reference, { tracking: message.trackingNumber })],
    action: { label: t(transfer.action), href: message.link },
  };
}

function scheduledTransferMail(
  speaker: Speaker,
  message: Extract<MailTemplate, { template: 'scheduled-transfer' }>,
): Content {
  const { t } = speaker;
  const values = {
    name: message.recipientName,
    amount: written(message.amount, speaker.money),
    // A day as "2027-02-01"; older jobs carry it in words.
    day: /^\d{4}-\d{2}-\d{2}$/.test(message.day) ? speaker.day(message.day) : message.day,
  };
  if (message.event === 'prepared') {
    return {
      subject: t(schedule.preparedSubject, values),
      lines: [t(schedule.preparedLine, values), t(schedule.preparedCheck)],
      action: { label: t(schedule.preparedAction), href: message.link },
    };
  }
  // Failed (this one) and stopped (all to come): the same mail with its own words.
  const said = {
    failed: {
      subject: schedule.failedSubject,
      line: schedule.failedLine,
      otherwise: schedule.failedUnpriced,
      after: schedule.failedContinues,
    },
    stopped: {
      subject: schedule.stoppedSubject,
      line: schedule.stoppedLine,
      otherwise: schedule.stoppedUnsendable,
      after: schedule.stoppedNoMore,
    },
  }[message.event];
  return {
    subject: t(said.subject, values),
    lines: [
      t(said.line, values),
      reasonLine(speaker, message.reason, said.otherwise),
      t(said.after),
    ],
    action: { label: t(schedule.seeSchedules), href: message.link },
  };
}

/** "Chrome 131 on Windows 10", in the reader's words. */
export function deviceName(
  speaker: Speaker,
  device: Extract<MailTemplate, { template: 'new-device' }>['device'],
): string {
  return written(device, ({ browser, system }) => {
    if (browser && system) return speaker.t(account.deviceOn, { browser, system });
    return browser || system || speaker.t(account.unknownBrowser);
  });
}

/** An instant in the reader's zone; older jobs carry it in words. */
const momentOf = (speaker: Speaker, at: string) =>
  Number.isNaN(Date.parse(at)) ? at : speaker.moment(at);

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
