import type { Schedule, ScheduleOccurrence } from '@homeward/contract';
import { money } from '../../lib/money';
import type { OccurrenceRow, ScheduleWithNames } from './repository';

/** How many past occurrences a schedule shows: the latest first. */
const SHOWN = 12;

export const presentOccurrence = (row: OccurrenceRow): ScheduleOccurrence => ({
  sequence: row.sequence,
  date: row.date,
  status: row.status as ScheduleOccurrence['status'],
  quote_id: row.quoteId,
  transaction_id: row.transferId,
  note: row.note,
});

export function presentSchedule(
  { schedule, recipient, country }: ScheduleWithNames,
  occurrences: OccurrenceRow[],
): Schedule {
  const active = schedule.status === 'active';
  const prepared = occurrences.find((row) => row.status === 'prepared');
  return {
    id: schedule.id,
    recipient: { id: recipient.id, full_name: recipient.fullName, summary: recipient.summary },
    corridor_id: schedule.corridorId,
    payout_method: schedule.payoutMethod as Schedule['payout_method'],
    destination_country: country,
    amount_type: schedule.amountType as Schedule['amount_type'],
    amount: money(schedule.amountMinor, schedule.currency),
    cadence: schedule.cadence as Schedule['cadence'],
    start_date: schedule.startDate,
    next_date: active ? schedule.nextDate : null,
    time_zone: schedule.timeZone,
    rate_threshold_percent:
      schedule.rateThresholdPercent === null ? null : Number(schedule.rateThresholdPercent),
    status: active ? 'active' : 'stopped',
    stopped_reason: schedule.stoppedReason,
    prepared: active && prepared ? presentOccurrence(prepared) : null,
    occurrences: occurrences.slice(0, SHOWN).map(presentOccurrence),
    created_at: schedule.createdAt.toISOString(),
  };
}
