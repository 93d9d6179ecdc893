import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransferStatus } from '@homeward/contract';

/**
 * The one name of each status (the contract's transferStatusTitles, word for word: a test
 * holds them together), in the app's language. The badge, the path, the notice and the
 * payment's result all say it, so two of them side by side never disagree.
 */
export const statusTitles: Record<TransferStatus, MessageDescriptor> = {
  awaiting_payment: msg`Waiting for your payment`,
  payment_processing: msg`Payment processing`,
  funds_received: msg`Payment received`,
  processing: msg`Sending to the recipient`,
  completed: msg`Delivered`,
  on_hold: msg`On hold`,
  cancelled: msg`Cancelled`,
  refund_pending: msg`Refund on its way`,
  refunded: msg`Refunded`,
  failed: msg`Failed`,
  expired: msg`Expired`,
};

export const statusTitle = (status: TransferStatus): string => i18n._(statusTitles[status]);
