import { scheduleCadenceLabels, type Schedule } from '@homeward/contract';
import { formatCalendarDate, formatMoney } from '@/lib/format';

/** "Every month from 31 January 2027": the cadence and its start, as the customer chose them. */
export const cadenceWords = (schedule: Schedule) =>
  `${scheduleCadenceLabels[schedule.cadence]} from ${formatCalendarDate(schedule.start_date)}`;

/** "AUD 300.00" sent, or "PHP 10,000.00" received: the amount the schedule keeps fixed. */
export const amountWords = (schedule: Schedule) =>
  schedule.amount_type === 'send'
    ? `${formatMoney(schedule.amount)} sent`
    : `${formatMoney(schedule.amount)} received`;
