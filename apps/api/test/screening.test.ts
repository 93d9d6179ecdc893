import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseSummary, ComplianceCase } from '@homeward/contract';
import { complianceCases, screenings, staffAuditEvents } from '../src/db/schema';
import { CHECKING_MESSAGE } from '../src/modules/compliance/screening';
import type { TestBrowser } from './support/browser';
import { countryIdsByCode } from './support/customers';
import { pendingDocument } from './support/documents';
import { importedList, miniOfacList } from './support/sanctions';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import {
  sendingMoney,
  settle,
  viewTransfer,
  paidTransfer as paidTransferOf,
} from './support/transfers';

/**
 * Sanctions screening at each point the issue names, the cases hits open, payout stopped until
 * an officer decides, and both decisions' consequences. Screened against a small list in the
 * OFAC format (sanctions-lists.test.ts imports the real lists).
 */
let t: TestApp;
let officer: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney, COMPLIANCE_HOLD_ABOVE: '5000' });
  officer = await signedInStaff(t, ['compliance']);
  await importedList(officer, 'ofac', miniOfacList());
});
afterAll(() => t.close());

/** Open screening cases (monitoring may open cases of its own on these customers too). */
async function openCases(): Promise<CaseSummary[]> {
  const answer = await officer.get('cases?status=open');
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as CaseSummary[]).filter((row) => row.kind === 'screening');
}

async function caseFor(predicate: (row: CaseSummary) => boolean) {
  const found = (await openCases()).find(predicate);
  if (!found) throw new Error('no open case matches');
  return (await officer.get(`cases/${found.id}`)).json() as ComplianceCase;
}

/** A paid transfer of `amount` AUD (the shared helper, with this suite's app). */
const paidTransfer = (browser: TestBrowser, recipientId: string, amount = '300') =>
  paidTransferOf(t, browser, recipientId, amount);

