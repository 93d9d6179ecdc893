import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, staffAuditEvents } from '../src/db/schema';
import { drainJobs, lastMailTo } from './support/mail';
import { sender } from './support/senders';
import { signedInStaff } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import { confirmedTransfer, sendingMoney } from './support/transfers';

/**
 * Support requests: a customer asks from the Help page, about one of their own transfers or
 * none; support staff list and read them, and reply by email, audited; the customer sees it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney, APP_URL: 'https://homeward.example' });
});
afterAll(() => t.close());

const PATH = '/client/v1/support-requests';
const ask = (
  browser: Awaited<ReturnType<typeof sender>>['browser'],
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) => browser.post(PATH, body, { headers: key ? { 'idempotency-key': key } : {} });

describe('POST /client/v1/support-requests', () => {
  it('creates an open request about the customer’s transfer, once per key', async () => {
    const { browser, transfer } = await confirmedTransfer(t);
    const body = {
      topic: 'delivery',
      message: '  When will my money arrive in Manila?  ',
      transfer_id: transfer.id,
    };
    const key = randomUUID();
    const first = await ask(browser, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json();
    expect(created).toMatchObject({
      topic: 'delivery',
      topic_title: 'When the money arrives',
      status: 'open',
      status_title: 'Waiting for our answer',
      transfer: { id: transfer.id, tracking_number: expect.any(String) },
      messages: [{ from: 'customer', body: 'When will my money arrive in Manila?' }],
    });
    // A double click: the same key answers the same request, and makes no second one.
    const again = await ask(browser, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.id);
    // The same key with an edited question is refused, not answered with the old one.
    for (const changed of [
      { ...body, message: 'When will my money arrive in Cebu?' },
      { ...body, topic: 'fees_and_rates' },
      { topic: body.topic, message: body.message },
    ]) {
      const edited = await ask(browser, changed, key);
      expect(edited.statusCode).toBe(422);
      expect(edited.json().errors).toEqual({
        idempotency_key: [
          'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
        ],
      });
    }
    const mine = (await browser.get(PATH)).json();
    expect(mine.map((request: { id: string }) => request.id)).toEqual([created.id]);
  });

  it('takes a question about no transfer', async () => {
    const { browser } = await sender(t, 'profile', 'support-none');
    const answer = await ask(browser, { topic: 'limits', message: 'How do I raise my limits?' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().transfer).toBeNull();
  });

  it('says what is wrong with each field', async () => {
    const { browser } = await sender(t, 'profile', 'support-bad');
    const answer = await ask(browser, { topic: 'gossip', message: 'short', transfer_id: 'abc' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      topic: ['Choose what your question is about.'],
      message: ['Tell us a little more: at least 10 characters.'],
      transfer_id: ['Choose one of your transfers, or none.'],
    });
    const noKey = await ask(
      browser,
      { topic: 'other', message: 'A question without a key.' },
      null,
    );
    expect(noKey.statusCode).toBe(422);
    expect(Object.keys(noKey.json().errors)).toEqual(['idempotency_key']);
  });

  it('refuses someone else’s transfer as if it did not exist', async () => {
    const owner = await confirmedTransfer(t);
    const { browser } = await sender(t, 'profile', 'support-other');
    const answer = await ask(browser, {
      topic: 'complaint',
      message: 'This transfer is not mine but I ask anyway.',
      transfer_id: owner.transfer.id,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      transfer_id: ['Choose one of your transfers, or none.'],
    });
    expect((await browser.get(PATH)).json()).toEqual([]);
  });

  it('needs a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: PATH });
    expect(answer.statusCode).toBe(401);
  });
});

describe('support staff', () => {
  it('list open requests newest first, read the thread and reply: emailed, answered, audited', async () => {
    const customer = await confirmedTransfer(t);
    const older = await ask(customer.browser, {
      topic: 'fees_and_rates',
      message: 'Why is the fee higher for cash pickup?',
    });
    const newer = await ask(customer.browser, {
      topic: 'cancellation',
      message: 'Can I still cancel this transfer?',
      transfer_id: customer.transfer.id,
    });
    const staff = await signedInStaff(t, ['support']);

    const open = (await staff.get('support-requests')).json() as { id: string }[];
    const ids = open.map((request) => request.id);
    expect(ids.indexOf(newer.json().id)).toBeLessThan(ids.indexOf(older.json().id));
    const listed = open.find((request) => request.id === newer.json().id);
    expect(listed).toMatchObject({
      status: 'open',
      customer: { id: customer.customerId, email: customer.email },
      transfer: { id: customer.transfer.id },
      preview: 'Can I still cancel this transfer?',
    });

    const id = newer.json().id as string;
    const reply = await staff.post(`support-requests/${id}/replies`, {
      message: 'Yes: until it is paid out, from the transfer’s page.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'answered',
      messages: [
        { from: 'customer', staff_email: null },
        {
          from: 'support',
          body: 'Yes: until it is paid out, from the transfer’s page.',
          staff_email: staff.email,
        },
      ],
    });

    const mail = await lastMailTo(t, customer.email);
    expect(mail.subject).toBe('Our answer to your question: Cancelling and refunds');
    expect(mail.text).toContain('Yes: until it is paid out, from the transfer’s page.');
    expect(mail.text).toContain('https://homeward.example/help');

    const audit = await t.database.db
      .select()
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.targetId, id), eq(staffAuditEvents.action, 'support.reply')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetType: 'support_request',
      staffEmail: staff.email,
      before: { status: 'open' },
      after: { status: 'answered', body: 'Yes: until it is paid out, from the transfer’s page.' },
    });

    // The customer sees the answer; the list of open requests no longer holds it.
    const mine = (await customer.browser.get(PATH)).json();
    expect(mine[0]).toMatchObject({
      id,
      status: 'answered',
      messages: [{ from: 'customer' }, { from: 'support' }],
    });
    const stillOpen = (await staff.get('support-requests')).json() as { id: string }[];
    expect(stillOpen.map((request) => request.id)).not.toContain(id);
    const answered = (await staff.get('support-requests?status=answered')).json();
    expect(answered.map((request: { id: string }) => request.id)).toContain(id);
  });

  it('send one answer when two replies to the same message cross: the second is told, nothing else changes', async () => {
    const staff = await signedInStaff(t, ['support'], 'support-crossed');
    const customer = await sender(t, 'profile', 'support-crossed');
    const asked = await ask(customer.browser, { topic: 'other', message: 'Is anyone there?' });
    const { id, messages } = asked.json() as { id: string; messages: { id: string }[] };
    const inReplyTo = messages[0]?.id;
    const replies = await Promise.all(
      ['Yes, here.', 'Hello, we are.'].map((message) =>
        staff.post(`support-requests/${id}/replies`, { message, in_reply_to: inReplyTo }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409);
    expect(refused?.json().message).toBe(
      'Someone replied while you were writing. Read their reply, then send yours if it is still needed.',
    );
    await drainJobs(t);
    const mails = await t.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, customer.email));
    expect(mails.filter((mail) => mail.subject.startsWith('Our answer'))).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.targetId, id), eq(staffAuditEvents.action, 'support.reply')));
    expect(audit).toHaveLength(1);
    const thread = (await staff.get(`support-requests/${id}`)).json().messages;
    expect(thread).toHaveLength(2);

    // Replying to the thread's last message, as the console then does, is taken.
    const again = await staff.post(`support-requests/${id}/replies`, {
      message: 'And one more thing.',
      in_reply_to: thread[1].id,
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuse an empty reply, and a request that does not exist', async () => {
    const staff = await signedInStaff(t, ['support'], 'support-empty');
    const customer = await sender(t, 'profile', 'support-empty');
    const asked = await ask(customer.browser, { topic: 'other', message: 'Is anyone there?' });
    const empty = await staff.post(`support-requests/${asked.json().id}/replies`, { message: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ message: ['Write the reply.'] });
    const missing = await staff.post(`support-requests/${randomUUID()}/replies`, {
      message: 'Hello there.',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('may read by role: compliance reads but does not reply; finance does neither', async () => {
    const customer = await sender(t, 'profile', 'support-roles');
    const asked = await ask(customer.browser, { topic: 'other', message: 'Who reads this?' });
    const id = asked.json().id as string;
    const compliance = await signedInStaff(t, ['compliance'], 'support-compliance');
    const finance = await signedInStaff(t, ['finance'], 'support-finance');
    expect((await compliance.get(`support-requests/${id}`)).statusCode).toBe(200);
    expect(
      (await compliance.post(`support-requests/${id}/replies`, { message: 'Hello.' })).statusCode,
    ).toBe(403);
    expect((await finance.get('support-requests')).statusCode).toBe(403);
  });
});
