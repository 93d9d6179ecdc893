import { staffMay, type Proposal, type proposeSchema } from '@homeward/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/domain-errors';
import { actorName, type AuditHook, type StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import { corridorRoute, type PricingService } from '../pricing/service';
import type { TransferLifecycle } from '../transfer-lifecycle/lifecycle';
import {
  corridorChangeOf,
  describeCorridorChange,
  describeFeeChange,
  feeChangeOf,
  isProposalKind,
  payloadSchemas,
  proposalKindRules,
  type ProposalKind,
} from './changes';
import { presentProposal } from './presenter';
import type { ProposalRepository, ProposalRow, ProposalStatus, ProposalView } from './repository';

export type ProposeInput = z.infer<typeof proposeSchema>;

/** A held transfer whose release needs a second officer. */
export interface ReleaseToPropose {
  transferId: string;
  trackingNumber: string;
  /** How much, in words, for the approver ("AUD 12,000.00"). */
  amount: string;
}

const OWN_PROPOSAL = 'You cannot approve your own proposal: another officer must.';

/**
 * Four eyes: a price change or a large release is proposed by one officer and applied only
 * when another approves it. Approval applies the change, marks the proposal approved and
 * writes the audit lines in the change's own transaction, with a compare-and-set on the
 * proposal's status: of two approvers at once, one applies it and the other gets a 409.
 */
export function proposalService(deps: {
  proposals: Pick<ProposalRepository, 'find' | 'list'>;
  /** The proposals' repository bound to a transaction (the change's, or one of its own). */
  proposalsIn: (tx: Database) => Pick<ProposalRepository, 'insert' | 'decide' | 'rejectPendingFor'>;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  audit: Pick<AuditRepository, 'append'>;
  pricing: Pick<
    PricingService,
    | 'checkRate'
    | 'checkCorridorChange'
    | 'checkPayoutMethod'
    | 'corridor'
    | 'setRate'
    | 'changeCorridor'
    | 'setPayoutMethod'
  >;
  lifecycle: Pick<TransferLifecycle, 'release'>;
}) {
  const { proposals, proposalsIn, transaction, audit, pricing, lifecycle } = deps;

  /** Inserts a pending proposal and its audit line together; 409 if its target has one. */
  async function create(
    actor: StaffActor,
    values: {
      kind: ProposalKind;
      summary: string;
      payload: Record<string, unknown>;
      target: string;
    },
  ): Promise<Proposal> {
    const id = await transaction(async (tx) => {
      const row = await proposalsIn(tx).insert({ ...values, proposedBy: actor.staffId });
      if (!row) {
        throw new Conflict(
          'A proposal for this is already waiting for approval: approve or reject it first.',
        );
      }
      await audit.append(tx, actor, {
        action: 'proposal.create',
        targetType: 'proposal',
        targetId: row.id,
        before: null,
        after: row,
      });
      return row.id;
    });
    return presentProposal(await found(id));
  }

  async function found(id: string): Promise<ProposalView> {
    const proposal = await proposals.find(id);
    if (!proposal) throw new NotFound(`No proposal ${id}.`);
    return proposal;
  }

  function kindOf(proposal: ProposalRow): ProposalKind {
    if (!isProposalKind(proposal.kind))
      throw new Conflict(`Unknown proposal kind ${proposal.kind}.`);
    return proposal.kind;
  }

  /** Whether the actor may decide a proposal of this kind (the permission of its change). */
  function mayDecide(actor: StaffActor, kind: ProposalKind) {
    return staffMay(actor.roles, proposalKindRules[kind].permission);
  }

  function stillPending(proposal: ProposalRow) {
    if (proposal.status !== 'pending') {
      throw new Conflict(`This proposal is already ${proposal.status}.`);
    }
  }

  /**
   * The approval's work inside the change's transaction: the compare-and-set that makes it
   * apply once, then the audit lines of the change and of the decision.
   */
  function approvalHook(
    actor: StaffActor,
    proposal: ProposalView,
    kind: ProposalKind,
    target: { type: string; id: string },
  ): AuditHook {
    return async (tx, change) => {
      const decided = await proposalsIn(tx).decide(proposal.id, {
        status: 'approved',
        decidedBy: actor.staffId,
        reason: null,
      });
      if (!decided) throw new Conflict('Another officer decided this proposal first.');
      await audit.append(tx, actor, {
        action: proposalKindRules[kind].action,
        targetType: target.type,
        targetId: target.id,
        before: change.before,
        after: change.after,
      });
      const { proposerEmail: _p, deciderEmail: _d, ...before } = proposal;
      await audit.append(tx, actor, {
        action: 'proposal.approve',
        targetType: 'proposal',
        targetId: proposal.id,
        before,
        after: decided,
      });
    };
  }

  /**
   * Applies the proposal's change through the change's owner (pricing, or the lifecycle for a
   * release), with the approval's hook inside that owner's transaction.
   */
  async function apply(actor: StaffActor, proposal: ProposalView, kind: ProposalKind) {
    // The rate's source and history name both officers: who asked and who agreed.
    const who = `${actorName(actor)} (proposed by staff:${proposal.proposerEmail})`;
    switch (kind) {
      case 'rate': {
        const change = payloadSchemas.rate.parse(proposal.payload);
        const hook = approvalHook(actor, proposal, kind, {
          type: 'rate',
          id: `${change.base}/${change.quote}`,
        });
        await pricing.setRate(change.base, change.quote, change.rate, who, hook);
        return;
      }
      case 'corridor': {
        const change = payloadSchemas.corridor.parse(proposal.payload);
        const hook = approvalHook(actor, proposal, kind, {
          type: 'corridor',
          id: String(change.corridor_id),
        });
        await pricing.changeCorridor(change.corridor_id, corridorChangeOf(change), hook);
        return;
      }
      case 'fee': {
        const change = payloadSchemas.fee.parse(proposal.payload);
        const hook = approvalHook(actor, proposal, kind, {
          type: 'fee',
          // Not "3:bank_account": the audit log's target filter reads "type:id" at the first colon.
          id: `${change.corridor_id}/${change.method}`,
        });
        await pricing.setPayoutMethod(change.corridor_id, change.method, feeChangeOf(change), hook);
        return;
      }
      case 'release_hold': {
        const transferId = payloadSchemas.release_hold.parse(proposal.payload).transfer_id;
        const hook = approvalHook(actor, proposal, kind, { type: 'transfer', id: transferId });
        await lifecycle.release(transferId, actorName(actor), hook);
        return;
      }
    }
  }

  return {
    /** A price change, checked now as it will be at approval: a bad one is refused at once. */
    async propose(actor: StaffActor, input: ProposeInput): Promise<Proposal> {
      switch (input.kind) {
        case 'rate': {
          const { base, quote, rate } = input.change;
          pricing.checkRate(base, quote, rate);
          return create(actor, {
            kind: 'rate',
            summary: `Set the mid-market rate to 1 ${base} = ${rate} ${quote}.`,
            payload: input.change,
            target: `rate:${base}/${quote}`,
          });
        }
        case 'corridor': {
          const { corridor_id: id, ...rest } = input.change;
          if (Object.values(rest).every((value) => value === undefined)) {
            throw new ValidationFailed({ change: ['Change at least one thing.'] });
          }
          await pricing.checkCorridorChange(id, corridorChangeOf(input.change));
          const route = corridorRoute(await pricing.corridor(id));
          return create(actor, {
            kind: 'corridor',
            summary: describeCorridorChange(route, input.change),
            payload: input.change,
            target: `corridor:${id}`,
          });
        }
        case 'fee': {
          const { corridor_id: id, method } = input.change;
          await pricing.checkPayoutMethod(id, method, feeChangeOf(input.change));
          const route = corridorRoute(await pricing.corridor(id));
          return create(actor, {
            kind: 'fee',
            summary: describeFeeChange(route, input.change),
            payload: input.change,
            target: `fee:${id}:${method}`,
          });
        }
      }
    },

    /** A release at or above the four-eyes threshold: waits for a second officer. */
    proposeRelease(actor: StaffActor, release: ReleaseToPropose): Promise<Proposal> {
      return create(actor, {
        kind: 'release_hold',
        summary: `Release transfer ${release.trackingNumber} (${release.amount}) from its hold.`,
        payload: { transfer_id: release.transferId, tracking_number: release.trackingNumber },
        target: `transfer:${release.transferId}`,
      });
    },

    /**
     * A transfer refused while its release waited for approval: the proposal can no longer
     * apply, so it is closed in the refusal's transaction instead of lingering in the queue.
     */
    async closeReleaseOf(tx: Database, actor: StaffActor, transferId: string, reason: string) {
      const closed = await proposalsIn(tx).rejectPendingFor(`transfer:${transferId}`, {
        decidedBy: actor.staffId,
        reason,
      });
      for (const proposal of closed) {
        await audit.append(tx, actor, {
          action: 'proposal.reject',
          targetType: 'proposal',
          targetId: proposal.id,
          before: {
            ...proposal,
            status: 'pending',
            decidedBy: null,
            decisionReason: null,
            decidedAt: null,
          },
          after: proposal,
        });
      }
    },

    async list(status: ProposalStatus | undefined, limit: number): Promise<Proposal[]> {
      return (await proposals.list(status, limit)).map(presentProposal);
    },

    async approve(actor: StaffActor, id: string): Promise<Proposal> {
      const proposal = await found(id);
      const kind = kindOf(proposal);
      if (!mayDecide(actor, kind)) throw new Forbidden('Your role does not allow this.');
      if (proposal.proposedBy === actor.staffId) throw new Forbidden(OWN_PROPOSAL);
      stillPending(proposal);
      await apply(actor, proposal, kind);
      return presentProposal(await found(id));
    },

    /** Another officer rejects it, or its proposer withdraws it. */
    async reject(actor: StaffActor, id: string, reason: string): Promise<Proposal> {
      const proposal = await found(id);
      const kind = kindOf(proposal);
      const own = proposal.proposedBy === actor.staffId;
      if (!own && !mayDecide(actor, kind)) throw new Forbidden('Your role does not allow this.');
      stillPending(proposal);
      await transaction(async (tx) => {
        const decided = await proposalsIn(tx).decide(id, {
          status: 'rejected',
          decidedBy: actor.staffId,
          reason,
        });
        if (!decided) throw new Conflict('Another officer decided this proposal first.');
        const { proposerEmail: _p, deciderEmail: _d, ...before } = proposal;
        await audit.append(tx, actor, {
          action: 'proposal.reject',
          targetType: 'proposal',
          targetId: id,
          before,
          after: decided,
        });
      });
      return presentProposal(await found(id));
    },
  };
}
export type ProposalService = ReturnType<typeof proposalService>;
