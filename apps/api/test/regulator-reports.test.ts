import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IftiOverview, RegulatorReport } from '@homeward/contract';
import { validateXML } from 'xmllint-wasm';
import {
  customers,
  documentStatusEvents,
  documents,
  jobs,
  payouts,
  regulatorReportItems,
  regulatorReports,
  transfers,
} from '../src/db/schema';
import { DAILY_REPORTS_JOB } from '../src/modules/reports/daily-job';
import { addDays, dayIn, startOfDayIn } from '../src/modules/reports/days';
import { paidTransfer, sentAt } from './support/reports';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import { sendingMoney, settle } from './support/transfers';

const SYDNEY = 'Australia/Sydney';
const XSD = new URL('../src/modules/reports/austrac/ifti-dra.xsd', import.meta.url);
/** A Monday long past: its deadline is Monday 16 March 2026 (10 business days after). */
const DAY = '2026-03-02';
const NEXT_DAY = '2026-03-03';
const at = (day: string, hour: number) => startOfDayIn(SYDNEY, day, hour);
const today = () => dayIn(SYDNEY, new Date());

let t: TestApp;
let compliance: StaffBrowser;
let support: StaffBrowser;
let finance: StaffBrowser;
const logged: { level: number; msg: string; [key: string]: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp(sendingMoney, {
    logger: { stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
  });
  compliance = await signedInStaff(t, ['compliance']);
  support = await signedInStaff(t, ['support']);
  finance = await signedInStaff(t, ['finance']);
});
afterAll(() => t?.close());

const validate = async (xml: string) =>
  validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'ifti-dra.xsd', contents: readFileSync(XSD, 'utf8') }],
  });

