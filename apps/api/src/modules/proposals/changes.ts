import {
  corridorChangeSchema,
  feeChangeSchema,
  rateChangeSchema,
  type StaffPermission,
} from '@homeward/contract';
import { z } from 'zod';
import type { CorridorChange, PayoutMethodChange } from '../pricing/service';

/**
 * What each kind of proposal is, in one table: the permission an approver needs, the audit
 * action of the change it applies, and how its payload reads back.
 */
export const proposalKindRules = {
  rate: { permission: 'pricing.change', action: 'rate.set' },
  corridor: { permission: 'pricing.change', action: 'corridor.set' },
  fee: { permission: 'pricing.change', action: 'fee.set' },
  release_hold: { permission: 'transfers.hold', action: 'transfer.release' },
} as const satisfies Record<string, { permission: StaffPermission; action: string }>;
export type ProposalKind = keyof typeof proposalKindRules;

export const isProposalKind = (kind: string): kind is ProposalKind => kind in proposalKindRules;

export type RateChange = z.infer<typeof rateChangeSchema>;
export type CorridorProposal = z.infer<typeof corridorChangeSchema>;
export type FeeProposal = z.infer<typeof feeChangeSchema>;

/** The wire's corridor change as the pricing service takes it. */
export const corridorChangeOf = (change: CorridorProposal): CorridorChange => ({
  minSend: change.min_send,
  maxSend: change.max_send,
  marginPercent: change.margin_percent,
  enabled: change.enabled,
});

export const feeChangeOf = (change: FeeProposal): PayoutMethodChange => ({
  fixedFee: change.fixed_fee,
  percentageFee: change.percentage_fee,
  deliveryMinutes: change.delivery_minutes,
  enabled: change.enabled,
});

/** The payloads as stored, read back through the same schemas that accepted them. */
export const payloadSchemas = {
  rate: rateChangeSchema,
  corridor: corridorChangeSchema,
  fee: feeChangeSchema,
  release_hold: z.object({ transfer_id: z.string(), tracking_number: z.string() }),
} as const;

const openOrClosed = (enabled: boolean | undefined) =>
  enabled === undefined ? [] : [enabled ? 'open' : 'closed'];

/** What a change would do, in words for the approver. */
export function describeCorridorChange(route: string, change: CorridorProposal): string {
  const parts = [
    ...(change.min_send !== undefined ? [`minimum ${change.min_send}`] : []),
    ...(change.max_send !== undefined ? [`maximum ${change.max_send}`] : []),
    ...(change.margin_percent !== undefined ? [`margin ${change.margin_percent} %`] : []),
    ...openOrClosed(change.enabled),
  ];
  return `Change corridor #${change.corridor_id} ${route}: ${parts.join(', ') || 'no change'}.`;
}

export function describeFeeChange(route: string, change: FeeProposal): string {
  const parts = [
    ...(change.fixed_fee !== undefined ? [`fixed fee ${change.fixed_fee}`] : []),
    ...(change.percentage_fee !== undefined ? [`${change.percentage_fee} % fee`] : []),
    ...(change.delivery_minutes !== undefined ? [`delivery ${change.delivery_minutes} min`] : []),
    ...openOrClosed(change.enabled),
  ];
  return `Change ${change.method} on corridor #${change.corridor_id} ${route}: ${parts.join(', ') || 'no change'}.`;
}
