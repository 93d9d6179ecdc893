import PDFDocument from 'pdfkit';
import {
  cancellationRight,
  sourcesOfFunds,
  transferPurposes,
  type Transfer,
} from '@homeward/contract';
import { payoutMethodLabels } from '@homeward/contract';

/** What the customer may do when something goes wrong (the error-resolution rights). */
export const errorResolutionRights =
  'If something is wrong with this transfer, contact us within 120 days of the date it was due. ' +
  'Tell us your name, the tracking number and what went wrong. We look into it, tell you what we ' +
  'found within 90 days, and put right any error we made, including refunding fees.';

const money = (value: { amount: string; currency: string }) => `${value.currency} ${value.amount}`;
const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-AU', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(iso)) + ' UTC'
    : '—';

/**
 * The receipt of a transfer as a PDF (pdfkit): the full disclosure, the reference and dates,
 * the recipient, the status history, and the customer's cancellation and error-resolution
 * rights. Built from the same Transfer answer the screens show, so the numbers agree.
 */
export function renderReceipt(
  transfer: Transfer,
  sender: { name: string; email: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${transfer.tracking_number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) =>
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.3);
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#5b6b67').text(label, 56, y, { width: 200 });
    doc.fillColor('#10231f').text(value, 256, y, { width: 283, align: 'right' });
    doc.moveDown(0.2);
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0f6b5c').text('Homeward');
  doc.font('Helvetica').fontSize(10).fillColor('#5b6b67').text('Money transfer receipt');
  doc.moveDown();
  doc.fillColor('#10231f');
  row('Tracking number', transfer.tracking_number);
  row('Status', transfer.status_title);
  row('Confirmed', when(transfer.created_at));
  row('Paid', when(transfer.paid_at));
  row('Sender', `${sender.name} (${sender.email})`);

  heading('Amounts');
  row('You send', money(transfer.send_amount));
  row('Fee', money(transfer.fee));
  row('Total', money(transfer.total_to_pay));
  row(
    'Exchange rate',
    `1 ${transfer.send_amount.currency} = ${transfer.customer_rate} ${transfer.receive_amount.currency}`,
  );
  row('Recipient gets', money(transfer.receive_amount));
  row('Available by', when(transfer.available_by));

  heading('Recipient');
  row('Name', transfer.recipient.full_name);
  row('Country', transfer.recipient.country.common_name);
  row('Paid out by', payoutMethodLabels[transfer.recipient.payout_method]);
  for (const detail of transfer.recipient.display) row(detail.label, detail.value);

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
  for (const event of transfer.timeline) {
    row(when(event.at), event.reason ? `${event.title}: ${event.reason}` : event.title);
  }

  heading('Your rights');
  doc.font('Helvetica').fontSize(10).text(`Cancellation: ${cancellationRight}`, { width: 483 });
  doc.moveDown(0.5).text(`Errors: ${errorResolutionRights}`, { width: 483 });
  doc.end();
  return done;
}
