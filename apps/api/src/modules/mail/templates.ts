import { refundTimeFrame } from '@homeward/contract';

/**
 * The product's mail, in plain text and HTML. Wording is language-neutral and short: many
 * customers read it on a small phone in their second language.
 */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { template: 'email-verification'; code: string; minutes: number }
  | { template: 'sign-in-code'; code: string; minutes: number }
  | { template: 'step-up-code'; code: string; minutes: number }
  | { template: 'email-change-code'; code: string; minutes: number }
  | { template: 'email-changed'; newEmail: string }
  | { template: 'password-reset'; link: string; minutes: number }
  | {
      template: 'new-device';
      /** "Chrome 131 on Windows 10", as the device list names it. */
      device: string;
      ipAddress: string;
      /** When, in words and UTC: mail clients do not know the reader's time zone. */
      at: string;
      /** The page that signs that device out, with no sign-in needed. */
      removeLink: string;
    }
  | { template: 'password-changed' }
  | {
      template: 'support-reply';
      /** What the customer asked about, in words: "Cancelling and refunds". */
      topic: string;
      reply: string;
      /** The Help page, where the customer's requests and their answers are. */
      link: string;
    }
  | { template: 'passkey-added'; name: string; settingsLink: string }
  | { template: 'document-status'; status: string; category: string; reason: string | null }
  | {
      template: 'rate-alert';
      /** "AUD to the Philippines (PHP)". */
      corridor: string;
      /** "1 AUD = 38.512300 PHP": today's customer rate, fee aside. */
      rate: string;
      /** "38.5 PHP": what the customer asked to hear about. */
      target: string;
      /** "AUD 500.00" and "PHP 19,256.15": the ready quote's amounts. */
      send: string;
      receives: string;
      /** The transfer wizard on the ready quote. */
      link: string;
    }
  | {
      template: 'scheduled-transfer';
      /** prepared: a new price waits; failed: this one could not be priced; stopped: no more. */
      event: 'prepared' | 'failed' | 'stopped';
      recipientName: string;
      /** "AUD 200.00" or "PHP 10,000.00": the amount the schedule fixes. */
      amount: string;
      /** The day, in words: "Monday 1 February 2027". */
      day: string;
      reason: string | null;
      link: string;
    }
  | {
      template: 'transfer-status';
      status: 'funds_received' | 'completed' | 'failed' | 'refund_pending' | 'refunded' | 'on_hold';
      trackingNumber: string;
      recipientName: string;
      /** "AUD 506.49": what the customer paid (or is being refunded), fee included. */
      charged: string;
      /** What arrives: "PHP 19,340.00". */
      receives: string;
      reason: string | null;
      link: string;
    };

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; href: string }) {
  // A paragraph written by a person (a support reply) keeps its own line breaks.
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escape(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.href)}" style="background:#0f6b5c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#10231f;max-width:520px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>${body}${button}<p style="color:#5b6b67;font-size:13px;margin-top:32px">Homeward · sending money home, simply and safely.</p></body></html>`;
}

function codeMail(subject: string, intro: string, code: string, minutes: number): Mail {
  const lines = [
    intro,
    `Your code: ${code}`,
    `It works for ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nHomeward`,
    html: layout(subject, lines),
  };
}

const CATEGORY_NAMES: Record<string, string> = {
  proof_of_identity: 'proof of identity',
  proof_of_address: 'proof of address',
  selfie: 'selfie',
  source_of_funds: 'source of funds',
};

function documentStatusMail(status: string, category: string, reason: string | null): Mail {
  const what = CATEGORY_NAMES[category] ?? 'document';
  const lines =
    status === 'approved'
      ? [`Good news: your ${what} is approved.`, 'Thank you for helping us keep your money safe.']
      : status === 'rejected'
        ? [
            `We could not accept your ${what}.`,
            `The reason: ${reason ?? 'it could not be read.'}`,
            'Please upload it again from Account verification in the app.',
          ]
        : status === 'expired'
          ? [`Your ${what} has expired.`, 'Please upload a current one from Account verification.']
          : [`We are reviewing your ${what}. We will let you know as soon as we are done.`];
  const subject =
    status === 'approved'
      ? `Your ${what} is approved`
      : status === 'rejected'
        ? `Please upload your ${what} again`
        : status === 'expired'
          ? `Your ${what} has expired`
          : `We are reviewing your ${what}`;
  return { subject, text: `${lines.join('\n\n')}\n\nHomeward`, html: layout(subject, lines) };
}

