import { pdfDocument } from '../../lib/pdf-document';
import {
  cancellationRight,
  errorResolutionRights,
  groupedPickupCode,
  payoutMethodLabels,
  sourcesOfFunds,
  transferPurposes,
  type Transfer,
} from '@homeward/contract';
import type { Config } from '../../config';
import { companyFooter } from '../company/details';
import { receiptMoney, receiptTimeFormatter } from './receipt-format';

// The error-resolution rights live in the contract: the Help page states the same words.
export { errorResolutionRights };

/** Who the customer dealt with, and where to complain (COMPANY_* settings). */
export type ReceiptCompany = Config['company'];

export interface ReceiptOptions {
  sender: { name: string; email: string };
  company: ReceiptCompany;
  /** An IANA zone Intl knows; every time on the receipt is shown in it, with its name. */
  timeZone: string;
}

/** About 2 cm on every side: room for a printer's unprintable edge and a hole punch. */
const MARGIN = 56;
const FOOTER = 20;
const LABEL_WIDTH = 170;
const COLUMN_GAP = 16;
const colour = { brand: '#0f6b5c', label: '#5b6b67', text: '#10231f', rule: '#d5dedb' };

/**
 * The receipt of a transfer as a PDF (pdfkit): the full disclosure, the reference and dates,
 * the recipient, the status history, the customer's cancellation and error-resolution rights,
 * and who the company is and where to complain. Built from the same Transfer answer the screens
 * show, so the numbers agree. Every piece of text is placed from the left margin with the
 * width it may use, so nothing can run off the page (pdfkit otherwise keeps the last x).
 */
