import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { TransferStatus } from '@homeward/contract';
import { intlLocale } from '@/i18n/intl-locale';
import { formatCalendarDate } from '@/lib/format';
import { groupOf, presetOf } from './transfer-filters';
import { statusTitle } from '@/lib/status-title';

/**
 * What was searched, in words, for the empty result: 'No transfers match "School", Delivered,
 * last 30 days.' The customer sees what to change without reading the controls again. The
 * parts are listed by the language's own list rules (Intl.ListFormat), not joined in English.
 */
export function describeFilters(filters: {
  statuses: TransferStatus[];
  from: string;
  to: string;
  q: string;
}): string {
  const parts: string[] = [];
  if (filters.q) {
    const q = filters.q;
    parts.push(t`“${q}”`);
  }
  if (filters.statuses.length) {
    const group = groupOf(filters.statuses);
    parts.push(
      group
        ? i18n._(group.label)
        : new Intl.ListFormat(intlLocale(), { type: 'disjunction' }).format(
            filters.statuses.map((status) => statusTitle(status)),
          ),
    );
  }
  const preset = presetOf(filters.from, filters.to);
  const from = filters.from ? formatCalendarDate(filters.from) : '';
  const to = filters.to ? formatCalendarDate(filters.to) : '';
  if (preset) parts.push(i18n._(preset.phrase));
  else if (from && to) parts.push(t`from ${from} to ${to}`);
  else if (from) parts.push(t`since ${from}`);
  else if (to) parts.push(t`until ${to}`);
  const criteria = new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(
    parts,
  );
  return t`No transfers match ${criteria}.`;
}