/** The rate alert's mail: the rate, what the customer asked for, and the ready price. */
function rateAlertMail(message: Extract<MailTemplate, { template: 'rate-alert' }>): Mail {
  const subject = `Your rate is here: ${message.rate}`;
  const lines = [
    `Sending ${message.corridor} now gets ${message.rate}: your alert asked for ${message.target} or better.`,
    `We have a price ready: send ${message.send} and your recipient gets ${message.receives}. Prices move, so check it before you pay.`,
    'You can change or remove your rate alerts in Homeward.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nYour price: ${message.link}\n\nHomeward`,
    html: layout('Your rate is here', lines, { label: 'See your price', href: message.link }),
  };
}

function transferStatusMail(message: Extract<MailTemplate, { template: 'transfer-status' }>): Mail {
  const who = message.recipientName;
  const content = {
    funds_received: {
      subject: `We have your payment for ${who}`,
      lines: [
        `We received your payment of ${message.charged}.`,
        `${who} will get ${message.receives}. We will tell you when it arrives.`,
      ],
    },
    on_hold: {
      subject: `We are checking your transfer to ${who}`,
      lines: [
        `Before we send ${message.receives} to ${who}, we need to check a few details.`,
        message.reason ?? 'We will email you if we need anything.',
      ],
    },
    completed: {
      subject: `${who} has the money`,
      lines: [
        `${message.receives} has been paid out to ${who}.`,
        'Thank you for sending with Homeward.',
      ],
    },
    failed: {
      subject: `Your transfer to ${who} could not be delivered`,
      lines: [
        `We could not pay out ${message.receives} to ${who}.`,
        `The reason: ${message.reason ?? 'the payout partner refused it.'}`,
        'We are refunding your payment in full, fee included.',
        refundTimeFrame,
      ],
    },
    refund_pending: {
      subject: `We are refunding ${message.charged}`,
      lines: [
        message.reason ?? `Your transfer to ${who} will not go ahead.`,
        `We are refunding ${message.charged} to the card you paid with. We will email you when it is done.`,
        refundTimeFrame,
      ],
    },
    refunded: {
      subject: `Your refund for the transfer to ${who}`,
      lines: [
        `We refunded ${message.charged} for the transfer to ${who}, fee included.`,
        refundTimeFrame,
      ],
    },
  }[message.status];
  const lines = [...content.lines, `Transfer ${message.trackingNumber}.`];
  return {
    subject: content.subject,
    text: `${lines.join('\n\n')}\n\nSee your transfer: ${message.link}\n\nHomeward`,
    html: layout(content.subject, lines, { label: 'See your transfer', href: message.link }),
  };
}

function scheduledTransferMail(
  message: Extract<MailTemplate, { template: 'scheduled-transfer' }>,
): Mail {
  const who = message.recipientName;
  const content = {
    prepared: {
      subject: `Your transfer to ${who} is ready to confirm`,
      lines: [
        `Your scheduled transfer of ${message.amount} to ${who} for ${message.day} has a new price.`,
        'Check it and confirm to pay. The price holds for a short time; opening the link later gets a fresh one.',
      ],
      action: 'Review and pay',
    },
    failed: {
      subject: `We could not prepare your transfer to ${who}`,
      lines: [
        `We could not prepare your scheduled transfer of ${message.amount} to ${who} for ${message.day}.`,
        `The reason: ${message.reason ?? 'the price could not be made.'}`,
        'Your schedule continues with the next one.',
      ],
      action: 'See your schedules',
    },
    stopped: {
      subject: `Your scheduled transfer to ${who} has stopped`,
      lines: [
        `Your scheduled transfer of ${message.amount} to ${who} has stopped.`,
        `The reason: ${message.reason ?? 'it can no longer be sent.'}`,
        'No more transfers will be prepared for it.',
      ],
      action: 'See your schedules',
    },
  }[message.event];
  return {
    subject: content.subject,
    text: `${content.lines.join('\n\n')}\n\n${content.action}: ${message.link}\n\nHomeward`,
    html: layout(content.subject, content.lines, { label: content.action, href: message.link }),
  };
}

/**
 * A mail with the company's details at its foot (who sent it, its licence and regulator, and
 * how to reach it: see modules/company). Every mail goes through here, so none can lack them.
 */
