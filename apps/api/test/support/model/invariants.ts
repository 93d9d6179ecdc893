import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  jobs,
  ledgerEntries,
  ledgerJournals,
  payments,
  sandboxCheckouts,
  sandboxRefunds,
  transferEvents,
  transfers,
} from '../../../src/db/schema';
import { canMove } from '../../../src/modules/transfer-lifecycle/state-machine';
import { RELEASED_STATUSES } from '../../../src/modules/transfers/repository';
import type { TransferStatus } from '@homeward/contract';
import type { World } from './world';

/** Statuses in which we hold the customer's payment for the transfer itself. */
const HOLDING: string[] = ['funds_received', 'on_hold', 'processing'];
/** Statuses in which the payment funds the transfer (held, or paid out). */
const FUNDED: string[] = [...HOLDING, 'completed'];
/** Where a transfer may rest with nothing scheduled: final, or waiting for a person. */
const RESTING: string[] = ['completed', 'refunded', 'cancelled', 'expired', 'on_hold'];

interface SandboxEventLike {
  data: { checkout?: string; payment_id?: string | null };
}

class Broken extends Error {}
function expectThat(ok: boolean, message: () => string) {
  if (!ok) throw new Broken(message());
}

/** What the database says about the run's transfers, read in a few queries. */
async function snapshot(world: World) {
  const db = world.t.database.db;
  const ids = world.transfers.map((transfer) => transfer.id);
  if (ids.length === 0) return undefined;
  const [rows, paymentRows, balances, timeline, pending, unbalanced] = await Promise.all([
    db.select().from(transfers).where(inArray(transfers.id, ids)),
    db.select().from(payments).where(inArray(payments.transferId, ids)),
    db
      .select({
        transferId: ledgerJournals.transferId,
        account: ledgerEntries.account,
        currency: ledgerEntries.currency,
        sum: sql<string>`sum(${ledgerEntries.amountMinor})`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
      .where(inArray(ledgerJournals.transferId, ids))
      .groupBy(ledgerJournals.transferId, ledgerEntries.account, ledgerEntries.currency),
    db
      .select()
      .from(transferEvents)
      .where(inArray(transferEvents.transferId, ids))
      .orderBy(transferEvents.id),
    db
      .select({ name: jobs.name, payload: jobs.payload })
      .from(jobs)
      .where(and(isNull(jobs.completedAt), isNull(jobs.failedAt))),
    db
      .select({ journalId: ledgerEntries.journalId, currency: ledgerEntries.currency })
      .from(ledgerEntries)
      .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
      .where(inArray(ledgerJournals.transferId, ids))
      .groupBy(ledgerEntries.journalId, ledgerEntries.currency)
      .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`),
  ]);
  const references = paymentRows.flatMap((p) => (p.providerReference ? [p.providerReference] : []));
  const [checkouts, refunds] = references.length
    ? await Promise.all([
        db.select().from(sandboxCheckouts).where(inArray(sandboxCheckouts.id, references)),
        db
          .select({
            checkoutId: sandboxRefunds.checkoutId,
            sum: sql<string>`sum(${sandboxRefunds.amountMinor})`,
          })
          .from(sandboxRefunds)
          .where(
            and(
              inArray(sandboxRefunds.checkoutId, references),
              eq(sandboxRefunds.status, 'succeeded'),
            ),
          )
          .groupBy(sandboxRefunds.checkoutId),
      ])
    : [[], []];
  return {
    rows,
    paymentRows,
    balances,
    timeline,
    pending,
    unbalanced,
    checkouts,
    refunds,
    sendingDaysOff: await sendingDaysOff(world, [...new Set(rows.map((row) => row.customerId))]),
  };
}

/**
 * The customers' sending days (kept by a trigger, migration 0033) that differ from what their
 * transfers not released add up to on that day: the 30-day limit reads the days.
 */
async function sendingDaysOff(world: World, customerIds: string[]) {
  const released = sql.join(
    RELEASED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const customers = sql.join(
    customerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await world.t.database.db.execute(sql`
    select coalesce(d.customer_id, m.customer_id) as customer_id, coalesce(d.day, m.day) as day,
           d.limit_minor as kept, m.minor as made
      from (select * from customer_sending_days where customer_id in (${customers})) d
      full join (select customer_id, (created_at at time zone 'UTC')::date as day,
                        sum(limit_minor) as minor
                   from transfers
                  where customer_id in (${customers}) and status not in (${released})
                  group by 1, 2) m
        on m.customer_id = d.customer_id and m.day = d.day
     where coalesce(d.limit_minor, 0) <> coalesce(m.minor, 0)`)) as unknown as {
    rows: Array<{ customer_id: string; day: string; kept: string | null; made: string | null }>;
  };
  return result.rows;
}

/**
 * What must hold after every step, whatever happened before: the books balance, every
 * transfer's money is where its status says, the timeline tells its story, the provider never
 * knows less than we do, and nothing that is not resting is left without a job to move it.
 */
export async function checkInvariants(world: World, phase: 'step' | 'drained') {
  // The run's own journals after every step; the whole ledger once at the end of the test.
  const seen = await snapshot(world);
  if (!seen) return;
  expectThat(seen.unbalanced.length === 0, () => `unbalanced: ${JSON.stringify(seen.unbalanced)}`);
  expectThat(
    seen.sendingDaysOff.length === 0,
    () => `sending days off: ${JSON.stringify(seen.sendingDaysOff)}`,
  );
  for (const transfer of seen.rows) {
    const where = `transfer ${transfer.id} (${transfer.status})`;
    const mine = seen.paymentRows.filter((p) => p.transferId === transfer.id);
    const captured = mine.reduce((sum, p) => sum + p.capturedMinor, 0);
    const refunded = mine.reduce((sum, p) => sum + p.refundedMinor, 0);
    const held = captured - refunded;
    const balance = (account: string, currency = transfer.sourceCurrency) =>
      Number(
        seen.balances.find(
          (b) => b.transferId === transfer.id && b.account === account && b.currency === currency,
        )?.sum ?? 0,
      );
    const funded = FUNDED.includes(transfer.status) ? transfer.totalMinor : 0;
    const expected: [string, number, number][] = [
      ['payment_clearing', balance('payment_clearing'), held],
      ['refunds_payable', balance('refunds_payable'), -(held - funded)],
      [
        'customer_funds',
        balance('customer_funds'),
        HOLDING.includes(transfer.status) ? -transfer.sendMinor : 0,
      ],
      [
        'fee_revenue',
        balance('fee_revenue'),
        FUNDED.includes(transfer.status) ? -transfer.feeMinor : 0,
      ],
      [
        'payout_partner',
        balance('payout_partner', transfer.destinationCurrency),
        transfer.status === 'completed' ? -transfer.receiveMinor : 0,
      ],
    ];
    for (const [account, actual, wanted] of expected) {
      expectThat(
        actual === wanted,
        () =>
          `${where}: ${account} is ${actual}, its status says ${wanted} (captured ${captured}, refunded ${refunded})`,
      );
    }
    expectThat(
      held >= funded,
      () => `${where}: holds ${held}, less than the ${funded} it stands for`,
    );
    if (transfer.status === 'refund_pending') {
      expectThat(held > 0, () => `${where}: waits for a refund of nothing`);
    }
    if (transfer.status === 'refunded')
      expectThat(held === 0, () => `${where}: refunded, yet holds ${held}`);

    // The provider's books: never less than ours; equal once every webhook has arrived.
    for (const payment of mine) {
      const checkout = seen.checkouts.find((c) => c.id === payment.providerReference);
      const theirs = {
        captured: checkout?.capturedMinor ?? 0,
        refunded: Number(seen.refunds.find((r) => r.checkoutId === checkout?.id)?.sum ?? 0),
      };
      const exact = phase === 'drained';
      expectThat(
        exact
          ? theirs.captured === payment.capturedMinor && theirs.refunded === payment.refundedMinor
          : theirs.captured >= payment.capturedMinor && theirs.refunded >= payment.refundedMinor,
        () =>
          `${where}: payment ${payment.id} has captured/refunded ${payment.capturedMinor}/${payment.refundedMinor}, the provider ${theirs.captured}/${theirs.refunded}`,
      );
      if (exact && checkout && ['open', 'processing'].includes(checkout.status)) {
        expectThat(
          transfer.status === 'awaiting_payment',
          () => `${where}: checkout ${checkout.id} is still open at the provider`,
        );
      }
    }

    // The timeline: every change an event, each one a move the state machine allows.
    const story = seen.timeline.filter((e) => e.transferId === transfer.id).map((e) => e.status);
    expectThat(
      story.at(-1) === transfer.status,
      () => `${where}: the timeline ends at ${story.at(-1)}`,
    );
    story.forEach((status, i) => {
      const before = story[i - 1];
      expectThat(
        !before || before === status || canMove(before as TransferStatus, status as TransferStatus),
        () => `${where}: the timeline goes ${before} → ${status}`,
      );
    });

    // Something will move it: a job, the provider's refund answer, or a person.
    const aboutMine = (event: SandboxEventLike | undefined) =>
      !!event &&
      mine.some(
        (p) => p.id === event.data.payment_id || p.providerReference === event.data.checkout,
      );
    const jobsFor = seen.pending.filter((job) => {
      const payload = job.payload as {
        transferId?: string;
        paymentId?: string;
        event?: SandboxEventLike;
      };
      return (
        payload.transferId === transfer.id ||
        mine.some((p) => p.id === payload.paymentId) ||
        aboutMine(payload.event)
      );
    });
    const webhookOnItsWay = world.bag.some((held) => aboutMine(JSON.parse(held.body)));
    const refundAwaited = mine.some(
      (p) => p.refundStatus === 'pending' || p.refundStatus === 'failed',
    );
    const moving = jobsFor.length > 0 || refundAwaited || webhookOnItsWay;
    expectThat(
      RESTING.includes(transfer.status) || moving,
      () => `${where}: nothing is scheduled to move it`,
    );
    if (phase === 'drained') {
      const waitsForOps = mine.some((p) => p.refundStatus === 'failed');
      expectThat(
        RESTING.includes(transfer.status) || (transfer.status === 'refund_pending' && waitsForOps),
        () => `${where}: still not at rest after every job and webhook`,
      );
      // An extra capture on a resting transfer is refunded too.
      expectThat(
        held === funded || waitsForOps,
        () => `${where}: holds ${held} after everything settled`,
      );
    }
  }
}

/** Every status pushed to a screen is one the transfer had, and its last one was pushed. */
export function checkScreens(world: World, timelines: Map<string, string[]>) {
  for (const [id, statuses] of timelines) {
    const pushed = world.published.get(id) ?? new Set<string>();
    for (const status of pushed) {
      expectThat(
        statuses.includes(status),
        () => `transfer ${id}: screens were told ${status}, which it never was`,
      );
    }
    const last = statuses.at(-1);
    expectThat(
      !last || statuses.length === 1 || pushed.has(last),
      () => `transfer ${id}: screens never heard it became ${last}`,
    );
  }
}
