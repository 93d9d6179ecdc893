import { randomBytes } from 'node:crypto';

/** One message of the development outbox, as the JSON list gives it. */
export interface OutboxMessage {
  id: string;
  channel: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A link, or a six-digit code standing alone (the codes our mail and texts send). */
const TOKEN = /(https?:\/\/[^\s<>"']+)|((?<!\d)\d{6}(?!\d))/g;

/** The message's text, escaped, with its links as links and its codes as copy buttons. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    let [token] = match;
    const [, url] = match;
    // A sentence's full stop or closing bracket after a link is not part of it.
    const trailing = url ? (/[.,;:!?)\]]+$/.exec(token)?.[0] ?? '') : '';
    token = token.slice(0, token.length - trailing.length);
    html += escapeHtml(text.slice(last, match.index));
    html += url
      ? `<a href="${escapeHtml(token)}" target="_blank" rel="noreferrer">${escapeHtml(token)}</a>`
      : `<button type="button" class="code" data-code="${token}">${token}</button>`;
    last = match.index + token.length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `
:root { color-scheme: light; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2937; }
body { margin: 0; background: #f3f4f6; }
main { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
.lead { margin: 0 0 1.5rem; color: #4b5563; }
article { background: #fff; border: 1px solid #e5e7eb; border-radius: .75rem; padding: 1rem; margin-bottom: 1rem; }
header { display: flex; flex-wrap: wrap; gap: .25rem .75rem; align-items: baseline; }
h2 { font-size: 1.05rem; margin: 0; flex: 1 1 16rem; overflow-wrap: anywhere; }
.meta { color: #4b5563; font-size: .875rem; overflow-wrap: anywhere; }
.channel { font-size: .75rem; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; padding: .1rem .5rem; border-radius: 999px; background: #e0e7ff; color: #3730a3; }
.channel.sms { background: #dcfce7; color: #166534; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: .75rem 0 0; }
a { color: #1d4ed8; }
.code { font: 600 1rem ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: .08em; padding: .05rem .4rem; border: 1px solid #93c5fd; border-radius: .375rem; background: #eff6ff; color: #1e3a8a; cursor: pointer; }
.code:hover, .code:focus-visible { background: #dbeafe; }
.code.copied::after { content: " copied"; font: .75rem system-ui, sans-serif; letter-spacing: 0; color: #166534; }
details { margin-top: .75rem; }
summary { cursor: pointer; color: #1d4ed8; }
iframe { display: block; width: 100%; height: 32rem; margin-top: .5rem; border: 1px solid #e5e7eb; border-radius: .5rem; background: #fff; resize: vertical; }
.empty { color: #4b5563; }
`;

/** Copies a code on a click; the only script the page runs. */
const SCRIPT = `
document.addEventListener('click', function (event) {
  var button = event.target.closest && event.target.closest('.code');
  if (!button) return;
  navigator.clipboard && navigator.clipboard.writeText(button.dataset.code).then(function () {
    button.classList.add('copied');
    setTimeout(function () { button.classList.remove('copied'); }, 1500);
  });
});
`;

function messageHtml(message: OutboxMessage): string {
  const sms = message.channel === 'sms';
  const when = message.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  // The mail as sent, in a sandbox that runs no script; its links open in a new tab.
  const mail = message.html
    ? `<details><summary>View the mail as sent (HTML)</summary><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="Mail to ${escapeHtml(message.to)}" srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}"></iframe></details>`
    : '';
  return `<article>
<header><span class="channel${sms ? ' sms' : ''}">${sms ? 'Text' : 'Mail'}</span><h2>${escapeHtml(sms ? `Text message to ${message.to}` : message.subject)}</h2><time class="meta" datetime="${escapeHtml(message.created_at)}">${escapeHtml(when)}</time></header>
${sms ? '' : `<div class="meta">To ${escapeHtml(message.to)}</div>`}
<pre>${linkify(message.text)}</pre>
${mail}
</article>`;
}

/**
 * The development outbox as a page for a person: newest first, every value escaped, codes that
 * copy on a click, links that open. The page's policy lets only its own script run.
 */
export function outboxPage(messages: OutboxMessage[]): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const list = messages.length
    ? messages.map(messageHtml).join('\n')
    : '<p class="empty">Nothing has been sent yet.</p>';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox · Homeward</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Development outbox</h1>
<p class="lead">Mail and text messages kept instead of sent, newest first (the latest 200). Click a code to copy it. Not available in production.</p>
${list}
</main>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    // The mails' own inline styles and images, inside their sandboxed frames.
    "style-src 'unsafe-inline'",
    'img-src data: http: https:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}

/** Whether the client asks for a page before JSON (a browser), rather than for data. */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  const html = types.indexOf('text/html');
  const json = types.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}