export function renderMail(message: MailTemplate, company: readonly string[]): Mail {
  const mail = renderContent(message);
  const footer = company
    .map((line) => `<p style="color:#5b6b67;font-size:12px;margin:8px 0 0">${escape(line)}</p>`)
    .join('');
  return {
    subject: mail.subject,
    text: `${mail.text}\n\n--\n${company.join('\n')}`,
    html: mail.html.replace('</body></html>', `${footer}</body></html>`),
  };
}

function renderContent(message: MailTemplate): Mail {
  switch (message.template) {
    case 'email-verification':
      return codeMail(
        `${message.code} is your Homeward verification code`,
        'Welcome to Homeward. Enter this code to confirm your email address.',
        message.code,
        message.minutes,
      );
    case 'sign-in-code':
      return codeMail(
        `${message.code} is your Homeward sign-in code`,
        'Someone (we hope you) is signing in to Homeward. Enter this code to finish.',
        message.code,
        message.minutes,
      );
    case 'step-up-code':
      return codeMail(
        `${message.code} is your Homeward confirmation code`,
        'You are changing something important in your Homeward account. Enter this code to confirm it is you.',
        message.code,
        message.minutes,
      );
    case 'email-change-code':
      return codeMail(
        `${message.code} is your Homeward email code`,
        'Enter this code in Homeward to make this your new email address.',
        message.code,
        message.minutes,
      );
    case 'email-changed': {
      const lines = [
        `The email address of your Homeward account was just changed to ${message.newEmail}. We will write to that address from now on.`,
        'If this was not you, reset your password now and contact us.',
      ];
      return {
        subject: 'Your Homeward email address was changed',
        text: `${lines.join('\n\n')}\n\nHomeward`,
        html: layout('Your email address was changed', lines),
      };
    }
    case 'new-device': {
      const lines = [
        `Your Homeward account was just signed in to from a device we have not seen before: ${message.device}, at ${message.at}, from the network address ${message.ipAddress}.`,
        'If this was you, there is nothing to do.',
        'If it was not you, sign that device out now and change your password.',
      ];
      return {
        subject: 'New sign-in to your Homeward account',
        text: `${lines.join('\n\n')}\n\nSign that device out: ${message.removeLink}\n\nHomeward`,
        html: layout('New sign-in to your account', lines, {
          label: 'This was not me: sign it out',
          href: message.removeLink,
        }),
      };
    }
    case 'password-reset': {
      const lines = [
        'We received a request to reset your Homeward password.',
        `The link works once, for ${message.minutes} minutes. If you did not ask for it, ignore this email: your password stays the same.`,
      ];
      return {
        subject: 'Reset your Homeward password',
        text: `${lines[0]}\n\nReset your password: ${message.link}\n\n${lines[1]}\n\nHomeward`,
        html: layout('Reset your password', lines, { label: 'Reset password', href: message.link }),
      };
    }
    case 'document-status':
      return documentStatusMail(message.status, message.category, message.reason);
    case 'transfer-status':
      return transferStatusMail(message);
    case 'rate-alert':
      return rateAlertMail(message);
    case 'scheduled-transfer':
      return scheduledTransferMail(message);
    case 'passkey-added': {
      const lines = [
        `A passkey named "${message.name}" was added to your Homeward account. It can sign in without your password.`,
        'If this was not you, remove it in your settings, change your password and contact us.',
      ];
      return {
        subject: 'A passkey was added to your Homeward account',
        text: `${lines.join('\n\n')}\n\nYour settings: ${message.settingsLink}\n\nHomeward`,
        html: layout('A passkey was added', lines, {
          label: 'Review your passkeys',
          href: message.settingsLink,
        }),
      };
    }
    case 'support-reply': {
      const subject = `Our answer to your question: ${message.topic}`;
      const lines = [
        'Thank you for writing to us. Here is our answer:',
        message.reply,
        'If you need anything else, send us a new request from the Help page.',
      ];
      return {
        subject,
        text: `${lines.join('\n\n')}\n\nYour requests: ${message.link}\n\nHomeward`,
        html: layout('Our answer to your question', lines, {
          label: 'See your requests',
          href: message.link,
        }),
      };
    }
    case 'password-changed': {
      const lines = [
        'Your Homeward password was just changed, and every device was signed out.',
        'If this was not you, reset your password now and contact us.',
      ];
      return {
        subject: 'Your Homeward password was changed',
        text: `${lines.join('\n\n')}\n\nHomeward`,
        html: layout('Your password was changed', lines),
      };
    }
  }
}

/** A message's subject line: the same words head its text message and push notification. */
export const subjectOf = (message: MailTemplate): string => renderMail(message, []).subject;
