import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminTransfer } from '@homeward/contract';
import { jobs } from '../src/db/schema';
import { checkLedger } from '../src/modules/ledger/report-repository';
import { customerChannel, events } from '../src/modules/realtime/broadcaster';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import {
  confirmedTransfer,
  payAtCheckout,
  sendingMoney,
  settle,
  startPayment,
} from './support/transfers';

let t: TestApp;
let compliance: StaffBrowser;
let support: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({
    ...sendingMoney,
    // Paid transfers wait a minute before payout: long enough to hold one by hand.
    PAYOUT_START_SECONDS: '60',
    COMPLIANCE_HOLD_ABOVE: '5000',
    FOUR_EYES_RELEASE_ABOVE: '8000',
  });
  compliance = await signedInStaff(t, ['compliance']);
  support = await signedInStaff(t, ['support']);
});
afterAll(async () => {
  // Whatever staff did, the books balance.
  expect((await checkLedger(t.database.db)).unbalanced).toEqual([]);
  await t.close();
});

/** A customer's transfer of `amount` AUD, paid: on hold from 5,000 up, else waiting for payout. */
async function paidTransfer(amount: string) {
  const sent = await confirmedTransfer(t, { amount });
  const payment = await startPayment(sent.browser, sent.transfer.id);
  await payAtCheckout(t, payment.checkout_url);
  await settle(t);
  return sent;
}

