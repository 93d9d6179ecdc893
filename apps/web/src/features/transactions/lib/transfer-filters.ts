import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransferStatus } from '@homeward/contract';

/**
 * The status chips: the eleven statuses in the three groups a customer thinks in. Each chip asks
 * the API for its statuses (`status=a,b,c`), so the URL holds what the API takes. Labels are
 * message descriptors, read with `t(label)` where they are shown.
 */
export const statusGroups = [
  {
    key: 'in_progress',
    label: msg`In progress`,
    statuses: ['awaiting_payment', 'payment_processing', 'funds_received', 'processing', 'on_hold'],
  },
  { key: 'delivered', label: msg`Delivered`, statuses: ['completed'] },
  {
    key: 'stopped',
    label: msg`Cancelled & refunded`,
    statuses: ['cancelled', 'refund_pending', 'refunded', 'failed', 'expired'],
  },
] as const satisfies readonly {
  key: string;
  label: MessageDescriptor;
  statuses: readonly TransferStatus[];
}[];
export type StatusGroup = (typeof statusGroups)[number];

/** The group whose statuses are exactly these (in any order), if one is. */
export function groupOf(statuses: readonly TransferStatus[]): StatusGroup | undefined {
  return statusGroups.find(
    (group) =>
      group.statuses.length === statuses.length &&
      group.statuses.every((status) => statuses.includes(status)),
  );
}

/** YYYY-MM-DD of a local date (the customer's day, not UTC's). */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The period chips: each is a from–to range ending today, worked out on the day it is used.
 * `label` is the chip; `phrase` is the same period inside a sentence ("… match Delivered, last
 * 30 days."), its own message since not every language lower-cases a label to get it.
 */
export const periodPresets = [
  {
    key: 'last_30_days',
    label: msg`Last 30 days`,
    phrase: msg`last 30 days`,
    range: (today: Date) => ({
      from: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)),
      to: isoDay(today),
    }),
  },
  {
    key: 'last_3_months',
    label: msg`Last 3 months`,
    phrase: msg`last 3 months`,
    range: (today: Date) => ({
      from: isoDay(new Date(today.getFullYear(), today.getMonth() - 3, today.getDate() + 1)),
      to: isoDay(today),
    }),
  },
  {
    key: 'this_year',
    label: msg`This year`,
    phrase: msg`this year`,
    range: (today: Date) => ({ from: `${today.getFullYear()}-01-01`, to: isoDay(today) }),
  },
] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The preset a from–to range is today, if any; any other range is a custom one. */
export function presetOf(from: string, to: string, today = new Date()): PeriodPreset | undefined {
  return periodPresets.find((preset) => {
    const range = preset.range(today);
    return range.from === from && range.to === to;
  });
}
