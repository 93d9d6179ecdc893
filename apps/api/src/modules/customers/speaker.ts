import type { Database } from '../../db/client';
import { speakerFor, type Speaker } from '../../i18n/speaker';
import { residenceTimeZone } from '../transfers/receipt-format';
import type { customerRepository } from './repository';

/** How Homeward writes to a customer, read in `executor` when given. */
export type SpeakerOf = (
  customerId: string,
  executor?: Pick<Database, 'select'>,
) => Promise<Speaker>;

/**
 * Each customer is written to in their language (customers.language, decision 0037), with
 * times in the zone of their country of residence, named, as their receipts give them.
 */
export function speakerOf(
  customers: Pick<ReturnType<typeof customerRepository>, 'reader'>,
): SpeakerOf {
  return async (customerId, executor) => {
    const { language, country } = await customers.reader(customerId, executor);
    return speakerFor(language, residenceTimeZone(country));
  };
}
