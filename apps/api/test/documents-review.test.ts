import { customerSchema } from '@homeward/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { Conflict } from '../src/lib/domain-errors';
import { MAIL_JOB } from '../src/modules/mail/mailer';
import { countryIdsByCode, signedIn, verifiedCustomer } from './support/customers';
import { pendingDocument } from './support/documents';
import { lastMailTo } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';
import { opsCli } from './support/ops';

let t: TestApp;
let countryIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
  countryIds = await countryIdsByCode(t);
});
afterAll(() => t.close());

/** The ops CLI through the admin API, as a staff member with every role. */
let opsRun: ReturnType<typeof opsCli> | undefined;
const runOps = (argv: string[], out: (line: string) => void = () => {}) =>
  (opsRun ??= opsCli(t))(argv, out);

const ops = async (...argv: string[]) => {
  const lines: string[] = [];
  await runOps(argv, (line) => lines.push(line));
  return lines;
};

const reading = [
  '--given-names',
  'María José',
  '--surname',
  'Santos',
  '--birth-date',
  '1990-07-25',
  '--number',
  'P1234567',
  '--expiry',
  '2031-01-01',
];

/** A customer in Australia with identity details typed in, and a pending passport. */
async function customerWithPassport(typedFirstName = 'Maria') {
  const { email, customerId } = await verifiedCustomer(t);
  const browser = await signedIn(t, email);
  await browser.post('/client/v1/update-country', { country_id: countryIds.AU });
  const identity = await browser.post('/client/v1/update?category=identity', {
    name: typedFirstName,
    second_name: 'Jose',
    third_name: 'Santos',
    birth_detail: { date_of_birth: '1990-07-26', place_of_birth: 'Cebu City' },
    nationality_id: String(countryIds.PH),
  });
  expect(identity.statusCode).toBe(200);
  const documentId = await pendingDocument(t, customerId);
  return { browser, email, customerId, documentId };
}

describe('GET /client/v1/document-categories', () => {
  it('lists the categories with their types and pages', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t)).email);
    const response = await browser.get('/client/v1/document-categories');
    expect(response.statusCode).toBe(200);
    const categories = response.json();
    expect(categories.map((c: { code: string }) => c.code)).toEqual([
      'proof_of_identity',
      'proof_of_address',
      'selfie',
      'source_of_funds',
    ]);
    const nationalId = categories[0].document_types.find(
      (d: { code: string }) => d.code === 'national_id',
    );
    expect(nationalId).toMatchObject({
      min_pages: 2,
      max_pages: 2,
      page_labels: ['Front', 'Back'],
      document_number_label: 'ID number',
      public_upload: true,
    });
    expect((await t.app.inject({ url: '/client/v1/document-categories' })).statusCode).toBe(401);
  });
});

describe('document review by operations', () => {
  it('lists, reviews and approves a passport with what was read from it', async () => {
    const { browser, email, documentId } = await customerWithPassport();
    expect((await ops('documents:list')).some((line) => line.startsWith(documentId))).toBe(true);
    let customer = customerSchema.parse((await browser.get('/client/v1/profile')).json());
    expect(customer.pending_documents.map((d) => d.id)).toEqual([documentId]);

    await ops('documents:review', documentId);
    await expect(ops('documents:approve', documentId)).rejects.toThrow(
      'Record the name, birth date, number and expiry read from the document.',
    );
    await ops('documents:approve', documentId, ...reading);

    customer = customerSchema.parse((await browser.get('/client/v1/profile')).json());
    expect(customer.documents[0]).toMatchObject({
      status_code: 'approved',
      status_title: 'Approved',
    });
    expect(customer.pending_documents).toEqual([]);
    // "Maria Jose Santos" was typed; the passport says "María José Santos": the same name.
    expect(customer.poi_name_check).toBe(true);

    const shown = (await ops('documents:show', documentId)).join('\n');
    expect(shown).toContain('read: María José Santos, born 1990-07-25, number P1234567');
    expect(shown).toMatch(/in_review\s+staff:staff-token-\S+[\s\S]*approved\s+staff:staff-token-/);
    expect((await lastMailTo(t, email)).subject).toBe('Your proof of identity is approved');

    await ops('documents:expire', documentId);
    customer = customerSchema.parse((await browser.get('/client/v1/profile')).json());
    expect(customer.documents[0]?.status_code).toBe('expired');
    expect((await lastMailTo(t, email)).subject).toBe('Your proof of identity has expired');
    await expect(ops('documents:expire', documentId)).rejects.toThrow(
      'A document that is expired cannot become expired.',
    );
  });

  it('rejects with a reason the customer sees, and refuses moves the lifecycle does not allow', async () => {
    const { browser, email, documentId } = await customerWithPassport();
    await expect(ops('documents:reject', documentId)).rejects.toThrow(/reason/);
    await ops(
      'documents:reject',
      documentId,
      '--reason',
      'The photo is blurred. Please retake it.',
    );
    const customer = customerSchema.parse((await browser.get('/client/v1/profile')).json());
    expect(customer.documents[0]).toMatchObject({
      status_code: 'rejected',
      rejection_reason: 'The photo is blurred. Please retake it.',
    });
    expect((await lastMailTo(t, email)).text).toContain('The photo is blurred. Please retake it.');
    await expect(ops('documents:approve', documentId, ...reading)).rejects.toThrow(
      'A document that is rejected cannot become approved.',
    );
    await expect(ops('documents:show', '00000000-0000-0000-0000-000000000000')).rejects.toThrow(
      'Not found.',
    );
  });
});