const record = async (staff: StaffBrowser, id: string) => {
  const answer = await staff.get(`transfers/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as AdminTransfer;
};

const auditOf = (target: string) => t.app.deps.audit.list({ target, limit: 50 });

/** Every TransactionStatusUpdated published on the customer's channel while `work` runs. */
async function statusPushes(customerId: string, work: () => Promise<unknown>) {
  const publish = vi.spyOn(t.app.deps.broadcaster(), 'publish');
  try {
    await work();
    // The push follows the commit, without holding the request: wait for it.
    await vi.waitFor(() =>
      expect(
        publish.mock.calls.some(
          ([channel, event]) =>
            channel === customerChannel(customerId) && event === events.transactionStatusUpdated,
        ),
      ).toBe(true),
    );
    return publish.mock.calls.filter(([channel]) => channel === customerChannel(customerId));
  } finally {
    publish.mockRestore();
  }
}

describe('finding transfers', () => {
  it('by tracking number (any case), customer email (or its start) or id, newest first', async () => {
    const first = await paidTransfer('100');
    const second = await confirmedTransfer(t, { amount: '120' });
    const { tracking_number: tracking } = await record(support, first.transfer.id);

    const byTracking = await support.get(`transfers?q=${tracking.toLowerCase()}`);
    expect(byTracking.statusCode).toBe(200);
    expect(byTracking.json().data.map((row: { id: string }) => row.id)).toEqual([
      first.transfer.id,
    ]);

    const prefix = first.email.slice(0, first.email.indexOf('@') - 2);
    const byEmail = (await support.get(`transfers?q=${encodeURIComponent(prefix)}`)).json().data;
    expect(byEmail[0]).toMatchObject({
      id: first.transfer.id,
      customer_email: first.email,
      send_amount: '100.00',
      send_currency: 'AUD',
      receive_currency: 'PHP',
      recipient_name: 'Maria Santos Cruz',
    });

    const byId = (await support.get(`transfers?q=${second.transfer.id}`)).json().data;
    expect(byId).toHaveLength(1);
    expect(byId[0]).toMatchObject({ id: second.transfer.id, status: 'awaiting_payment' });

    const all = (await support.get('transfers?limit=200')).json().data as { id: string }[];
    const ids = all.map((row) => row.id);
    expect(ids.indexOf(second.transfer.id)).toBeLessThan(ids.indexOf(first.transfer.id));

    const waiting = (await support.get('transfers?status=awaiting_payment')).json().data;
    expect(waiting.every((row: { status: string }) => row.status === 'awaiting_payment')).toBe(
      true,
    );
    expect((await support.get('transfers?q=nobody-at-all@nowhere.test')).json().data).toEqual([]);
  });

  it('refuses bad filters (422), staff without the permission (403) and visitors (401)', async () => {
    const bad = await support.get('transfers?status=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
    expect((await support.get('transfers?limit=0')).statusCode).toBe(422);
    const admin = await signedInStaff(t, ['admin']);
    expect((await admin.get('transfers')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/admin/v1/transfers' })).statusCode).toBe(
      401,
    );
  });
});

describe('a transfer’s record', () => {
  it('shows the timeline, payments, journals and the provider’s webhooks', async () => {
    const { transfer } = await paidTransfer('100');
    const shown = await record(support, transfer.id);
    expect(shown).toMatchObject({
      id: transfer.id,
      status: 'funds_received',
      send_amount: '100.00',
      payout_method: 'bank_account',
      hold_reason: null,
      release_needs_approval: false,
    });
    expect(shown.events.map((event) => event.status)).toEqual([
      'awaiting_payment',
      'funds_received',
    ]);
    expect(shown.events[1]?.actor).toBe('provider:sandbox');
    expect(shown.payments).toEqual([
      expect.objectContaining({ provider: 'sandbox', status: 'succeeded', currency: 'AUD' }),
    ]);
    const [journal] = shown.journals;
    expect(journal?.entries.length).toBeGreaterThanOrEqual(2);
    expect(shown.webhooks.map((event) => event.type)).toContain('payment.succeeded');
    expect(shown.webhooks.every((event) => event.outcome.length > 0)).toBe(true);
  });

  it('says when releasing it would need a second officer, and answers 404 for no transfer', async () => {
    const large = await confirmedTransfer(t, { amount: '8000' });
    expect((await record(support, large.transfer.id)).release_needs_approval).toBe(true);
    const below = await confirmedTransfer(t, { amount: '7999.99' });
    expect((await record(support, below.transfer.id)).release_needs_approval).toBe(false);
    expect((await support.get(`transfers/${randomUUID()}`)).statusCode).toBe(404);
    expect((await support.get('transfers/not-an-id')).statusCode).toBe(404);
  });
});

describe('holds', () => {
  it('compliance holds a paid transfer, with the reason, its name in the timeline and an audit line', async () => {
    const { transfer, customerId } = await paidTransfer('200');
    const reason = 'Checking the source of funds with the customer.';

    // Bad input and the wrong role change nothing.
    expect((await compliance.post(`transfers/${transfer.id}/hold`, {})).statusCode).toBe(422);
    expect(
      (await compliance.post(`transfers/${transfer.id}/hold`, { reason: 'no' })).statusCode,
    ).toBe(422);
    expect((await support.post(`transfers/${transfer.id}/hold`, { reason })).statusCode).toBe(403);
    expect((await record(support, transfer.id)).status).toBe('funds_received');
    expect(await auditOf(`transfer:${transfer.id}`)).toEqual([]);

    let held: AdminTransfer | undefined;
    const pushes = await statusPushes(customerId, async () => {
      const answer = await compliance.post(`transfers/${transfer.id}/hold`, { reason });
      expect(answer.statusCode, answer.body).toBe(200);
      held = answer.json();
    });
    expect(pushes.length).toBeGreaterThan(0);
    expect(held).toMatchObject({ status: 'on_hold', hold_reason: reason });
    expect(held?.events.at(-1)).toMatchObject({
      status: 'on_hold',
      actor: `staff:${compliance.email}`,
      reason,
    });
    const [line] = await auditOf(`transfer:${transfer.id}`);
    // The transfer's state, not its recipient's bank details.
    expect(JSON.stringify(line)).not.toContain('Maria Santos Cruz');
    expect(line).toMatchObject({
      action: 'transfer.hold',
      staffEmail: compliance.email,
      before: expect.objectContaining({ status: 'funds_received' }),
      after: expect.objectContaining({ status: 'on_hold' }),
    });

    // Held already: the lifecycle refuses it, and the answer says why.
    const again = await compliance.post(`transfers/${transfer.id}/hold`, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/on hold: it cannot be held/);
    expect((await compliance.post(`transfers/${randomUUID()}/hold`, { reason })).statusCode).toBe(
      404,
    );
  });

  it('releases a hold below the four-eyes threshold at once; the customer’s screens hear it', async () => {
    const { transfer, customerId } = await paidTransfer('6000');
    const before = await record(compliance, transfer.id);
    expect(before).toMatchObject({
      status: 'on_hold',
      hold_reason: 'Large transfers are checked by our team before they are sent.',
      release_needs_approval: false,
    });
    expect((await support.post(`transfers/${transfer.id}/release`)).statusCode).toBe(403);

    const pushes = await statusPushes(customerId, async () => {
      const answer = await compliance.post(`transfers/${transfer.id}/release`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'processing' });
    });
    const [, , data] = pushes.at(-1) ?? [];
    expect(data).toMatchObject({ transaction: { id: transfer.id } });

    const released = await record(compliance, transfer.id);
    expect(released.events.at(-1)).toMatchObject({
      status: 'processing',
      actor: `staff:${compliance.email}`,
      reason: 'Checked and released.',
    });
    expect((await auditOf(`transfer:${transfer.id}`)).map((line) => line.action)).toEqual([
      'transfer.release',
    ]);
    await settle(t);
    expect((await record(compliance, transfer.id)).status).toBe('completed');
    const late = await compliance.post(`transfers/${transfer.id}/release`);
    expect(late.statusCode).toBe(409);
  });

  it('refuses a held transfer: the payment is refunded, audited and pushed to the customer', async () => {
    const { transfer, customerId } = await paidTransfer('6000');
    const reason = 'We could not verify the source of funds.';
    expect((await compliance.post(`transfers/${transfer.id}/refuse`, {})).statusCode).toBe(422);
    expect((await support.post(`transfers/${transfer.id}/refuse`, { reason })).statusCode).toBe(
      403,
    );
    expect((await record(compliance, transfer.id)).status).toBe('on_hold');

    await statusPushes(customerId, async () => {
      const answer = await compliance.post(`transfers/${transfer.id}/refuse`, { reason });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'refund_pending' });
    });
    const [line] = await auditOf(`transfer:${transfer.id}`);
    expect(line).toMatchObject({
      action: 'transfer.refuse',
      before: expect.objectContaining({ status: 'on_hold' }),
      after: expect.objectContaining({ status: 'refund_pending' }),
    });
    await settle(t);
    const refused = await record(compliance, transfer.id);
    expect(refused.status).toBe('refunded');
    expect(refused.events.find((event) => event.status === 'refund_pending')).toMatchObject({
      actor: `staff:${compliance.email}`,
      reason,
    });
    // Not held any more: nothing to refuse.
    expect((await compliance.post(`transfers/${transfer.id}/refuse`, { reason })).statusCode).toBe(
      409,
    );
  });
});

describe('a large release needs four eyes', () => {
  it('proposes instead of releasing; another officer’s approval releases it', async () => {
    const { transfer, customerId } = await paidTransfer('9000');
    const held = await record(compliance, transfer.id);
    expect(held).toMatchObject({ status: 'on_hold', release_needs_approval: true });

    const asked = await compliance.post(`transfers/${transfer.id}/release`);
    expect(asked.statusCode, asked.body).toBe(202);
    const { proposal } = asked.json();
    expect(proposal).toMatchObject({
      kind: 'release_hold',
      status: 'pending',
      proposed_by: compliance.email,
      payload: { transfer_id: transfer.id, tracking_number: held.tracking_number },
    });
    expect(proposal.summary).toContain(held.tracking_number);
    expect(proposal.summary).toContain('AUD 9,000.00');
    expect((await record(compliance, transfer.id)).status).toBe('on_hold');

    // One pending proposal per transfer.
    const twice = await compliance.post(`transfers/${transfer.id}/release`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already waiting for approval/);

    // The proposer cannot approve it; nor can someone without the permission to release.
    const own = await compliance.post(`proposals/${proposal.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve your own proposal: another officer must.');
    const finance = await signedInStaff(t, ['finance']);
    expect((await finance.post(`proposals/${proposal.id}/approve`)).statusCode).toBe(403);
    expect((await record(compliance, transfer.id)).status).toBe('on_hold');

    const second = await signedInStaff(t, ['compliance'], 'second-officer');
    let approved: unknown;
    await statusPushes(customerId, async () => {
      const answer = await second.post(`proposals/${proposal.id}/approve`);
      expect(answer.statusCode, answer.body).toBe(200);
      approved = answer.json();
    });
    expect(approved).toMatchObject({
      status: 'approved',
      proposed_by: compliance.email,
      decided_by: second.email,
    });

    const released = await record(compliance, transfer.id);
    expect(released.status).toBe('processing');
    expect(released.events.at(-1)).toMatchObject({
      status: 'processing',
      actor: `staff:${second.email}`,
      reason: 'Checked and released.',
    });
    const [line] = await auditOf(`transfer:${transfer.id}`);
    expect(line).toMatchObject({
      action: 'transfer.release',
      staffEmail: second.email,
      before: expect.objectContaining({ status: 'on_hold' }),
      after: expect.objectContaining({ status: 'processing' }),
    });
    expect((await auditOf(`proposal:${proposal.id}`)).map((entry) => entry.action)).toEqual([
      'proposal.approve',
      'proposal.create',
    ]);
    // Decided once.
    expect((await second.post(`proposals/${proposal.id}/approve`)).statusCode).toBe(409);
    await settle(t);
    expect((await record(compliance, transfer.id)).status).toBe('completed');
  });

  it('closes a waiting release when the transfer is refused instead', async () => {
    const { transfer } = await paidTransfer('9000');
    const asked = await compliance.post(`transfers/${transfer.id}/release`);
    expect(asked.statusCode).toBe(202);
    const { proposal } = asked.json();
    const reason = 'The source of funds could not be shown.';
    const refused = await compliance.post(`transfers/${transfer.id}/refuse`, { reason });
    expect(refused.statusCode, refused.body).toBe(200);
    const closed = (await compliance.get('proposals?status=rejected'))
      .json()
      .data.find((entry: { id: string }) => entry.id === proposal.id);
    expect(closed).toMatchObject({
      status: 'rejected',
      decided_by: compliance.email,
      decision_reason: `The transfer was refused: ${reason}`,
    });
    const second = await signedInStaff(t, ['compliance'], 'late-officer');
    expect((await second.post(`proposals/${proposal.id}/approve`)).statusCode).toBe(409);
    expect((await auditOf(`proposal:${proposal.id}`)).map((line) => line.action)).toEqual([
      'proposal.reject',
      'proposal.create',
    ]);
    await settle(t);
    expect((await record(compliance, transfer.id)).status).toBe('refunded');
  });

  it('refuses to propose releasing a transfer that is not on hold', async () => {
    const { transfer } = await confirmedTransfer(t, { amount: '9000' });
    const answer = await compliance.post(`transfers/${transfer.id}/release`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/awaiting payment: it cannot be released/);
  });
});

