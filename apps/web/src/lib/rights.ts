import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type RightName = 'cancellationRight' | 'refundTimeFrame' | 'errorResolutionRights';

/**
 * The contract's sentences of the customer's rights, in the customer's language: the review's
 * disclosure, the transfer's page, the cancel dialog, the payment's result and the Help page.
 * The English is the contract's constant of the same name, word for word (rights.test.ts holds
 * them together, so the law's wording cannot drift from what the app says); the translations
 * follow the API's (apps/api/locales), which prints the same sentences on receipts and in mail.
 *
 * Both the transfers and the tools (Help) catalogs carry these (lingui.config.ts): the sign-in
 * route's first load, which the core catalog is part of, has no room for them.
 */
export const rights = {
  cancellationRight: msg`You can cancel for a full refund, fee included, until the money is paid out, and within 30 minutes of paying.`,
  refundTimeFrame: msg`Card refunds can take 5 to 10 business days to show on your statement.`,
  errorResolutionRights: msg`If something is wrong with this transfer, contact us within 120 days of the date it was due. Tell us your name, the tracking number and what went wrong. We look into it, tell you what we found within 90 days, and put right any error we made, including refunding fees.`,
} satisfies Record<RightName, MessageDescriptor>;

/** One of the rights' sentences, in the app's language. */
export const right = (name: RightName): string => i18n._(rights[name]);
