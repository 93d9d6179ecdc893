import { receiptSentences } from '../transfers/receipt-sentences';

/*
 * What the statement (PDF) says, in English: each is a msgid of the API's catalogs
 * (locales/<tag>.po), said in the customer's language as the receipt is (decision 0038). A
 * word the receipt says too is the receipt's, so the two say it alike.
 */
export const statementSentences = {
  documentTitle: 'Statement {from} to {to}',
  heading: 'Statement of transfers',
  customer: '{name} · Customer reference (CRN) {crn}',
  period: 'Period: {from} to {to}, times in {zone}',
  transfers: 'Transfers',
  noTransfers: 'No transfers in this period.',
  date: 'Date',
  trackingNumber: receiptSentences.trackingNumber,
  recipient: receiptSentences.recipient,
  status: receiptSentences.status,
  youSent: 'You sent',
  fee: receiptSentences.fee,
  totalPaid: 'Total paid',
  rate: 'Rate',
  recipientGot: 'Recipient got',
  notPaid: 'Not paid',
  refunds: 'Refunds',
  refundedToYou: 'Refunded to you',
  totals: 'Totals',
  currency: 'Currency',
  fees: 'Fees',
  pageFooter: '{company} · Statement {from} to {to} · page {page} of {count}',
} as const;
