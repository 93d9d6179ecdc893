import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayoutMethod } from '@homeward/contract';

const names = {
  bank_account: msg`Bank account`,
  mobile_wallet: msg`Mobile wallet`,
  cash_pickup: msg`Cash pickup`,
} satisfies Record<PayoutMethod, unknown>;

/** How the recipient receives the money, in the customer's language. */
export function payoutMethodName(method: PayoutMethod): string {
  return i18n._(names[method]);
}
