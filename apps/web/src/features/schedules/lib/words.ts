import { t } from '@lingui/core/macro';
import type { Schedule } from '@homeward/contract';
import { formatMoney } from '@/lib/format';

/** "AUD 300.00 sent", or "PHP 10,000.00 received": the amount the schedule keeps fixed. */
export function amountWords(schedule: Schedule): string {
  const amount = formatMoney(schedule.amount);
  return schedule.amount_type === 'send' ? t`${amount} sent` : t`${amount} received`;
}
