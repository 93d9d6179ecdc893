import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { payments } from '../../../src/db/schema';
import { RefusedTransition } from '../../../src/lib/domain-errors';
import { cards } from '../transfers';
import { checkInvariants } from './invariants';
import type { ModelTransfer, World } from './world';

type Model = Record<string, never>;
type Step = (world: World) => Promise<void>;

/** A step of the model: it acts, then every invariant is checked. */
class Act implements fc.AsyncCommand<Model, World> {
  constructor(
    private readonly name: string,
    private readonly act: Step,
  ) {}
  check() {
    return true;
  }
  async run(_model: Model, world: World) {
    await this.act(world);
    world.steps += 1;
    await checkInvariants(world, 'step');
  }
  toString() {
    return this.name;
  }
}

/** Answers a customer or provider may get; a 5xx is a bug unless a crash was injected. */
function accept(response: { statusCode: number; body: string }, what: string, crashed = false) {
  if (response.statusCode >= 500 && !crashed) {
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  }
  return response;
}

const pick = (world: World, i: number): ModelTransfer | undefined =>
  world.transfers.length ? world.transfers[i % world.transfers.length] : undefined;

/** A refused move is the system saying no, which is allowed; anything else is not. */
async function opsMay(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof RefusedTransition)) throw error;
  }
}

const index = fc.nat(7);

/**
 * The moves the model makes: what customers, the provider, operations, the clock and crashes
 * can do to transfers, in any order. Amounts: small ones pay out, large ones are held for review.
 */
export const modelCommands = [
  fc
    .record({
      who: fc.nat(1),
      amount: fc.constantFrom('120', '480', '6000'),
      failing: fc.boolean(),
    })
    .map(
      ({ who, amount, failing }) =>
        new Act(`confirm(${who}, ${amount}${failing ? ', failing payout' : ''})`, async (world) => {
          const customer = world.customers[who % world.customers.length];
          if (customer && world.transfers.length < 6)
            await world.confirm(customer, amount, failing);
        }),
    ),
  fc.tuple(index, fc.constantFrom(1, 2)).map(
    ([i, times]) =>
      new Act(`startPayment(${i}${times > 1 ? ', twice at once' : ''})`, async (world) => {
        const transfer = pick(world, i);
        if (!transfer) return;
        const crashed = world.crashAfterProviderCall;
        const answers = await Promise.all(
          Array.from({ length: times }, () =>
            transfer.customer.browser.post(`/client/v1/transactions/${transfer.id}/payments`, {
              method: 'card',
            }),
          ),
        );
        for (const answer of answers) {
          accept(answer, 'start payment', crashed);
          if (answer.statusCode === 201) transfer.checkoutUrls.push(answer.json().checkout_url);
        }
      }),
  ),
  fc.tuple(index, fc.constantFrom(...Object.values(cards)), fc.boolean()).map(
    ([i, card, older]) =>
      new Act(`pay(${i}, ${card}${older ? ', an older checkout' : ''})`, async (world) => {
        const urls = pick(world, i)?.checkoutUrls ?? [];
        const url = older ? urls[0] : urls.at(-1);
        if (!url) return;
        const response = await world.t.app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            name: 'A',
            number: card,
            expiry: '12/39',
            cvc: '123',
          }).toString(),
        });
        accept(response, 'checkout');
      }),
  ),
  fc.tuple(index, fc.constantFrom('approve', 'reject')).map(
    ([i, decision]) =>
      new Act(`challenge(${i}, ${decision})`, async (world) => {
        const url = pick(world, i)?.checkoutUrls.at(-1);
        if (!url) return;
        const response = await world.t.app.inject({
          method: 'POST',
          url: `${new URL(url).pathname}/challenge`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `decision=${decision}`,
        });
        accept(response, 'challenge');
      }),
  ),
  fc.tuple(fc.nat(20), fc.boolean()).map(
    ([k, duplicate]) =>
      new Act(`webhook(${k}${duplicate ? ', delivered again later' : ''})`, async (world) => {
        if (world.bag.length) await world.deliver(k % world.bag.length, duplicate);
      }),
  ),
  index.map(
    (i) =>
      new Act(`cancel(${i})`, async (world) => {
        const transfer = pick(world, i);
        if (!transfer) return;
        const crashed = world.crashAfterProviderCall;
        accept(
          await transfer.customer.browser.post(`/client/v1/transactions/${transfer.id}/cancel`),
          'cancel',
          crashed,
        );
      }),
  ),
  index.map(
    (i) =>
      new Act(`deadlinePasses(${i})`, async (world) => {
        const transfer = pick(world, i);
        if (transfer) await world.deadlinePasses(transfer.id);
      }),
  ),
  fc.tuple(fc.nat(1), fc.boolean()).map(
    ([who, blocked]) =>
      new Act(`${blocked ? 'block' : 'unblock'}(${who})`, async (world) => {
        const customer = world.customers[who % world.customers.length];
        if (customer)
          await world.t.app.deps.customers.setBlockedForSending(customer.email, blocked);
      }),
  ),
  fc.tuple(index, fc.constantFrom('hold', 'release', 'refuse')).map(
    ([i, decision]) =>
      new Act(`ops ${decision}(${i})`, async (world) => {
        const transfer = pick(world, i);
        if (!transfer) return;
        const { lifecycle } = world.t.app.deps;
        await opsMay(async () => {
          if (decision === 'hold') await lifecycle.hold(transfer.id, 'ops:model', 'A check.');
          if (decision === 'release') await lifecycle.release(transfer.id, 'ops:model');
          if (decision === 'refuse') await lifecycle.refuse(transfer.id, 'ops:model', 'Refused.');
        });
      }),
  ),
  fc.constant(
    new Act('runJobs', async (world) => {
      await world.t.app.deps.jobs.runDue();
    }),
  ),
  fc.constant(new Act('timePasses', (world) => world.timePasses())),
  fc.constant(new Act('workerDies', (world) => world.workerDies())),
  fc.constant(new Act('leasesRunOut', (world) => world.leasesRunOut())),
  index.map(
    (i) =>
      new Act(`ops retryRefund(${i})`, async (world) => {
        const transfer = pick(world, i);
        if (!transfer) return;
        const [refused] = await world.t.database.db
          .select()
          .from(payments)
          .where(and(eq(payments.transferId, transfer.id), eq(payments.refundStatus, 'failed')));
        if (refused) await world.t.app.deps.lifecycle.retryRefund(refused.id, 'ops:model');
      }),
  ),
  fc.constant(
    new Act('crashAfterNextProviderCall', async (world) => {
      world.crashAfterProviderCall = true;
    }),
  ),
];
