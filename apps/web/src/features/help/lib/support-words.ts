import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SupportStatus, SupportTopic } from '@homeward/contract';

/*
 * A request's topic and status in the app's language: the contract's supportTopicTitles and
 * supportStatusTitles, word for word (a test holds them together). The form's topics and the
 * customer's requests say them from here, not the server's English `topic_title`.
 */

export const topicTitles: Record<SupportTopic, MessageDescriptor> = {
  fees_and_rates: msg`Fees and exchange rates`,
  delivery: msg`When the money arrives`,
  limits: msg`Sending limits`,
  verification: msg`Verifying my identity`,
  cancellation: msg`Cancelling and refunds`,
  complaint: msg`A complaint`,
  other: msg`Something else`,
};

export const requestStatusTitles: Record<SupportStatus, MessageDescriptor> = {
  open: msg`Waiting for our answer`,
  answered: msg`Answered`,
};

export const topicTitle = (topic: SupportTopic): string => i18n._(topicTitles[topic]);
export const requestStatusTitle = (status: SupportStatus): string =>
  i18n._(requestStatusTitles[status]);
