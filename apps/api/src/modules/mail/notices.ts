import { refundTimeFrame } from '@homeward/contract';
import type { Speaker } from '../../i18n/speaker';
import type { Content } from './layout';
import {
  accountSentences as account,
  documentSentences as documents,
  frame,
  rateAlertSentences as rateAlert,
  scheduleSentences as schedule,
  transferSentences as transfer,
} from './sentences';
import type { MailTemplate, Written } from './templates';

/*
 * What each notice says (a document's review, a rate alert, a transfer's status, a schedule's
 * run, a new device), as content for the layout; templates.ts picks one per template.
 */

/** Writes out data in the reader's language; words already written stay as they are. */
const written = <T>(value: Written<T>, write: (data: T) => string) =>
  typeof value === 'string' ? value : write(value);

/** A reason given with a status: a sentence the catalogs have is said in the reader's language. */
const reasonLine = (speaker: Speaker, reason: string | null, otherwise: string) =>
  reason ? speaker.t(frame.reasonLine, { reason: speaker.t(reason) }) : speaker.t(otherwise);

/** An instant in the reader's zone; older jobs carry it in words. */
export const momentOf = (speaker: Speaker, at: string) =>
  Number.isNaN(Date.parse(at)) ? at : speaker.moment(at);

export function documentStatusMail(
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
export function rateAlertMail(
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

export function transferStatusMail(speaker: Speaker, message: TransferStatusMail): Content {
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

export function scheduledTransferMail(
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
