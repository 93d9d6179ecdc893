import type { AdminTransfer, AdminTransferSummary, Proposal } from '@homeward/contract';
import { NotFound, RefusedTransition } from '../../lib/domain-errors';
import { spokenMoney } from '../../lib/money';
import { actorName, type AuditHook, type StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../payments/provider';
import type { PaymentRepository } from '../payments/repository';
import type { ProposalService } from '../proposals/service';
import type { TransferLifecycle } from '../transfer-lifecycle/lifecycle';
import { reachesThreshold } from '../transfer-lifecycle/thresholds';
import type { AdminTransferFilter, AdminTransferRepository } from './admin-repository';
import { presentAdminTransfer, presentAdminTransferSummary } from './admin-presenter';

export interface AdminTransferSettings {
  /** Releasing a hold of this much or more (major units of the limits' currency) needs four eyes. */
  releaseAbove: number;
  limitsCurrency: string;
}

/** A release either happened, or waits for a second officer's approval. */
export type ReleaseOutcome =
  { released: true; transfer: AdminTransfer } | { released: false; proposal: Proposal };

/**
 * Transfers for staff: search, the whole record of one, and compliance's hold, release and
 * refusal. Every move goes through the lifecycle (the transfers' one owner), with the staff
 * member's audit line written in the move's own transaction.
 */
export function adminTransferService(deps: {
  reads: AdminTransferRepository;
  lifecycle: Pick<TransferLifecycle, 'hold' | 'release' | 'refuse'>;
  proposals: Pick<ProposalService, 'proposeRelease' | 'closeReleaseOf'>;
  audit: Pick<AuditRepository, 'append'>;
  /** A payment of a transfer, and its provider's webhooks sent again. */
  payments: Pick<PaymentRepository, 'find'>;
  provider: Pick<PaymentProvider, 'name' | 'redeliver'>;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: AdminTransferSettings;
}) {
  const { reads, lifecycle, proposals, audit, settings } = deps;

  const needsFourEyes = (transfer: { limitMinor: number }) =>
    reachesThreshold(transfer, settings.releaseAbove, settings.limitsCurrency);

  const audited =
    (actor: StaffActor, action: string, id: string): AuditHook =>
    (tx, change) =>
      audit.append(tx, actor, { action, targetType: 'transfer', targetId: id, ...change });

  async function detail(id: string): Promise<AdminTransfer> {
    const transfer = await reads.find(id);
    if (!transfer) throw new NotFound(`No transfer ${id}.`);
    const [events, payments, journals] = await Promise.all([
      reads.events(id),
      reads.payments(id),
      reads.journals(id),
    ]);
    return presentAdminTransfer({
      transfer,
      events,
      payments,
      journals,
      webhooks: await reads.webhooks(payments),
      releaseNeedsApproval: needsFourEyes(transfer),
    });
  }

  return {
    async search(filter: AdminTransferFilter): Promise<AdminTransferSummary[]> {
      return (await reads.search(filter)).map(presentAdminTransferSummary);
    },

    detail,

    async hold(actor: StaffActor, id: string, reason: string): Promise<AdminTransfer> {
      await lifecycle.hold(id, actorName(actor), reason, audited(actor, 'transfer.hold', id));
      return detail(id);
    },

    /**
     * Below the four-eyes threshold the payout starts now; at or above it, a release_hold
     * proposal waits for another officer (approving it releases the transfer).
     */
    async release(actor: StaffActor, id: string): Promise<ReleaseOutcome> {
      const transfer = await reads.find(id);
      if (!transfer) throw new NotFound(`No transfer ${id}.`);
      if (needsFourEyes(transfer)) {
        if (transfer.status !== 'on_hold') {
          throw new RefusedTransition(
            `Transfer ${id} is ${transfer.status.replace('_', ' ')}: it cannot be released.`,
          );
        }
        const proposal = await proposals.proposeRelease(actor, {
          transferId: id,
          trackingNumber: transfer.trackingNumber,
          amount: spokenMoney(transfer.sendMinor, transfer.sourceCurrency),
        });
        return { released: false, proposal };
      }
      await lifecycle.release(id, actorName(actor), audited(actor, 'transfer.release', id));
      return { released: true, transfer: await detail(id) };
    },

    /**
     * Finance: the provider sends a payment's webhooks again (one lost on the way, or refused
     * while its payment was not yet known). Events already filed are recognised and change
     * nothing, so asking twice is harmless.
     */
    async redeliverWebhooks(actor: StaffActor, paymentId: string): Promise<number> {
      const payment = await deps.payments.find(paymentId);
      if (!payment) throw new NotFound(`No payment ${paymentId}.`);
      if (payment.provider !== deps.provider.name || !payment.providerReference) {
        throw new RefusedTransition('This payment never reached the provider: it has no webhooks.');
      }
      const count = await deps.provider.redeliver(payment.providerReference);
      await deps.transaction((tx) =>
        audit.append(tx, actor, {
          action: 'payment.redeliver_webhooks',
          targetType: 'transfer',
          targetId: payment.transferId,
          before: null,
          after: { payment_id: paymentId, events: count },
        }),
      );
      return count;
    },

    async refuse(actor: StaffActor, id: string, reason: string): Promise<AdminTransfer> {
      const auditRefusal = audited(actor, 'transfer.refuse', id);
      await lifecycle.refuse(id, actorName(actor), reason, async (tx, change) => {
        await auditRefusal(tx, change);
        await proposals.closeReleaseOf(tx, actor, id, `The transfer was refused: ${reason}`);
      });
      return detail(id);
    },
  };
}
export type AdminTransferService = ReturnType<typeof adminTransferService>;
