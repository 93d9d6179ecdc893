import { FACE, pdfDocument } from '../../lib/pdf-document';
import type { Config } from '../../config';
import { companyFooter } from '../company/details';
import { receiptMoney } from '../transfers/receipt-format';
import type { Statement } from './statement';
import { localDateTime } from './time';

export interface StatementPdfOptions {
  customer: { name: string; crn: string };
  company: Config['company'];
}

/** As the receipt: about 2 cm on every side, and a strip at the bottom for the page footer. */
const MARGIN = 48;
const FOOTER = 20;
const colour = { brand: '#0f6b5c', label: '#5b6b67', text: '#10231f', rule: '#d5dedb' };

interface Column {
  title: string;
  /** A share of the table's width. */
  share: number;
  align?: 'left' | 'right';
}

/**
 * The statement as a PDF (pdfkit, landscape A4 so a transfer is one line): the letterhead of
 * the receipt, who it is for (name and CRN) and the period, then the transfers, the refunds and
 * the totals per currency, with "page n of m" on every page. A table carries its heading row
 * over to each page it runs onto.
 */
export function statementPdf(statement: Statement, options: StatementPdfOptions): Promise<Buffer> {
  const { company, customer } = options;
  const { doc, finish, left, width, bottom } = pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    info: { Title: `Statement ${statement.from} to ${statement.to}`, Author: company.name },
  });

  const when = (at: Date) => localDateTime(statement.timeZone, at);

  const line = (text: string, font: string = FACE.regular, size = 10, fill = colour.text) => {
    doc.font(font).fontSize(size).fillColor(fill).text(text, left, doc.y, { width });
  };

  const heading = (text: string) => {
    doc.y += 14;
    if (doc.y + 60 > bottom()) doc.addPage();
    line(text, FACE.bold, 12);
    doc.y += 4;
  };

  /** One row of cells; every cell wraps in its own width and the row is as tall as the tallest. */
  const row = (columns: Column[], cells: string[], bold = false) => {
    doc.font(bold ? FACE.bold : FACE.regular).fontSize(8.5);
    const widths = columns.map((column) => column.share * width);
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 6 })),
    );
    let x = left;
    const y = doc.y;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc.fillColor(bold ? colour.label : colour.text).text(cell, x, y, {
        width: cellWidth - 6,
        align: columns[index]?.align ?? 'left',
      });
      x += cellWidth;
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
  line('Statement of transfers', FACE.bold, 11);
  doc.y += 4;
  for (const text of companyFooter(company)) line(text, FACE.regular, 9, colour.label);
  doc.y += 12;
  line(`${customer.name} · Customer reference (CRN) ${customer.crn}`, FACE.bold, 10);
  line(
    `Period: ${statement.from} to ${statement.to}, times in ${statement.timeZone}`,
    FACE.regular,
    10,
  );

  heading('Transfers');
  if (statement.transfers.length === 0) {
    line('No transfers in this period.');
  } else {
    const right = 'right' as const;
    table(
      [
        { title: 'Date', share: 0.1 },
        { title: 'Tracking number', share: 0.11 },
        { title: 'Recipient', share: 0.14 },
        { title: 'Status', share: 0.1 },
        { title: 'You sent', share: 0.11, align: right },
        { title: 'Fee', share: 0.08, align: right },
        { title: 'Total paid', share: 0.11, align: right },
        { title: 'Rate', share: 0.09, align: right },
        { title: 'Recipient got', share: 0.16, align: right },
      ],
      statement.transfers.map((t) => [
        when(t.createdAt),
        t.trackingNumber,
        t.recipient,
        t.status,
        receiptMoney({ amount: t.sent, currency: t.sendCurrency }),
        receiptMoney({ amount: t.fee, currency: t.sendCurrency }),
        t.totalPaid ? receiptMoney({ amount: t.totalPaid, currency: t.sendCurrency }) : 'Not paid',
        t.rate,
        receiptMoney({ amount: t.received, currency: t.receiveCurrency }),
      ]),
    );
  }

  if (statement.refunds.length > 0) {
    heading('Refunds');
    table(
      [
        { title: 'Date', share: 0.2 },
        { title: 'Tracking number', share: 0.2 },
        { title: 'Refunded to you', share: 0.2, align: 'right' },
      ],
      statement.refunds.map((r) => [
        when(r.at),
        r.trackingNumber,
        receiptMoney({ amount: r.amount, currency: r.currency }),
      ]),
    );
  }

  if (statement.totals.length > 0) {
    heading('Totals');
    table(
      [
        { title: 'Currency', share: 0.12 },
        { title: 'You sent', share: 0.18, align: 'right' },
        { title: 'Fees', share: 0.16, align: 'right' },
        { title: 'Total paid', share: 0.18, align: 'right' },
        { title: 'Refunded to you', share: 0.18, align: 'right' },
      ],
      statement.totals.map((total) => [
        total.currency,
        receiptMoney({ amount: total.sent, currency: total.currency }),
        receiptMoney({ amount: total.fees, currency: total.currency }),
        receiptMoney({ amount: total.paid, currency: total.currency }),
        receiptMoney({ amount: total.refunded, currency: total.currency }),
      ]),
    );
  }

  // Every page names the statement and its place, in the strip kept below the content.
  return finish(
    (page, count) =>
      `${company.name} · Statement ${statement.from} to ${statement.to} · page ${page} of ${count}`,
    MARGIN,
    colour.label,
  );
}