const overview = async (from: string, to: string) => {
  const answer = await compliance.get(`reports/ifti?from=${from}&to=${to}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as IftiOverview;
};

const generate = (day: string, staff = compliance) => staff.post('reports/ifti', { day });

/** Who and what the report's file should say of a transfer, from the records themselves. */
async function recordsOf(transferId: string, customerId: string) {
  const { db } = t.database;
  const [transfer] = await db.select().from(transfers).where(eq(transfers.id, transferId));
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  const [payout] = await db.select().from(payouts).where(eq(payouts.transferId, transferId));
  const [approved] = await db
    .select({ at: documentStatusEvents.createdAt })
    .from(documentStatusEvents)
    .innerJoin(documents, eq(documents.id, documentStatusEvents.documentId))
    .where(
      and(eq(documents.customerId, customerId), eq(documentStatusEvents.statusCode, 'approved')),
    )
    .orderBy(desc(documentStatusEvents.createdAt));
  if (!transfer || !customer || !payout?.reference || !approved) throw new Error('records missing');
  return {
    transfer,
    crn: customer.crn,
    payoutReference: payout.reference,
    approvedAt: approved.at,
  };
}

describe('the IFTI-DRA report of a day', () => {
  let first: Awaited<ReturnType<typeof paidTransfer>>;
  let report: RegulatorReport;

  it('lists the day with its count and deadline, overdue while unreported', async () => {
    first = await paidTransfer(t, { amount: '250', reference: 'School fees for Ana' });
    const second = await paidTransfer(t, { amount: '120' });
    const nextDay = await paidTransfer(t, { amount: '130' });
    await sentAt(t, first.transferId, at(DAY, 10));
    await sentAt(t, second.transferId, at(DAY, 23));
    // Sent at 00:30 Sydney time: the next day there, though still the 2nd in UTC.
    await sentAt(t, nextDay.transferId, at(NEXT_DAY, 0.5));

    const { days, reports } = await overview(DAY, NEXT_DAY);
    expect(reports).toEqual([]);
    expect(days).toEqual([
      {
        day: NEXT_DAY,
        transfers: 1,
        reported: 0,
        submitted: 0,
        deadline: '2026-03-17',
        business_days_left: expect.any(Number),
        overdue: true,
      },
      {
        day: DAY,
        transfers: 2,
        reported: 0,
        submitted: 0,
        deadline: '2026-03-16',
        business_days_left: expect.any(Number),
        overdue: true,
      },
    ]);
    expect(days[1]?.business_days_left).toBeLessThan(-100);
  });

  it('generates the file: valid against the schema, with every field of a known transfer', async () => {
    const answer = await generate(DAY);
    expect(answer.statusCode, answer.body).toBe(201);
    report = answer.json() as RegulatorReport;
    expect(report).toMatchObject({
      format: 'austrac-ifti-dra',
      day: DAY,
      sequence: 1,
      status: 'generated',
      file_name: 'IFTI-DRA-100000000-20260302-01.xml',
      transfer_count: 2,
      generated_by: `staff:${compliance.email}`,
      submitted_at: null,
      receipt: null,
    });

    const file = await compliance.get(`reports/${report.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="IFTI-DRA-100000000-20260302-01.xml"',
    );
    expect(file.headers['cache-control']).toBe('no-store');
    const xml = file.body;
    expect(createHash('sha256').update(xml).digest('hex')).toBe(report.sha256);

    const validation = await validate(xml);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
    // The schema itself refuses a file that leaves out what AUSTRAC must hear (the transferor).
    const broken = xml.replace(/<transferor>[\s\S]*?<\/transferor>\n/, '');
    expect((await validate(broken)).valid).toBe(false);

    const records = await recordsOf(first.transferId, first.customerId);
    const { transfer } = records;
    expect(xml).toContain(
      [
        '<reNumber>100000000</reNumber>',
        '<fileName>IFTI-DRA-100000000-20260302-01.xml</fileName>',
        '<reportCount>2</reportCount>',
      ].join('\n'),
    );
    const receive = (transfer.receiveMinor / 100).toFixed(2);
    const expected = [
      '<iftiDra>',
      '<header>',
      `<txnRefNo>${transfer.trackingNumber}</txnRefNo>`,
      `<reReportRef>${transfer.id}</reReportRef>`,
      '</header>',
      '<transaction>',
      `<txnDate>${DAY}</txnDate>`,
      `<sentDate>${DAY}</sentDate>`,
      `<valueDate>${DAY}</valueDate>`,
      '<direction>O</direction>',
      '<tfrType>M</tfrType>',
      '<currencyAmount>',
      '<currency>AUD</currency>',
      '<amount>250.00</amount>',
      '</currencyAmount>',
      '<amountAvailable>',
      '<currency>PHP</currency>',
      `<amount>${receive}</amount>`,
      '</amountAvailable>',
      '</transaction>',
      '<transferor>',
      '<fullName>Maria Santos</fullName>',
      '<mainAddress>',
      '<addr>1 George St</addr>',
      '<suburb>Sydney</suburb>',
      '<state>NSW</state>',
      '<postcode>2000</postcode>',
      '<country>AU</country>',
      '</mainAddress>',
      `<custNo>${records.crn}</custNo>`,
      '<individualDetails>',
      '<dob>1990-07-25</dob>',
      '</individualDetails>',
      '<identification>',
      '<type>passport</type>',
      '<typeDesc>Passport</typeDesc>',
      '<number>P1234567</number>',
      `<verifiedDate>${dayIn(SYDNEY, records.approvedAt)}</verifiedDate>`,
      '</identification>',
      '</transferor>',
      '<sender>',
      '<name>Homeward Pty Ltd</name>',
      '<abn>51824753556</abn>',
      '<reNumber>100000000</reNumber>',
      '<mainAddress>',
      '<addr>1 Example Street, Sydney NSW 2000, Australia (development)</addr>',
      '<country>AU</country>',
      '</mainAddress>',
      '</sender>',
      '<disbursingEntity>',
      '<name>Homeward payout simulator (development)</name>',
      '<country>PH</country>',
      `<payoutRef>${records.payoutReference}</payoutRef>`,
      '</disbursingEntity>',
      '<transferee>',
      '<fullName>Maria Santos Cruz</fullName>',
      '<mainAddress>',
      '<country>PH</country>',
      '</mainAddress>',
      '<payoutMethod>bank_account</payoutMethod>',
    ].join('\n');
    const detail = (label: string, value: string) => [
      '<payoutDetail>',
      `<label>${label}</label>`,
      `<value>${value}</value>`,
      '</payoutDetail>',
    ];
    expect(xml).toContain(
      [
        expected,
        ...detail('Account holder’s full name', 'Maria Santos Cruz'),
        ...detail('Bank', 'BDO Unibank'),
        ...detail('Account number', '001234567890'),
        '</transferee>',
        '<reasonForTransfer>School fees for Ana</reasonForTransfer>',
        '</iftiDra>',
      ].join('\n'),
    );
    // A transfer without a reference gives the purpose the customer chose as its reason.
    expect(xml).toContain('<reasonForTransfer>Family support</reasonForTransfer>');
    // The next day's transfer (sent after midnight in Sydney) is not in this day's file.
    expect(xml.match(/<iftiDra>/g)).toHaveLength(2);
  });

  it('makes nothing new for a day already reported, and refuses days without transfers or not over', async () => {
    const again = await generate(DAY);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: `Every transfer sent on ${DAY} is already in a report: nothing new to generate.`,
      reports: [report.id],
    });
    const none = await generate('2026-03-07');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.day).toEqual([
      'No transfer reportable to AUSTRAC was sent on 2026-03-07.',
    ]);
    const open = await generate(today());
    expect(open.statusCode).toBe(422);
    expect(open.json().errors.day[0]).toMatch(/is not over yet in Australia\/Sydney/);
    expect((await generate('2026-02-30')).statusCode).toBe(422);
    expect((await generate('2026-13-45')).statusCode).toBe(422);
    expect((await compliance.get('reports/ifti?from=2026-99-01&to=2026-03-01')).statusCode).toBe(
      422,
    );
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(regulatorReports);
    expect(count[0]?.n).toBe(1);
  });

  it('a transfer sent that day but found later goes in a second file, alone', async () => {
    const late = await paidTransfer(t, { amount: '90' });
    await sentAt(t, late.transferId, at(DAY, 15));
    const answer = await generate(DAY);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      sequence: 2,
      transfer_count: 1,
      file_name: 'IFTI-DRA-100000000-20260302-02.xml',
    });
    const { days } = await overview(DAY, DAY);
    expect(days[0]).toMatchObject({ transfers: 3, reported: 3, submitted: 0, overdue: true });
  });

  it('marks a report submitted once, with AUSTRAC’s receipt; the day is done when all are', async () => {
    const marked = await compliance.post(`reports/${report.id}/submitted`, {
      receipt: 'AO-2026-0001',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      status: 'submitted',
      receipt: 'AO-2026-0001',
      submitted_by: `staff:${compliance.email}`,
    });
    const twice = await compliance.post(`reports/${report.id}/submitted`, { receipt: 'AO-2' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `${report.file_name} was already marked submitted by staff:${compliance.email} (receipt AO-2026-0001).`,
    );
    expect(
      (await compliance.post(`reports/${report.id}/submitted`, { receipt: '' })).statusCode,
    ).toBe(422);

    const partly = await overview(DAY, DAY);
    expect(partly.days[0]).toMatchObject({ transfers: 3, submitted: 2, overdue: true });
    const second = partly.reports.find((row) => row.sequence === 2);
    expect(second?.status).toBe('generated');
    await compliance.post(`reports/${second?.id}/submitted`, { receipt: 'AO-2026-0002' });
    const done = await overview(DAY, DAY);
    expect(done.days[0]).toMatchObject({ transfers: 3, submitted: 3, overdue: false });
  });

  it('keeps every line of who generated, downloaded and submitted it in the audit log', async () => {
    const lines = await t.app.deps.audit.list({
      target: `regulator_report:${report.id}`,
      limit: 10,
    });
    expect(lines.map((line) => [line.action, line.staffEmail])).toEqual([
      ['report.submitted', compliance.email],
      ['report.download', compliance.email],
      ['report.generate', compliance.email],
    ]);
    const generated = lines[2]?.after as { transfer_ids: string[]; sha256: string };
    expect(generated.transfer_ids).toContain(first.transferId);
    expect(generated.sha256).toBe(report.sha256);
    expect(lines[0]?.before).toMatchObject({ status: 'generated' });
    expect(lines[0]?.after).toMatchObject({ status: 'submitted', receipt: 'AO-2026-0001' });
  });

  it('are regulated records: the database refuses to change the file or remove a report', async () => {
    const { db } = t.database;
    await expect(
      db.update(regulatorReports).set({ content: 'x' }).where(eq(regulatorReports.id, report.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(regulatorReports)
        .set({ status: 'generated', receipt: null })
        .where(eq(regulatorReports.id, report.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(regulatorReports).where(eq(regulatorReports.id, report.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(regulatorReportItems).where(eq(regulatorReportItems.reportId, report.id)),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate regulator_report_items`)).rejects.toThrow();
    const [kept] = await db
      .select()
      .from(regulatorReports)
      .where(eq(regulatorReports.id, report.id));
    expect(kept?.status).toBe('submitted');
  });
});

describe('two staff members generating the same day at once', () => {
  it('make one file: the other hears it is already reported', async () => {
    const sent = await paidTransfer(t, { amount: '60' });
    await sentAt(t, sent.transferId, at('2026-03-10', 12));
    const other = await signedInStaff(t, ['compliance'], 'other-officer');
    const answers = await Promise.all([generate('2026-03-10'), generate('2026-03-10', other)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const made = await t.database.db
      .select()
      .from(regulatorReports)
      .where(eq(regulatorReports.day, '2026-03-10'));
    expect(made).toHaveLength(1);
  });
});

describe('who may', () => {
  it('compliance only: support and finance are refused every report route', async () => {
    for (const staff of [support, finance]) {
      expect((await staff.get(`reports/ifti?from=${DAY}&to=${DAY}`)).statusCode).toBe(403);
      expect((await generate(DAY, staff)).statusCode).toBe(403);
      const [row] = await t.database.db.select().from(regulatorReports).limit(1);
      expect((await staff.get(`reports/${row?.id}/file`)).statusCode).toBe(403);
      expect(
        (await staff.post(`reports/${row?.id}/submitted`, { receipt: 'AO-9' })).statusCode,
      ).toBe(403);
    }
  });
});

describe('the daily job', () => {
  it('reports past days’ transfers by itself, schedules tomorrow, and alerts on a near deadline', async () => {
    // Sent 20 days ago: at most a day or two from its deadline, or past it, holidays or not.
    const sentDay = addDays(today(), -20);
    const sent = await paidTransfer(t, { amount: '75' });
    await sentAt(t, sent.transferId, at(sentDay, 11));
    logged.length = 0;

    // A run on a working day long past (the run's own day decides only whether it works).
    await t.app.deps.jobs.enqueue(DAILY_REPORTS_JOB, { format: 'austrac-ifti-dra', day: DAY });
    await settle(t);

    const [made] = await t.database.db
      .select()
      .from(regulatorReports)
      .where(eq(regulatorReports.day, sentDay));
    expect(made).toMatchObject({ generatedBy: 'system', transferCount: 1, status: 'generated' });
    const next = await t.database.db
      .select({ key: jobs.key, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.key, `${DAILY_REPORTS_JOB}:austrac-ifti-dra:${addDays(today(), 1)}`));
    expect(next).toEqual([{ key: expect.any(String), runAt: at(addDays(today(), 1), 7) }]);

    const alert = logged.find((line) => line.level === 50 && line.day === sentDay);
    expect(alert?.msg).toMatch(
      new RegExp(`^AUSTRAC report of ${sentDay} not submitted: 1 transfer`),
    );
    expect(alert).toMatchObject({ format: 'austrac-ifti-dra', transfers: 1, submitted: 0 });
    expect(logged.some((line) => String(line.msg).includes(made?.fileName ?? '?'))).toBe(true);
  });
});
