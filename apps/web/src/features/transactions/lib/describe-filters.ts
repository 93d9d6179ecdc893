import { transferStatusTitles, type TransferStatus } from '@homeward/contract';
import { formatCalendarDate } from '@/lib/format';
import { groupOf, presetOf } from './transfer-filters';

/**
 * What was searched, in words, for the empty result: 'No transfers match "School", Delivered,
 * last 30 days.' The customer sees what to change without reading the controls again.
 */
export function describeFilters(filters: {
  statuses: TransferStatus[];
  from: string;
  to: string;
  q: string;
}): string {
  const parts: string[] = [];
  if (filters.q) parts.push(`“${filters.q}”`);
  if (filters.statuses.length) {
    parts.push(
      groupOf(filters.statuses)?.label ??
        filters.statuses.map((status) => transferStatusTitles[status]).join(' or '),
    );
  }
  const preset = presetOf(filters.from, filters.to);
  if (preset) parts.push(preset.label.toLowerCase());
  else if (filters.from && filters.to)
    parts.push(`from ${formatCalendarDate(filters.from)} to ${formatCalendarDate(filters.to)}`);
  else if (filters.from) parts.push(`since ${formatCalendarDate(filters.from)}`);
  else if (filters.to) parts.push(`until ${formatCalendarDate(filters.to)}`);
  return `No transfers match ${parts.join(', ')}.`;
}