describe('failed jobs', () => {
  async function deadLetter(name: string) {
    const [row] = await t.database.db
      .insert(jobs)
      .values({
        name,
        payload: { secret: 'never in the audit log' },
        attempts: 10,
        lastError: 'partner down',
        failedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('no job');
    return row;
  }

  it('lists the dead letters and runs one again, audited without its payload', async () => {
    const dead = await deadLetter('back-office.test');
    const listed = await support.get('jobs?state=failed');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: dead.id,
          name: 'back-office.test',
          attempts: 10,
          last_error: 'partner down',
        }),
      ]),
    );
    expect((await support.get('jobs?state=running')).statusCode).toBe(422);

    expect((await support.post(`jobs/${dead.id}/retry`)).statusCode).toBe(403);
    const finance = await signedInStaff(t, ['finance'], 'jobs');
    const retried = await finance.post(`jobs/${dead.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(204);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, dead.id));
    expect(row).toMatchObject({ failedAt: null, attempts: 0 });
    const [line] = await auditOf(`job:${dead.id}`);
    expect(line).toMatchObject({
      action: 'job.retry',
      staffEmail: finance.email,
      before: expect.objectContaining({ attempts: 10 }),
      after: expect.objectContaining({ attempts: 0, failed_at: null }),
    });
    expect(JSON.stringify(line)).not.toContain('never in the audit log');

    // Not a dead letter any more; no such job.
    expect((await finance.post(`jobs/${dead.id}/retry`)).statusCode).toBe(409);
    expect((await finance.post(`jobs/${randomUUID()}/retry`)).statusCode).toBe(404);
    expect((await finance.post('jobs/not-an-id/retry')).statusCode).toBe(404);
    // The job runs (no handler: it fails again), but the test is done with it.
    await t.database.db.delete(jobs).where(eq(jobs.id, dead.id));
  });
});

describe('webhooks sent again', () => {
  it('asks the provider for a payment’s events again; those already filed change nothing', async () => {
    const sent = await paidTransfer('200');
    const before = await record(compliance, sent.transfer.id);
    const [payment] = before.payments;
    expect(payment).toBeDefined();
    const finance = await signedInStaff(t, ['finance']);

    // Compliance holds transfers; asking the provider again is finance's.
    expect((await compliance.post(`payments/${payment?.id}/redeliver`)).statusCode).toBe(403);
    const asked = await finance.post(`payments/${payment?.id}/redeliver`);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().redelivered).toBe(before.webhooks.length);
    await settle(t);

    const after = await record(finance, sent.transfer.id);
    // The same events, by id: recognised as already filed, so the record stands as it was.
    expect(after.webhooks.map((w) => w.id)).toEqual(before.webhooks.map((w) => w.id));
    expect(after.status).toBe(before.status);
    expect(after.journals).toEqual(before.journals);
    expect(after.payments).toEqual(before.payments);

    const [line] = await auditOf(`transfer:${sent.transfer.id}`);
    expect(line).toMatchObject({
      action: 'payment.redeliver_webhooks',
      staffEmail: finance.email,
      after: { payment_id: payment?.id, events: before.webhooks.length },
    });
    expect((await finance.post(`payments/${randomUUID()}/redeliver`)).statusCode).toBe(404);
  });
});
