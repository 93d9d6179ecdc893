import { ourOpenings } from '../../i18n/our-words';
import type { Translate } from '../../i18n/translate';
import { CHECKING_MESSAGE } from '../compliance/screening';

/**
 * Why a transfer took a step, in the words its timeline keeps (in English, as every event's
 * reason is stored) and the customer reads in their language (transfers/routes.ts). A reason
 * staff typed, or a provider gave, is not one of these and is shown as written.
 */
export const timelineReasons = {
  largeTransfer: 'Large transfers are checked by our team before they are sent.',
  identityPending: 'We are still checking your identity document.',
  accountReview: 'We need to review your account before this transfer is sent.',
  checking: CHECKING_MESSAGE,
  notPaidInTime: 'Not paid in time. Nothing was taken; get a new price to send again.',
  cancelledByYou: 'Cancelled by you.',
  cancelledRefunding: 'Cancelled by you: refunding the payment, fee included.',
  refundingFailedPayout: 'Refunding the failed payout, fee included.',
  released: 'Checked and released.',
} as const;

const openings = ourOpenings(Object.values(timelineReasons));

/**
 * A step's reason in a language: our sentences said one by one (a hold may give several,
 * joined by spaces); a text with anything else in it (staff's words, a provider's) as written.
 */
export function reasonIn(reason: string, t: Translate): string {
  const said: string[] = [];
  for (let rest = reason; rest;) {
    const opening = openings(rest);
    if (!opening) return reason;
    said.push(t(opening.sentence));
    rest = opening.rest.trimStart();
  }
  return said.join(' ');
}