describe('apply-info-from-poi and the identity lock', () => {
  it('copies the name, birth date and number from the approved passport', async () => {
    const { browser, documentId } = await customerWithPassport('Mary');
    await ops('documents:approve', documentId, ...reading);
    const before = customerSchema.parse((await browser.get('/client/v1/profile')).json());
    expect(before.poi_name_check).toBe(false);

    const applied = await browser.post('/client/v1/apply-info-from-poi');
    expect(applied.statusCode).toBe(200);
    const customer = customerSchema.parse(applied.json());
    expect(customer).toMatchObject({
      name: 'María',
      second_name: 'José',
      third_name: 'Santos',
      whole_name: 'María José Santos',
      unique_identity_number: 'P1234567',
      poi_name_check: false,
      birth_detail: { date_of_birth: '1990-07-25' },
    });
    const value = (key: string) => customer.attributes.find((a) => a.attribute === key)?.value;
    expect(value('name')).toBe('María');
    expect(value('birth_detail.date_of_birth')).toBe('1990-07-25');
  });

  it('locks the identity details and the country once identity is verified', async () => {
    const { browser, documentId } = await customerWithPassport();
    await ops('documents:approve', documentId, ...reading);
    const identity = await browser.post('/client/v1/update?category=identity', { name: 'Other' });
    expect(identity.statusCode).toBe(422);
    expect(identity.json().errors.identity[0]).toMatch(/locked/);
    const country = await browser.post('/client/v1/update-country', { country_id: countryIds.NZ });
    expect(country.statusCode).toBe(422);
    // Address and employment stay editable.
    const address = await browser.post('/client/v1/update?category=address', {
      address: { address_line_1: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000' },
    });
    expect(address.statusCode).toBe(200);
  });

  it('locks the address once a proof of address is approved, and keeps the one proved', async () => {
    const { browser, customerId } = await customerWithPassport();
    const proved = {
      address_line_1: '1 George St',
      city: 'Sydney',
      region: 'NSW',
      postcode: '2000',
    };
    await browser.post('/client/v1/update?category=address', { address: proved });
    const proof = await pendingDocument(t, customerId, 'proof_of_address', 'utility_bill');
    await ops('documents:approve', proof);
    const moved = await browser.post('/client/v1/update?category=address', {
      address: { ...proved, address_line_1: '9 Other St' },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      address: [
        'Your address is verified by a proof of address, so it is locked. Contact us to change it.',
      ],
    });
    const customer = customerSchema.parse((await browser.get('/client/v1/profile')).json());
    const line = customer.attributes.find((a) => a.attribute === 'address.address_line_1');
    expect(line?.value).toBe('1 George St');
    // Employment stays editable.
    const employment = await browser.post('/client/v1/update?category=employment', {
      employment: {
        status: 'employed',
        occupation: 'Nurse',
        industry: 'health',
        income_band: '30k_60k',
      },
    });
    expect(employment.statusCode).toBe(200);
  });
});

/** The decisions (approved or rejected) mailed about a customer's documents, queued or sent. */
async function decisionMailsTo(email: string) {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, MAIL_JOB), eq(sql`${jobs.payload}->>'to'`, email)));
  return rows
    .map((row) => (row.payload as { message: { template: string; status?: string } }).message)
    .filter(
      (message) =>
        message.template === 'document-status' &&
        (message.status === 'approved' || message.status === 'rejected'),
    );
}

describe('two reviewers deciding one document at the same moment', () => {
  // On PostgreSQL the approval and the rejection run on two pooled connections at once: both
  // can read "in_review" before either writes, and the second UPDATE waits on the first's row
  // lock, so only the compare-and-set condition stops it overwriting a committed decision. This
  // is the real race. PGlite has one connection and runs one statement at a time, so there the
  // two decisions only take turns between statements; the test still runs (a check-then-write
  // split across awaits loses there too) but cannot prove anything about parallel transactions.
  const ROUNDS = 20;

  it(`lets exactly one of approve and reject win, ${ROUNDS} times over`, async () => {
    const documents = t.app.deps.documents;
    // One customer per document, so each document's mail can be counted; made one at a time
    // because each sign-up reads its code from the shared outbox.
    const customers = [];
    for (let round = 0; round < ROUNDS; round++) customers.push(await verifiedCustomer(t, 'race'));

    for (const { email, customerId } of customers) {
      const documentId = await pendingDocument(t, customerId, 'proof_of_address', 'utility_bill');
      await documents.startReview(documentId, 'ops:setup');

      const [approval, rejection] = await Promise.allSettled([
        documents.approve(documentId, 'ops:ana'),
        documents.reject(documentId, 'ops:ben', 'The bill is older than three months.'),
      ]);

      const won = [approval, rejection].filter((result) => result.status === 'fulfilled');
      const lost = [approval, rejection].flatMap((result) =>
        result.status === 'rejected' ? [result.reason as unknown] : [],
      );
      expect(won, `exactly one decision wins on ${documentId}`).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toBeInstanceOf(Conflict);

      const winner = approval.status === 'fulfilled' ? 'approved' : 'rejected';
      // Either it lost the race, or it started after the winner committed and was refused.
      expect((lost[0] as Error).message).toMatch(
        new RegExp(`it is now ${winner}\\.|A document that is ${winner} cannot become`),
      );

      const found = await documents.find(documentId);
      expect(found?.document.statusCode).toBe(winner);
      const decisions = (await documents.history(documentId)).filter(
        (event) => event.statusCode === 'approved' || event.statusCode === 'rejected',
      );
      expect(decisions.map((event) => event.statusCode)).toEqual([winner]);
      expect((await decisionMailsTo(email)).map((mail) => mail.status)).toEqual([winner]);
    }
  }, 60_000);
});
