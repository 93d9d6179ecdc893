import type { Speaker } from '../../i18n/speaker';
import { frame } from './sentences';

/**
 * The product's mail, in plain text and HTML, in the customer's language (decision 0038). Wording
 * is plain and short: many customers read it on a small phone, some in their second language.
 */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

export const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail's content before the company's footer: its subject, paragraphs and one button. */
export interface Content {
  subject: string;
  /** The heading inside the mail; the subject when not given. */
  title?: string;
  lines: string[];
  /** The button; in the plain-text part its link follows `inText` (the label when not given). */
  action?: { label: string; href: string; inText?: string };
}

export function compose(speaker: Speaker, content: Content): Mail {
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
