import { FACE, pdfDocument } from '../../lib/pdf-document';
import type { Config } from '../../config';
import type { Speaker } from '../../i18n/speaker';
import { companyFooter } from '../company/details';
import { statementSentences as says } from './sentences';
import type { Statement } from './statement';
import { localDateTime } from './time';

export interface StatementPdfOptions {
  customer: { name: string; crn: string };
  company: Config['company'];
  /** The customer's language: the statement's words, its amounts and its direction. */
  speaker: Speaker;
}

/** As the receipt: about 2 cm on every side, and a strip at the bottom for the page footer. */
const MARGIN = 48;
const FOOTER = 20;
const colour = { brand: '#0f6b5c', label: '#5b6b67', text: '#10231f', rule: '#d5dedb' };

interface Column {
  title: string;
  /** A share of the table's width. */
  share: number;
  /** The edge its cells keep to: the line's start (the left in English) or its end. */
  align?: 'start' | 'end';
}

/**
 * The statement as a PDF (pdfkit, landscape A4 so a transfer is one line): the letterhead of
 * the receipt, who it is for (name and CRN) and the period, then the transfers, the refunds and
 * the totals per currency, with "page n of m" on every page. A table carries its heading row
 * over to each page it runs onto. Written in the customer's language as the receipt is, and
 * mirrored for Urdu (the first column on the right). Times stay as spreadsheets read them
 * ("2026-11-03 14:05"), in the zone the period line names.
 */
export async function statementPdf(
  statement: Statement,
  options: StatementPdfOptions,
): Promise<Buffer> {
  const { company, customer, speaker } = options;
  const { t } = speaker;
  const { from, to } = statement;
  const { doc, finish, left, width, bottom, text } = await pdfDocument(
    {
      size: 'A4',
      layout: 'landscape',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
      bufferPages: true,
      info: { Title: t(says.documentTitle, { from, to }), Author: company.name },
      lang: speaker.language,
    },
    speaker.language,
  );
  const rtl = text.direction === 'rtl';

  const when = (at: Date) => localDateTime(statement.timeZone, at);
  const money = (amount: string, currency: string) => speaker.money({ amount, currency });

  const block = text.block;

  const line = (value: string, font: string = FACE.regular, size = 10, fill = colour.text) => {
    doc.font(font).fontSize(size).fillColor(fill);
    doc.y += block(value, left, width, 'start', doc.y);
  };

  const heading = (value: string) => {
    doc.y += 14;
    if (doc.y + 60 > bottom()) doc.addPage();
    line(value, FACE.bold, 12);
    doc.y += 4;
  };

  /** One row of cells; every cell wraps in its own width and the row is as tall as the tallest. */
  const row = (columns: Column[], cells: string[], bold = false) => {
    doc.font(bold ? FACE.bold : FACE.regular).fontSize(8.5);
    const widths = columns.map((column) => column.share * width);
    // Each column's start, from the left in English and from the right in Urdu.
    let offset = 0;
    const starts = widths.map((cellWidth) => {
      const x = rtl ? left + width - offset - cellWidth : left + offset;
      offset += cellWidth;
      return x;
    });
    const y = doc.y;
    const fits = (index: number) => (widths[index] ?? 0) - 6;
    const height = Math.max(
      ...cells.map((cell, index) => block(cell, 0, fits(index), 'start', y, false)),
    );
    doc.fillColor(bold ? colour.label : colour.text);
    cells.forEach((cell, index) => {
      // The 6 points between columns are on the cell's end side.
      const x = (starts[index] ?? left) + (rtl ? 6 : 0);
      block(cell, x, fits(index), columns[index]?.align ?? 'start', y);
    });
    doc.y = y + height + 3;
    doc.x = left;
    doc
      .moveTo(left, doc.y - 1.5)
      .lineTo(left + width, doc.y - 1.5)
      .lineWidth(0.5)
      .strokeColor(colour.rule)
      .stroke();
  };

  const table = (columns: Column[], rows: string[][]) => {
    const titles = columns.map((column) => column.title);
    row(columns, titles, true);
    for (const cells of rows) {
      if (doc.y + 24 > bottom()) {
        doc.addPage();
        row(columns, titles, true);
      }
      row(columns, cells);
    }
  };

  // The letterhead: who issues the statement, under which licence, from where (as the receipt).
  line('Homeward', FACE.bold, 20, colour.brand);
  doc.y += 2;
  line(t(says.heading), FACE.bold, 11);
  doc.y += 4;
  for (const value of companyFooter(company, t)) line(value, FACE.regular, 9, colour.label);
  doc.y += 12;
  line(t(says.customer, { name: customer.name, crn: customer.crn }), FACE.bold, 10);
  line(t(says.period, { from, to, zone: statement.timeZone }), FACE.regular, 10);

  const end = 'end' as const;
  heading(t(says.transfers));
  if (statement.transfers.length === 0) {
    line(t(says.noTransfers));
  } else {
    table(
      [
        { title: t(says.date), share: 0.1 },
        { title: t(says.trackingNumber), share: 0.11 },
        { title: t(says.recipient), share: 0.14 },
        { title: t(says.status), share: 0.1 },
        { title: t(says.youSent), share: 0.11, align: end },
        { title: t(says.fee), share: 0.08, align: end },
        { title: t(says.totalPaid), share: 0.11, align: end },
        { title: t(says.rate), share: 0.09, align: end },
        { title: t(says.recipientGot), share: 0.16, align: end },
      ],
      statement.transfers.map((transfer) => [
        when(transfer.createdAt),
        transfer.trackingNumber,
        transfer.recipient,
        t(transfer.status),
        money(transfer.sent, transfer.sendCurrency),
        money(transfer.fee, transfer.sendCurrency),
        transfer.totalPaid ? money(transfer.totalPaid, transfer.sendCurrency) : t(says.notPaid),
        speaker.decimal(transfer.rate),
        money(transfer.received, transfer.receiveCurrency),
      ]),
    );
  }

  if (statement.refunds.length > 0) {
    heading(t(says.refunds));
    table(
      [
        { title: t(says.date), share: 0.2 },
        { title: t(says.trackingNumber), share: 0.2 },
        { title: t(says.refundedToYou), share: 0.2, align: end },
      ],
      statement.refunds.map((refund) => [
        when(refund.at),
        refund.trackingNumber,
        money(refund.amount, refund.currency),
      ]),
    );
  }

  if (statement.totals.length > 0) {
    heading(t(says.totals));
    table(
      [
        { title: t(says.currency), share: 0.12 },
        { title: t(says.youSent), share: 0.18, align: end },
        { title: t(says.fees), share: 0.16, align: end },
        { title: t(says.totalPaid), share: 0.18, align: end },
        { title: t(says.refundedToYou), share: 0.18, align: end },
      ],
      statement.totals.map((total) => [
        total.currency,
        money(total.sent, total.currency),
        money(total.fees, total.currency),
        money(total.paid, total.currency),
        money(total.refunded, total.currency),
      ]),
    );
  }

  // Every page names the statement and its place, in the strip kept below the content.
  return finish(
    (page, count) => t(says.pageFooter, { company: company.name, from, to, page, count }),
    MARGIN,
    colour.label,
  );
}
