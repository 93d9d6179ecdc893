import { FACE, pdfDocument } from '../../lib/pdf-document';
import type { Speaker } from '../../i18n/speaker';
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
import { receiptSentences as says } from './receipt-sentences';
import { detailsIn, fieldWordsIn } from '../recipients/field-words';

// The error-resolution rights live in the contract: the Help page states the same words.
export { errorResolutionRights };

/** Who the customer dealt with, and where to complain (COMPANY_* settings). */
export type ReceiptCompany = Config['company'];

export interface ReceiptOptions {
  sender: { name: string; email: string };
  company: ReceiptCompany;
  /**
   * The customer's language (the receipt's words, numbers and dates, and its direction), and
   * the zone every time is shown in, with its name.
   */
  speaker: Speaker;
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
 * show, so the numbers agree; written in the customer's language, and mirrored for Urdu (the
 * labels on the right). Every piece of text is placed with the width it may use, so nothing
 * can run off the page.
 */
export async function renderReceipt(transfer: Transfer, options: ReceiptOptions): Promise<Buffer> {
  const { sender, company, speaker } = options;
  const { t } = speaker;
  const tracking = transfer.tracking_number;
  const { doc, finish, left, width, bottom, text } = await pdfDocument(
    {
      size: 'A4',
      // The content stops FOOTER points above the bottom margin; the page footer goes there.
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
      bufferPages: true,
      info: { Title: t(says.documentTitle, { tracking }), Author: company.name },
      lang: speaker.language,
    },
    speaker.language,
  );
  const rtl = text.direction === 'rtl';
  const when = (at: string | null) => speaker.moment(at);
  const money = speaker.money;

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  /**
   * Writes `value` in the column `offset` points from the start edge, `columnWidth` wide: in
   * Urdu the start edge is the right. Aligned to the column's start or end edge. Answers its
   * height; with `draw` false only measures.
   */
  const block = (
    value: string,
    offset: number,
    columnWidth: number,
    align: 'start' | 'end',
    y: number,
    draw = true,
  ) => {
    const x = rtl ? left + width - offset - columnWidth : left + offset;
    return text.block(value, x, columnWidth, align, y, draw);
  };

  /** A line of text across the whole width, in the current font; the page moves down past it. */
  const line = (value: string, gap = 0) => {
    const y = doc.y;
    doc.y = y + block(value, 0, width, 'start', y) + gap;
  };

  const heading = (value: string) => {
    doc.font(FACE.bold).fontSize(12);
    doc.y += 12;
    // A heading never ends a page: it keeps itself and one row together.
    keep(doc.currentLineHeight(true) + 30);
    doc.fillColor(colour.text);
    line(value);
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
    doc.font(FACE.regular).fontSize(10);
    const valueWidth = width - labelWidth - COLUMN_GAP;
    const y = doc.y;
    const height = Math.max(
      block(label, 0, labelWidth, 'start', y, false),
      block(value, labelWidth + COLUMN_GAP, valueWidth, 'end', y, false),
    );
    keep(height);
    const top = doc.y;
    doc.fillColor(colour.label);
    block(label, 0, labelWidth, 'start', top);
    doc.fillColor(colour.text);
    block(value, labelWidth + COLUMN_GAP, valueWidth, 'end', top);
    doc.y = top + height + 2;
  };

  /** A paragraph under its bold lead word, kept whole on one page. */
  const paragraph = (lead: string, value: string) => {
    doc.font(FACE.regular).fontSize(10).fillColor(colour.text);
    const height = block(value, 0, width, 'start', doc.y, false) + doc.currentLineHeight(true);
    keep(Math.min(height, bottom() - doc.page.margins.top));
    doc.font(FACE.bold);
    line(lead);
    doc.font(FACE.regular);
    line(value, 5);
  };

  // The letterhead: who issues the receipt, under which licence, from where.
  doc.font(FACE.bold).fontSize(20).fillColor(colour.brand);
  line('Homeward');
  doc.font(FACE.bold).fontSize(11).fillColor(colour.text);
  line(t(says.heading), 4);
  doc.font(FACE.regular).fontSize(9).fillColor(colour.label);
  // The same lines as the checkout's and every email's footer (company/details.ts), said as
  // the statement says them.
  for (const footerLine of companyFooter(company, t)) line(footerLine);
  doc.y += 14;
  row(t(says.trackingNumber), tracking);
  row(t(says.status), t(transfer.status_title));
  row(t(says.confirmed), when(transfer.created_at));
  row(t(says.paid), when(transfer.paid_at));
  row(t(says.sender), t(says.senderValue, sender));

  heading(t(says.amounts));
  row(t(says.youSend), money(transfer.send_amount));
  row(t(says.fee), money(transfer.fee));
  row(t(says.total), money(transfer.total_to_pay));
  const rate = (value: string) =>
    speaker.rate(value, transfer.send_amount.currency, transfer.receive_amount.currency);
  row(t(says.exchangeRate), rate(transfer.customer_rate));
  row(t(says.midMarketRate), rate(transfer.mid_market_rate));
  // The whole cost, as the price and the review showed it: the fee and what the rate took.
  row(
    t(says.totalCost),
    t(says.totalCostValue, {
      total: money(transfer.total_cost),
      fee: money(transfer.fee),
      rateCost: money(transfer.rate_cost),
    }),
  );
  row(t(says.recipientGets), money(transfer.receive_amount));
  row(t(says.availableBy), when(transfer.available_by));

  heading(t(says.recipient));
  row(t(says.name), transfer.recipient.full_name);
  row(t(says.country), speaker.country(transfer.recipient.country.iso2_alpha));
  row(t(says.paidOutBy), t(payoutMethodLabels[transfer.recipient.payout_method]));
  for (const detail of detailsIn(transfer.recipient.display, fieldWordsIn(t))) {
    row(detail.label, detail.value);
  }

  // Cash pickup, once paid out: what the recipient needs at the counter.
  if (transfer.pickup) {
    heading(t(says.cashPickup));
    row(t(says.pickupCode), groupedPickupCode(transfer.pickup.code));
    row(t(says.collectAt), transfer.pickup.network);
    row(t(says.bring), t(transfer.pickup.bring));
  }

  heading(t(says.aboutTransfer));
  row(
    t(says.purpose),
    t(transferPurposes[transfer.purpose as keyof typeof transferPurposes] ?? transfer.purpose),
  );
  row(
    t(says.sourceOfFunds),
    t(
      sourcesOfFunds[transfer.source_of_funds as keyof typeof sourcesOfFunds] ??
        transfer.source_of_funds,
    ),
  );
  if (transfer.reference) row(t(says.reference), transfer.reference);

  heading(t(says.history));
  // A reason can be long: the event gets all the width the times leave it.
  const times = transfer.timeline.map((event) => when(event.at));
  doc.font(FACE.regular).fontSize(10);
  const timeWidth = Math.max(0, ...times.map((time) => doc.widthOfString(time)));
  const eventWidth = Math.max(LABEL_WIDTH, width - COLUMN_GAP - Math.ceil(timeWidth));
  transfer.timeline.forEach((event, index) => {
    const title = event.reason
      ? t(says.eventWithReason, { event: t(event.title), reason: t(event.reason) })
      : t(event.title);
    row(title, times[index] ?? '', eventWidth);
  });

  heading(t(says.yourRights));
  paragraph(t(says.cancellation), t(cancellationRight));
  paragraph(t(says.errors), t(errorResolutionRights));
  paragraph(
    t(says.complaints),
    t(says.complaintsHow, {
      email: company.complaintsEmail,
      tracking,
      ombudsman: company.ombudsman,
    }),
  );

  // Every page says which receipt it belongs to, in the space kept below the content.
  return finish(
    (page, count) => t(says.pageFooter, { tracking, page, count }),
    MARGIN,
    colour.label,
  );
}
