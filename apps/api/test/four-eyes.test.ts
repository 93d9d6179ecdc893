import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCorridor, Proposal } from '@homeward/contract';
import { staffProposals } from '../src/db/schema';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let alice: StaffBrowser;
let bruno: StaffBrowser;
let support: StaffBrowser;
let compliance: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInStaff(t, ['finance'], 'alice');
  bruno = await signedInStaff(t, ['finance'], 'bruno');
  support = await signedInStaff(t, ['support']);
  compliance = await signedInStaff(t, ['compliance']);
});
afterAll(async () => t.close());

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

async function propose(staff: StaffBrowser, body: unknown): Promise<Proposal> {
  const answer = await staff.post('proposals', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

async function approve(staff: StaffBrowser, proposal: Proposal): Promise<Proposal> {
  const answer = await staff.post(`proposals/${proposal.id}/approve`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const rateOf = async (base: string, quote: string) =>
  (
    (await support.get('rates')).json().data as { base: string; quote: string; rate: string }[]
  ).find((row) => row.base === base && row.quote === quote);

async function corridor(route: string): Promise<AdminCorridor> {
  const answer = await support.get('corridors');
  expect(answer.statusCode).toBe(200);
  const found = (answer.json().data as AdminCorridor[]).find((entry) => entry.route === route);
  if (!found) throw new Error(`no corridor ${route}`);
  return found;
}

const auditOf = (target: string) => t.app.deps.audit.list({ target, limit: 50 });
const pendingCount = async () =>
  (await t.database.db.select().from(staffProposals).where(eq(staffProposals.status, 'pending')))
    .length;

describe('a rate change', () => {
  it('is proposed by one officer and applied by another, with its history and audit lines', async () => {
    const was = await rateOf('AUD', 'PHP');
    expect(was).toBeDefined();

    const proposal = await propose(alice, {
      kind: 'rate',
      change: { base: 'AUD', quote: 'PHP', rate: '41.25' },
    });
    expect(proposal).toMatchObject({
      kind: 'rate',
      status: 'pending',
      proposed_by: alice.email,
      decided_by: null,
      payload: { base: 'AUD', quote: 'PHP', rate: '41.25' },
    });
    expect(proposal.summary).toBe('Set the mid-market rate to 1 AUD = 41.25 PHP.');
    // Nothing changes until someone else approves.
    expect((await rateOf('AUD', 'PHP'))?.rate).toBe(was?.rate);

    const pending = (await support.get('proposals?status=pending')).json().data as Proposal[];
    expect(pending.map((entry) => entry.id)).toContain(proposal.id);

    // A second proposal for the same rate waits for the first to be decided.
    const second = await bruno.post('proposals', {
      kind: 'rate',
      change: { base: 'AUD', quote: 'PHP', rate: '40' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already waiting for approval/);

    const own = await alice.post(`proposals/${proposal.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve your own proposal: another officer must.');
    expect((await compliance.post(`proposals/${proposal.id}/approve`)).statusCode).toBe(403);
    expect((await rateOf('AUD', 'PHP'))?.rate).toBe(was?.rate);

    const approved = await approve(bruno, proposal);
    expect(approved).toMatchObject({ status: 'approved', decided_by: bruno.email });
    expect(approved.decided_at).not.toBeNull();
    expect((await rateOf('AUD', 'PHP'))?.rate).toBe('41.25');
    expect((await bruno.post(`proposals/${proposal.id}/approve`)).statusCode).toBe(409);

    // A second change, the other way round, for the history.
    const next = await propose(bruno, {
      kind: 'rate',
      change: { base: 'AUD', quote: 'PHP', rate: '42.5' },
    });
    await approve(alice, next);
    const history = await support.get('rates/history?base=aud&quote=PHP');
    expect(history.statusCode).toBe(200);
    const [newest, older, seeded] = history.json().data;
    expect(newest).toMatchObject({ base: 'AUD', quote: 'PHP', rate: '42.5' });
    expect(newest.changed_by).toContain(alice.email);
    expect(newest.changed_by).toContain(bruno.email);
    expect(older).toMatchObject({ rate: '41.25' });
    expect(older.changed_by).toBe(`staff:${bruno.email} (proposed by staff:${alice.email})`);
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(older.at));
    // The rate the first change replaced, as the database was seeded with it.
    expect(seeded).toMatchObject({ rate: was?.rate, changed_by: 'seed' });

    const lines = await auditOf('rate:AUD/PHP');
    expect(lines.map((line) => line.action)).toEqual(['rate.set', 'rate.set']);
    expect(lines[1]).toMatchObject({
      staffEmail: bruno.email,
      before: expect.objectContaining({ rate: expect.stringMatching(/^\d/) }),
      after: expect.objectContaining({ rate: expect.stringMatching(/^41\.25/) }),
    });
    expect(lines[0]).toMatchObject({
      staffEmail: alice.email,
      before: expect.objectContaining({ rate: expect.stringMatching(/^41\.25/) }),
      after: expect.objectContaining({ rate: expect.stringMatching(/^42\.5/) }),
    });
    expect((await auditOf(`proposal:${proposal.id}`)).map((line) => line.action)).toEqual([
      'proposal.approve',
      'proposal.create',
    ]);
  });

  it('is refused at once when the pricing service would refuse it, and changes nothing', async () => {
    const before = await pendingCount();
    const zero = await alice.post('proposals', {
      kind: 'rate',
      change: { base: 'AUD', quote: 'PHP', rate: '0' },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.rate).toEqual([
      'Give the rate as a positive decimal number, like 36.5123.',
    ]);
    const unknown = await alice.post('proposals', {
      kind: 'rate',
      change: { base: 'AUD', quote: 'ABC', rate: '1' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.quote).toEqual(['ABC is not an ISO 4217 currency.']);
    const shape = await alice.post('proposals', { kind: 'rate', change: { base: 'AUD' } });
    expect(shape.statusCode).toBe(422);
    expect((await alice.post('proposals', { kind: 'discount' })).statusCode).toBe(422);
    expect(await pendingCount()).toBe(before);
  });

  it('may be proposed by finance only, and read by everyone with the queue', async () => {
    const body = { kind: 'rate', change: { base: 'AUD', quote: 'INR', rate: '55' } };
    expect((await support.post('proposals', body)).statusCode).toBe(403);
    expect((await compliance.post('proposals', body)).statusCode).toBe(403);
    const admin = await signedInStaff(t, ['admin']);
    expect((await admin.get('proposals')).statusCode).toBe(200);
    expect((await admin.get('proposals?status=lost')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/admin/v1/proposals' })).statusCode).toBe(
      401,
    );
  });
});

describe('corridor and fee changes', () => {
  it('apply on approval and keep their before and after in the audit log', async () => {
    const before = await corridor('AUD-PH-PHP');
    const proposal = await propose(alice, {
      kind: 'corridor',
      change: { corridor_id: before.id, margin_percent: '0.65', max_send: '40000' },
    });
    expect(proposal.summary).toBe(
      `Change corridor #${before.id} AUD-PH-PHP: maximum 40000, margin 0.65 %.`,
    );
    expect((await corridor('AUD-PH-PHP')).margin_percent).toBe(before.margin_percent);
    await approve(bruno, proposal);
    const after = await corridor('AUD-PH-PHP');
    expect(after).toMatchObject({ margin_percent: '0.65', max_send: '40000.00' });
    const [line] = await auditOf(`corridor:${before.id}`);
    expect(line).toMatchObject({
      action: 'corridor.set',
      staffEmail: bruno.email,
      before: expect.objectContaining({ maxSendMinor: 5_000_000 }),
      after: expect.objectContaining({ maxSendMinor: 4_000_000 }),
    });

    const fee = await propose(bruno, {
      kind: 'fee',
      change: { corridor_id: before.id, method: 'bank_account', fixed_fee: '3.10' },
    });
    expect(fee.summary).toBe(
      `Change bank_account on corridor #${before.id} AUD-PH-PHP: fixed fee 3.10.`,
    );
    await approve(alice, fee);
    const bank = (await corridor('AUD-PH-PHP')).methods.find((m) => m.method === 'bank_account');
    expect(bank?.fixed_fee).toBe('3.10');
    const [feeLine] = await auditOf(`fee:${before.id}/bank_account`);
    expect(feeLine).toMatchObject({
      action: 'fee.set',
      before: expect.objectContaining({ method: 'bank_account' }),
      after: expect.objectContaining({ fixedFeeMinor: 310 }),
    });
  });

  it('refuses a bad change at once: 422 for values, 404 for no corridor', async () => {
    const { id } = await corridor('AUD-PH-PHP');
    const before = await pendingCount();
    const inverted = await alice.post('proposals', {
      kind: 'corridor',
      change: { corridor_id: id, min_send: '500', max_send: '100' },
    });
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().errors.min_send).toEqual([
      'The minimum must be positive and below the maximum.',
    ]);
    const cents = await alice.post('proposals', {
      kind: 'fee',
      change: { corridor_id: id, method: 'bank_account', fixed_fee: '1.005' },
    });
    expect(cents.statusCode).toBe(422);
    expect(cents.json().errors.fixed_fee).toBeDefined();
    const margin = await alice.post('proposals', {
      kind: 'corridor',
      change: { corridor_id: id, margin_percent: '150' },
    });
    expect(margin.statusCode).toBe(422);
    const nothing = await alice.post('proposals', {
      kind: 'corridor',
      change: { corridor_id: id },
    });
    expect(nothing.statusCode).toBe(422);
    const missing = await alice.post('proposals', {
      kind: 'corridor',
      change: { corridor_id: 99_999, enabled: false },
    });
    expect(missing.statusCode).toBe(404);
    expect(await pendingCount()).toBe(before);
  });
});

describe('rejecting', () => {
  it('another officer rejects with a reason; the proposer may withdraw their own', async () => {
    const { id } = await corridor('AUD-PH-PHP');
    const proposal = await propose(alice, {
      kind: 'corridor',
      change: { corridor_id: id, enabled: false },
    });
    expect((await bruno.post(`proposals/${proposal.id}/reject`, {})).statusCode).toBe(422);
    expect(
      (await compliance.post(`proposals/${proposal.id}/reject`, { reason: 'Not ours to say.' }))
        .statusCode,
    ).toBe(403);
    const rejected = await bruno.post(`proposals/${proposal.id}/reject`, {
      reason: 'The corridor stays open over the holidays.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decided_by: bruno.email,
      decision_reason: 'The corridor stays open over the holidays.',
    });
    expect((await corridor('AUD-PH-PHP')).enabled).toBe(true);
    expect((await bruno.post(`proposals/${proposal.id}/approve`)).statusCode).toBe(409);
    const [line] = await auditOf(`proposal:${proposal.id}`);
    expect(line).toMatchObject({
      action: 'proposal.reject',
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'rejected' }),
    });

    // Rejected, the target is free for a new proposal; its proposer withdraws that one.
    const again = await propose(alice, {
      kind: 'corridor',
      change: { corridor_id: id, enabled: false },
    });
    const withdrawn = await alice.post(`proposals/${again.id}/reject`, {
      reason: 'Proposed by mistake.',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'rejected', decided_by: alice.email });
    const rejectedList = (await support.get('proposals?status=rejected')).json().data as Proposal[];
    expect(rejectedList.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([proposal.id, again.id]),
    );
    expect((await support.post('proposals/not-an-id/approve')).statusCode).toBe(404);
  });
});

describe.runIf(onPostgres)('two approvers at once (PostgreSQL)', () => {
  it('apply the change once: one succeeds, the other is told it was decided', async () => {
    const carla = await signedInStaff(t, ['finance'], 'carla');
    for (let round = 0; round < 5; round += 1) {
      const rate = `50.${round + 1}`;
      const proposal = await propose(alice, {
        kind: 'rate',
        change: { base: 'AUD', quote: 'VND', rate },
      });
      const answers = await Promise.all([
        bruno.post(`proposals/${proposal.id}/approve`),
        carla.post(`proposals/${proposal.id}/approve`),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const history = (await support.get('rates/history?base=AUD&quote=VND')).json().data;
      expect(history.filter((entry: { rate: string }) => entry.rate === rate)).toHaveLength(1);
      const approvals = (await auditOf(`proposal:${proposal.id}`)).filter(
        (line) => line.action === 'proposal.approve',
      );
      expect(approvals).toHaveLength(1);
      expect((await auditOf('rate:AUD/VND')).length).toBe(round + 1);
    }
  });
});