export function renderReceipt(transfer: Transfer, options: ReceiptOptions): Promise<Buffer> {
  const { sender, company } = options;
  const { doc, finish, left, width, bottom } = pdfDocument({
    size: 'A4',
    // The content stops FOOTER points above the bottom margin; the page footer goes there.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    info: { Title: `Receipt ${transfer.tracking_number}`, Author: company.name },
  });

  const when = receiptTimeFormatter(options.timeZone);

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const heading = (text: string) => {
    doc.font('Helvetica-Bold').fontSize(12);
    doc.y += 12;
    // A heading never ends a page: it keeps itself and one row together.
    keep(doc.currentLineHeight(true) + 30);
    doc.fillColor(colour.text).text(text, left, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(colour.rule)
      .stroke();
    doc.y = y + 6;
  };

  /** A label and its value side by side; either may wrap, and the row moves on by the taller. */
  const row = (label: string, value: string, labelWidth = LABEL_WIDTH) => {
    doc.font('Helvetica').fontSize(10);
    const valueWidth = width - labelWidth - COLUMN_GAP;
    const height = Math.max(
      doc.heightOfString(label, { width: labelWidth }),
      doc.heightOfString(value, { width: valueWidth }),
    );
    keep(height);
    const y = doc.y;
    doc.fillColor(colour.label).text(label, left, y, { width: labelWidth });
    doc.fillColor(colour.text).text(value, left + labelWidth + COLUMN_GAP, y, {
      width: valueWidth,
      align: 'right',
    });
    doc.x = left;
    doc.y = y + height + 2;
  };

  /** A paragraph kept whole on one page (a page holds far more than any of them). */
  const paragraph = (text: string, boldStart?: string) => {
    doc.font('Helvetica').fontSize(10).fillColor(colour.text);
    const height = doc.heightOfString(boldStart ? `${boldStart} ${text}` : text, { width });
    keep(Math.min(height, bottom() - doc.page.margins.top));
    if (boldStart) {
      doc.font('Helvetica-Bold').text(`${boldStart} `, left, doc.y, { width, continued: true });
      doc.font('Helvetica').text(text);
    } else {
      doc.text(text, left, doc.y, { width });
    }
    doc.y += 5;
  };

  // The letterhead: who issues the receipt, under which licence, from where.
  doc.font('Helvetica-Bold').fontSize(20).fillColor(colour.brand);
  doc.text('Homeward', left, doc.y, { width });
  doc.font('Helvetica-Bold').fontSize(11).fillColor(colour.text);
  doc.text('Money transfer receipt', left, doc.y + 2, { width });
  doc.font('Helvetica').fontSize(9).fillColor(colour.label);
  // The same lines as the checkout's and every email's footer (company/details.ts).
  doc.y += 4;
  for (const line of companyFooter(company)) doc.text(line, left, doc.y, { width });
  doc.y += 14;
  row('Tracking number', transfer.tracking_number);
  row('Status', transfer.status_title);
  row('Confirmed', when(transfer.created_at));
  row('Paid', when(transfer.paid_at));
  row('Sender', `${sender.name} (${sender.email})`);

  heading('Amounts');
  row('You send', receiptMoney(transfer.send_amount));
  row('Fee', receiptMoney(transfer.fee));
  row('Total', receiptMoney(transfer.total_to_pay));
  const rate = (value: string) =>
    `1 ${transfer.send_amount.currency} = ${value} ${transfer.receive_amount.currency}`;
  row('Exchange rate', rate(transfer.customer_rate));
  row('Mid-market rate', rate(transfer.mid_market_rate));
  // The whole cost, as the price and the review showed it: the fee and what the rate took.
  row(
    'Total cost',
    `${receiptMoney(transfer.total_cost)} (fee ${receiptMoney(transfer.fee)} + ${receiptMoney(transfer.rate_cost)} in our rate)`,
  );
  row('Recipient gets', receiptMoney(transfer.receive_amount));
  row('Available by', when(transfer.available_by));

  heading('Recipient');
  row('Name', transfer.recipient.full_name);
  row('Country', transfer.recipient.country.common_name);
  row('Paid out by', payoutMethodLabels[transfer.recipient.payout_method]);
  for (const detail of transfer.recipient.display) row(detail.label, detail.value);

  // Cash pickup, once paid out: what the recipient needs at the counter.
  if (transfer.pickup) {
    heading('Cash pickup');
    row('Pickup code', groupedPickupCode(transfer.pickup.code));
    row('Collect at', transfer.pickup.network);
    row('Bring', transfer.pickup.bring);
  }

  heading('About this transfer');
  row(
    'Purpose',
    transferPurposes[transfer.purpose as keyof typeof transferPurposes] ?? transfer.purpose,
  );
  row(
    'Source of funds',
    sourcesOfFunds[transfer.source_of_funds as keyof typeof sourcesOfFunds] ??
      transfer.source_of_funds,
  );
  if (transfer.reference) row('Reference', transfer.reference);

  heading('History');
  // A reason can be long: the event gets all the width the times leave it.
  const times = transfer.timeline.map((event) => when(event.at));
  doc.font('Helvetica').fontSize(10);
  const timeWidth = Math.max(0, ...times.map((time) => doc.widthOfString(time)));
  const eventWidth = Math.max(LABEL_WIDTH, width - COLUMN_GAP - Math.ceil(timeWidth));
  transfer.timeline.forEach((event, index) => {
    const title = event.reason ? `${event.title}: ${event.reason}` : event.title;
    row(title, times[index] ?? '', eventWidth);
  });

  heading('Your rights');
  paragraph(cancellationRight, 'Cancellation:');
  paragraph(errorResolutionRights, 'Errors:');
  paragraph(
    `Email ${company.complaintsEmail} with the tracking number ${transfer.tracking_number}. ` +
      'If you are not happy with our answer, you can take your complaint, free of charge, to ' +
      `our external dispute resolution scheme: ${company.ombudsman}.`,
    'Complaints:',
  );

  // Every page says which receipt it belongs to, in the space kept below the content.
  return finish(
    (page, count) => `Receipt ${transfer.tracking_number} · page ${page} of ${count}`,
    MARGIN,
    colour.label,
  );
}
