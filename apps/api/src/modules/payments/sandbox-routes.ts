import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { checkoutCss, challengePage, checkoutPage, finishedPage } from './sandbox-pages';
import { sandboxCards, type SandboxProvider } from './sandbox';

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

/** The payer's card, checked as a checkout page would before asking the card network. */
// The document's view of the hosted pages: HTML forms, answered with HTML or a redirect.
const page = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});
const redirect = z.null().describe('On to the next page (Location).');
const checkoutParams = z.object({ id: z.string() });
const cardForm = z.object({
  name: z.string().optional(),
  number: z.string().describe('One of the sandbox cards.'),
  expiry: z.string().describe('MM/YY'),
  cvc: z.string(),
});
const pages = {
  show: { params: checkoutParams, response: { 200: page('The checkout, or how it ended.') } },
  pay: {
    params: checkoutParams,
    body: cardForm,
    response: {
      303: redirect,
      409: page('The checkout is no longer open.'),
      422: page('The card was not accepted: the page again, saying why.'),
    },
  },
  challenge: {
    params: checkoutParams,
    body: z.object({ decision: z.enum(['approve', 'reject']) }),
    response: { 303: redirect, 409: page('The checkout is no longer waiting.') },
  },
};

function readCard(form: Record<string, string>): { error: string } | { number: string } {
  const number = (form.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(number)) return { error: 'Enter the 16-digit card number.' };
  const expiry = /^(\d{2})\/(\d{2})$/.exec((form.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const now = new Date();
  if (
    !expiry ||
    month < 1 ||
    month > 12 ||
    year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
  ) {
    return { error: 'Enter an expiry date in the future, like 12/30.' };
  }
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) return { error: 'Enter the 3 or 4 digits of the CVC.' };
  if (!(number in sandboxCards))
    return { error: 'This is the sandbox: use one of the test cards below.' };
  return { number };
}

/**
 * The sandbox provider's hosted checkout, served by the API under its own path and styled as
 * another company's page. The checkout id in the path is the payer's only credential (as at a
 * real provider); these forms carry no session and no XSRF token.
 */
export function sandboxRoutes(
  sandbox: SandboxProvider,
  merchant: readonly string[],
): FastifyPluginAsync {
  return async (app) => {
    // The checkout's HTML forms are read by the root's form parser (plugins/bodies.ts).

    /** The merchant closed the checkout a moment before the payer's card went in. */
    async function closed(reply: FastifyReply, id: string) {
      return html(reply, finishedPage(await open(id), merchant), 409);
    }

    async function open(id: string) {
      const checkout = await sandbox.checkout(id);
      if (!checkout) throw new HttpError(404, 'No such checkout.');
      return checkout;
    }

    app.get(
      '/sandbox/checkout.css',
      {
        schema: {
          documentedOnly: {
            response: {
              200: { description: 'CSS', content: { 'text/css': { schema: z.string() } } },
            },
          },
        },
      },
      async (_request, reply) =>
        reply.type('text/css').header('cache-control', 'public, max-age=3600').send(checkoutCss),
    );

    app.get<{ Params: { id: string } }>(
      '/sandbox/checkout/:id',
      { schema: { documentedOnly: pages.show } },
      async (request, reply) => {
        const checkout = await open(request.params.id);
        if (checkout.status === 'open') return html(reply, checkoutPage(checkout, merchant));
        if (checkout.status === 'processing') return html(reply, challengePage(checkout, merchant));
        return html(reply, finishedPage(checkout, merchant));
      },
    );

    app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
      '/sandbox/checkout/:id',
      { schema: { documentedOnly: pages.pay } },
      async (request, reply) => {
        const checkout = await open(request.params.id);
        if (checkout.status !== 'open') return html(reply, finishedPage(checkout, merchant), 409);
        // The page posts a form; anything else (JSON, say) is read as strings or not at all.
        const form: Record<string, string> = {};
        for (const [key, value] of Object.entries(request.body ?? {})) {
          if (typeof value === 'string') form[key] = value;
        }
        const card = readCard(form);
        if ('error' in card) {
          const { number, expiry, name } = form;
          return html(
            reply,
            checkoutPage(checkout, merchant, card.error, {
              number: number ?? '',
              expiry: expiry ?? '',
              name: name ?? '',
            }),
            422,
          );
        }
        const outcome = sandboxCards[card.number as keyof typeof sandboxCards];
        const last4 = card.number.slice(-4);
        if (outcome === 'challenge') {
          if (!(await sandbox.settle(checkout.id, 'processing', last4)))
            return closed(reply, checkout.id);
          return reply.redirect(`/sandbox/checkout/${checkout.id}`, 303);
        }
        const paid = outcome === 'succeeds' || outcome === 'refund_fails';
        if (!(await sandbox.settle(checkout.id, paid ? 'succeeded' : outcome, last4))) {
          return closed(reply, checkout.id);
        }
        return reply.redirect(checkout.returnUrl, 303);
      },
    );

    app.post<{ Params: { id: string }; Body: Record<string, string> }>(
      '/sandbox/checkout/:id/challenge',
      { schema: { documentedOnly: pages.challenge } },
      async (request, reply) => {
        const checkout = await open(request.params.id);
        if (checkout.status !== 'processing')
          return html(reply, finishedPage(checkout, merchant), 409);
        const approved = request.body?.decision === 'approve';
        const settled = await sandbox.settle(
          checkout.id,
          approved ? 'succeeded' : 'challenge_failed',
          checkout.cardLast4,
        );
        if (!settled) return closed(reply, checkout.id);
        return reply.redirect(checkout.returnUrl, 303);
      },
    );
  };
}
