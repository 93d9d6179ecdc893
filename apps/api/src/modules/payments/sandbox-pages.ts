import type { SandboxCheckoutRow } from './sandbox-repository';
import { fromMinor } from '../../lib/money';
import { sandboxCards } from './sandbox';

type Checkout = SandboxCheckoutRow;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The hosted pages of the sandbox provider: plain HTML forms, no script, its own look. Like a
 * real provider's, each names the merchant being paid (the company's footer lines), so the payer
 * knows who takes the money, under which licence, and how to reach them.
 */
function page(title: string, body: string, merchant: readonly string[]): string {
  const footer = merchant.map((line) => `<p>${escape(line)}</p>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Sandbox Pay</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/sandbox/checkout.css"></head>
<body><main><p class="brand">Sandbox Pay <span>test mode</span></p>${body}</main>
<footer aria-label="The merchant"><p><strong>You are paying:</strong></p>${footer}</footer></body></html>`;
}

const amountOf = (checkout: Checkout) =>
  `${checkout.currency} ${fromMinor(checkout.amountMinor, checkout.currency)}`;

export function checkoutPage(
  checkout: Checkout,
  merchant: readonly string[],
  error: string | null = null,
  values: Record<string, string> = {},
) {
  const field = (name: string, label: string, attrs: string) =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${attrs} value="${escape(values[name] ?? '')}" required>`;
  const cards = Object.entries(sandboxCards)
    .map(
      ([number, outcome]) =>
        `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${outcome.replace('_', ' ')}</li>`,
    )
    .join('');
  return page(
    'Pay',
    `<h1>Pay ${escape(amountOf(checkout))}</h1><p class="muted">${escape(checkout.description)}</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/sandbox/checkout/${escape(checkout.id)}">
${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="100"')}
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" maxlength="5" placeholder="12/30"')}</div>
<div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div></div>
<button type="submit">Pay ${escape(amountOf(checkout))}</button>
</form>
<details><summary>Test cards</summary><ul>${cards}</ul><p class="muted">Any future expiry and any CVC.</p></details>`,
    merchant,
  );
}

export function challengePage(checkout: Checkout, merchant: readonly string[]) {
  return page(
    'Confirm in your banking app',
    `<h1>Confirm this payment</h1><p>Your bank asks you to approve ${escape(amountOf(checkout))} to Homeward (3-D Secure).</p>
<form method="post" action="/sandbox/checkout/${escape(checkout.id)}/challenge">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="reject" class="secondary">Reject</button>
</form>`,
    merchant,
  );
}

export function finishedPage(checkout: Checkout, merchant: readonly string[]) {
  const ending =
    checkout.status === 'closed'
      ? '<h1>This checkout is closed</h1><p>The merchant closed it, so it takes no payment. Nothing was charged.</p>'
      : `<h1>This checkout is finished</h1><p>It ended as: ${escape(checkout.status)}.</p>`;
  return page(
    'Checkout finished',
    `${ending}
<p><a href="${escape(checkout.returnUrl)}">Back to Homeward</a></p>`,
    merchant,
  );
}

export const checkoutCss = `
*{box-sizing:border-box}body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;background:#eef0f7;color:#1b1f3b}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 4px 24px #1b1f3b22}
.brand{font-weight:700;color:#4b3fd1;margin:0 0 1rem}.brand span{font-weight:500;font-size:.75rem;background:#fde68a;color:#713f12;border-radius:999px;padding:.1rem .5rem;margin-left:.25rem}
h1{font-size:1.4rem;margin:.25rem 0}.muted{color:#5b6078;font-size:.9rem}
label{display:block;font-size:.85rem;font-weight:600;margin:.9rem 0 .25rem}
input{width:100%;padding:.7rem;border:1px solid #c7cbe0;border-radius:8px;font-size:1rem}
input:focus{outline:3px solid #a5b4fc;border-color:#4b3fd1}.row{display:flex;gap:.75rem}.row>div{flex:1}
button{display:block;width:100%;margin-top:1.25rem;padding:.8rem;border:0;border-radius:8px;background:#4b3fd1;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#4b3fd1;border:1px solid #4b3fd1;margin-top:.75rem}
.error{background:#fee2e2;color:#991b1b;padding:.6rem .8rem;border-radius:8px}
details{margin-top:1.25rem;font-size:.9rem}
footer{max-width:26rem;margin:0 auto 2rem;font-size:.8rem;color:#4a4f66}footer p{margin:.25rem 0}code{background:#eef0f7;padding:.1rem .3rem;border-radius:4px}
`;