describe('screening a recipient', () => {
  it('a listed name, written another way, opens a case when saved; the transfer waits, told only that we are checking', async () => {
    const customer = await sender(t, 2, 'screen-recipient');
    const recipient = await philippineRecipient(customer.browser, 'Karim Yusuf Al Haddad');
    const opened = await caseFor((row) => row.subject_name === 'Karim Yusuf Al Haddad');
    expect(opened).toMatchObject({
      subject_type: 'recipient',
      trigger: 'recipient_saved',
      customer: { id: customer.customerId },
      status: 'open',
    });
    expect(opened.hits[0]).toMatchObject({ source: 'ofac', ref: '90001' });
    expect(opened.hits[0]?.entry.names.map((name) => name.name)).toContain('AL-HADDAD, Karim');

    const id = await paidTransfer(customer.browser, recipient.id);
    const seen = await viewTransfer(customer.browser, id);
    expect(seen.status).toBe('on_hold');
    const reason = seen.timeline.at(-1)?.reason ?? '';
    expect(reason).toContain(CHECKING_MESSAGE);
    expect(reason.toLowerCase()).not.toMatch(/sanction|list|match|ofac/);
    expect((await caseFor((row) => row.id === opened.id)).transfers).toEqual([
      expect.objectContaining({ id, status: 'on_hold' }),
    ]);
    const queue = (await officer.get('queue')).json() as { cases: { count: number } };
    expect(queue.cases.count).toBeGreaterThanOrEqual(1);
  });

  it('cleared as a false positive, the transfer goes out, and the same name does not hit again until it changes', async () => {
    const customer = await sender(t, 2, 'screen-clear');
    const recipient = await philippineRecipient(customer.browser, 'Karim Haddad');
    const id = await paidTransfer(customer.browser, recipient.id);
    expect((await viewTransfer(customer.browser, id)).status).toBe('on_hold');
    const opened = await caseFor(
      (row) => row.subject_name === 'Karim Haddad' && row.customer.id === customer.customerId,
    );

    const cleared = await officer.post(`cases/${opened.id}/clear`, {
      note: 'Recipient is a 24-year-old nurse in Manila; listed person born 1971 in Lebanon.',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      status: 'cleared',
      decision: { note: expect.any(String) },
    });
    await settle(t);
    expect((await viewTransfer(customer.browser, id)).status).toBe('completed');

    // Saved again unchanged, and paid again: the cleared pair is not raised.
    const again = await customer.browser.put(`/client/v1/recipients/${recipient.id}`, {
      country: 'PH',
      currency: 'PHP',
      payout_method: 'bank_account',
      details: { ...(await detailsOf(customer.browser, recipient.id)), full_name: 'Karim Haddad' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const second = await paidTransfer(customer.browser, recipient.id);
    expect((await viewTransfer(customer.browser, second)).status).toBe('completed');
    expect((await openCases()).some((row) => row.customer.id === customer.customerId)).toBe(false);
    const records = await t.database.db
      .select()
      .from(screenings)
      .where(eq(screenings.subjectId, recipient.id))
      .orderBy(screenings.id);
    expect(records.at(-1)).toMatchObject({ trigger: 'payout', clearedCount: 1 });

    // A new name is a new question.
    const renamed = await customer.browser.put(`/client/v1/recipients/${recipient.id}`, {
      country: 'PH',
      currency: 'PHP',
      payout_method: 'bank_account',
      details: {
        ...(await detailsOf(customer.browser, recipient.id)),
        full_name: 'Karim Y. Haddad',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await openCases()).some((row) => row.customer.id === customer.customerId)).toBe(true);

    const audit = await t.database.db
      .select()
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.targetId, opened.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'case.clear', staffEmail: officer.email }),
    ]);
  });

  it('confirmed as a match, the recipient is blocked: held transfers are refunded and new ones refused', async () => {
    const customer = await sender(t, 2, 'screen-confirm');
    const recipient = await philippineRecipient(customer.browser, 'Dmitri Volkov');
    const id = await paidTransfer(customer.browser, recipient.id);
    const opened = await caseFor((row) => row.customer.id === customer.customerId);
    const confirmed = await officer.post(`cases/${opened.id}/confirm`, {
      note: 'Same person: name, and the account holder confirmed DOB 2 Nov 1968 by phone.',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settle(t);
    const seen = await viewTransfer(customer.browser, id);
    expect(seen.status).toBe('refunded');
    expect(
      seen.timeline
        .map((step) => step.reason ?? '')
        .join(' ')
        .toLowerCase(),
    ).not.toMatch(/sanction|list|match/);

    const quote = await quoteFor(customer.browser, '100');
    const refused = await customer.browser.post(
      '/client/v1/transactions',
      {
        quote_id: quote.id,
        recipient_id: recipient.id,
        purpose: 'gift',
        source_of_funds: 'salary',
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.recipient_id[0]).toBe(
      'We cannot send money to this recipient. Please contact support and we will help you.',
    );

    const twice = await officer.post(`cases/${opened.id}/clear`, { note: 'Second thoughts here.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already confirmed/);

    // The suspicious matter report, drafted for the officer to lodge.
    const draft = await officer.get(`cases/${opened.id}/smr-draft`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      case_reference: opened.reference,
      subject: { role: 'recipient', full_name: 'Dmitri Volkov' },
      ordering_customer: { role: 'customer', email: customer.email },
      listed_entries: [{ ref: '90002', primary_name: 'VOLKOV, Dmitri Andreyevich' }],
      transactions: [{ status: 'refunded', recipient_name: 'Dmitri Volkov' }],
      due_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(draft.json().grounds).toContain('Same person');
    expect(draft.json().subject.payout_details.length).toBeGreaterThan(0);
  });
});

describe('screening a customer', () => {
  it('a listed name saved as identity opens a case; confirmed, the customer is blocked and the paid transfer stays frozen', async () => {
    const customer = await sender(t, 'profile', 'screen-customer');
    const ids = await countryIdsByCode(t);
    const saved = await customer.browser.post('/client/v1/update?category=identity', {
      name: 'Karim',
      second_name: 'Youssef',
      third_name: 'Haddad',
      birth_detail: { date_of_birth: '1971-03-14', place_of_birth: 'Tripoli' },
      nationality_id: String(ids.LB ?? ids.PH),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const opened = await caseFor((row) => row.customer.id === customer.customerId);
    expect(opened).toMatchObject({ subject_type: 'customer', trigger: 'identity_saved' });
    expect(opened.subject).toMatchObject({
      name: 'Karim Youssef Haddad',
      date_of_birth: '1971-03-14',
    });
    expect(opened.hits[0]?.reasons.join(' ')).toMatch(/1971/);

    for (const [category, type] of [
      ['proof_of_identity', 'passport'],
      ['proof_of_address', 'utility_bill'],
    ] as const) {
      const document = await pendingDocument(t, customer.customerId, category, type);
      await t.app.deps.documents.approve(
        document,
        'ops:test',
        category === 'proof_of_identity'
          ? {
              givenNames: 'Karim Youssef',
              surname: 'Haddad',
              birthDate: '1971-03-14',
              documentNumber: 'N7654321',
              expiresOn: '2031-01-01',
            }
          : undefined,
      );
    }
    const recipient = await philippineRecipient(customer.browser, 'Ana Reyes');
    const id = await paidTransfer(customer.browser, recipient.id);
    expect((await viewTransfer(customer.browser, id)).status).toBe('on_hold');

    const confirmed = await officer.post(`cases/${opened.id}/confirm`, {
      note: 'Name, date and place of birth all agree with the listed person.',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settle(t);
    expect((await viewTransfer(customer.browser, id)).status).toBe('on_hold');
    const profile = (await customer.browser.get('/client/v1/profile')).json();
    expect(profile.is_blocked_for_sending ?? profile.data?.is_blocked_for_sending).toBe(true);
  });
});

describe('lists changing', () => {
  it('a new version of a list screens existing recipients again (a job)', async () => {
    const customer = await sender(t, 2, 'screen-rescreen');
    const recipient = await philippineRecipient(customer.browser, 'Rashid Abdullah Mansour');
    expect((await openCases()).some((row) => row.customer.id === customer.customerId)).toBe(false);
    await importedList(
      officer,
      'ofac',
      miniOfacList([
        `90004,"MANSOUR, Rashid Abdallah",individual,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 1980; nationality Yemen."`,
      ]),
    );
    await settle(t);
    const opened = await caseFor((row) => row.customer.id === customer.customerId);
    expect(opened).toMatchObject({ trigger: 'list_changed', subject_type: 'recipient' });
    expect(opened.hits[0]).toMatchObject({ ref: '90004' });
    expect(recipient.id).toBeDefined();
  });
});

describe('regulated records', () => {
  /** What the database said when it refused (drizzle wraps it as the cause). */
  const refusal = (query: Promise<unknown>) =>
    query.then(
      () => 'accepted',
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );

  it('screenings cannot be changed or deleted, nor cases deleted', async () => {
    const [record] = await t.database.db.select().from(screenings).limit(1);
    if (!record) throw new Error('no screening recorded');
    const { db } = t.database;
    expect(
      await refusal(db.update(screenings).set({ hitCount: 0 }).where(eq(screenings.id, record.id))),
    ).toMatch(/screenings is a regulated record/);
    expect(await refusal(db.delete(screenings).where(eq(screenings.id, record.id)))).toMatch(
      /screenings is a regulated record/,
    );
    expect(await refusal(db.delete(complianceCases))).toMatch(
      /compliance_cases is a regulated record/,
    );
  });

  it('an open case has no report to draft yet', async () => {
    const [open] = await openCases();
    if (!open) throw new Error('no open case');
    const draft = await officer.get(`cases/${open.id}/smr-draft`);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toMatch(/prepared once compliance confirms the case/);
  });
});

describe('who may', () => {
  it('cases are compliance’s: support and finance are refused, visitors asked to sign in', async () => {
    const support = await signedInStaff(t, ['support']);
    expect((await support.get('cases')).statusCode).toBe(403);
    const finance = await signedInStaff(t, ['finance']);
    expect(
      (await finance.post(`cases/${randomUUID()}/clear`, { note: 'x'.repeat(20) })).statusCode,
    ).toBe(403);
    const short = await officer.post(`cases/${randomUUID()}/clear`, { note: 'short' });
    expect(short.statusCode).toBe(422);
    expect(
      (await officer.post(`cases/${randomUUID()}/clear`, { note: 'x'.repeat(20) })).statusCode,
    ).toBe(404);
  });
});

async function detailsOf(browser: TestBrowser, id: string) {
  const recipient = (await browser.get(`/client/v1/recipients/${id}`)).json() as {
    details: Record<string, string>;
  };
  return recipient.details;
}
