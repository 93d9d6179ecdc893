import type {
  CaseStatus,
  CaseSummary,
  ComplianceCase,
  MonitoringAlert,
  ScreeningHit,
  SmrDraft,
} from '@homeward/contract';
import type { Database } from '../../db/client';
import { NotFound, RefusedTransition } from '../../lib/domain-errors';
import { money } from '../../lib/money';
import { actorName, type StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import type { TransferLifecycle } from '../transfer-lifecycle/lifecycle';
import { caseReference, complianceRepository, type CaseRow } from './repository';
import { smrDraft } from './smr-draft';
import type { BusinessDays } from '../reports/austrac/business-days';
import { subjectFingerprint, type StoredHit } from './screening';

type CaseKind = CaseSummary['kind'];

/** What a refused transfer to a confirmed listed recipient tells the sender. */
const REFUSED_FOR_RECIPIENT =
  'We could not send this transfer. Your money is being refunded in full, fee included.';

type CaseSubject = { name: string; date_of_birth: string | null; nationality: string | null };

function summary(row: {
  case: CaseRow;
  crn: string;
  customerName: string | null;
  alertCount: number;
}) {
  const hits = row.case.hits as ScreeningHit[];
  const subject = row.case.subject as CaseSubject;
  return {
    id: row.case.id,
    reference: caseReference(row.case),
    kind: row.case.kind as CaseKind,
    status: row.case.status as CaseStatus,
    subject_type: row.case.subjectType as 'customer' | 'recipient',
    subject_name: subject.name,
    customer: { id: row.case.customerId, crn: row.crn, name: row.customerName },
    top_score: Math.max(0, ...hits.map((hit) => hit.score)),
    hit_count: hits.length,
    alert_count: Number(row.alertCount),
    stops_payout: row.case.stopsPayout,
    trigger: row.case.trigger,
    opened_at: row.case.createdAt.toISOString(),
    decided_at: row.case.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Compliance cases as officers work them. Clearing a case records each hit as a false positive
 * for this subject and entry (the pair does not hit again until either changes) and lets the
 * transfers it stopped go, unless something else holds them. Confirming it blocks the listed
 * customer from sending (their paid transfers stay held: a listed person's money is frozen, not
 * returned) or blocks the listed recipient (the sender's transfers to them are refunded).
 */
export function caseService(deps: {
  db: Database;
  /** A monitoring case's alerts (none on a screening case). */
  alertsOfCase: (caseId: string) => Promise<MonitoringAlert[]>;
  lifecycle: Pick<TransferLifecycle, 'releaseIfClear' | 'refuse'>;
  audit: Pick<AuditRepository, 'append'>;
  customerChanged: (customerId: string) => void;
  /** A case was decided (in the decision's transaction): the customer's risk is rated again. */
  decided?: (tx: Database, customerId: string) => Promise<void>;
  /** For the suspicious matter report's deadline. */
  businessDays: BusinessDays;
  reportingEntity: SmrDraft['reporting_entity'];
}) {
  const read = complianceRepository(deps.db);

  async function detail(id: string): Promise<ComplianceCase> {
    const row = await read.find(id);
    if (!row) throw new NotFound('No such case.');
    const transfers = await read.transfersOf(row.case);
    return {
      ...summary(row),
      subject: row.case.subject as CaseSubject,
      hits: row.case.hits as ScreeningHit[],
      alerts: row.case.kind === 'monitoring' ? await deps.alertsOfCase(id) : [],
      transfers: transfers.map((transfer) => ({
        id: transfer.id,
        tracking_number: transfer.trackingNumber,
        status: transfer.status,
        send: money(transfer.sendMinor, transfer.sourceCurrency),
        created_at: transfer.createdAt.toISOString(),
      })),
      decision:
        row.case.decidedAt && row.case.decisionNote
          ? {
              by: row.case.decidedBy ?? '',
              note: row.case.decisionNote,
              at: row.case.decidedAt.toISOString(),
            }
          : null,
    };
  }

  /** Locks the case, refuses if it is decided, runs the decision and its audit line. */
  async function decide(
    actor: StaffActor,
    id: string,
    status: 'cleared' | 'confirmed',
    note: string,
    work: (tx: Database, row: CaseRow) => Promise<void>,
  ) {
    return deps.db.transaction(async (tx) => {
      const store = complianceRepository(tx);
      const row = await store.lock(id);
      if (!row) throw new NotFound('No such case.');
      if (row.status !== 'open') {
        throw new RefusedTransition(
          `Case ${caseReference(row)} was already ${row.status} by another officer.`,
        );
      }
      await work(tx, row);
      await store.decide(id, { status, decidedBy: actor.staffId, note });
      await deps.decided?.(tx, row.customerId);
      await deps.audit.append(tx, actor, {
        action: status === 'cleared' ? 'case.clear' : 'case.confirm',
        targetType: 'compliance_case',
        targetId: id,
        before: { status: 'open' },
        after: { status, note, hits: (row.hits as ScreeningHit[]).map((hit) => hit.ref) },
      });
      return row;
    });
  }

  return {
    list: async (status: CaseStatus | undefined) => (await read.list(status)).map(summary),

    get: detail,

    /** A confirmed case's suspicious matter report, drafted for the officer to lodge. */
    async smrDraft(id: string) {
      const row = await read.row(id);
      if (!row) throw new NotFound('No such case.');
      const alerts = row.kind === 'monitoring' ? await deps.alertsOfCase(id) : [];
      return smrDraft({ read, ...deps }, row, alerts);
    },

    async clear(actor: StaffActor, id: string, note: string) {
      const row = await decide(actor, id, 'cleared', note, async (tx, open) => {
        const subject = open.subject as CaseSubject;
        const fingerprint = subjectFingerprint({
          name: subject.name,
          dateOfBirth: subject.date_of_birth,
          nationality: subject.nationality,
        });
        await complianceRepository(tx).clear(
          (open.hits as StoredHit[]).map((hit) => ({
            subjectType: open.subjectType,
            subjectId: open.subjectId,
            subjectFingerprint: fingerprint,
            source: hit.source,
            ref: hit.ref,
            entryFingerprint: hit.entry_fingerprint,
            caseId: open.id,
            clearedBy: actor.staffId,
          })),
        );
      });
      // After the commit: each release is the lifecycle's own step, screened again.
      for (const transfer of await read.transfersOf(row)) {
        if (transfer.status !== 'on_hold') continue;
        await deps.lifecycle.releaseIfClear(
          transfer.id,
          actorName(actor),
          `Checked and released (case ${caseReference(row)}).`,
        );
      }
      return detail(id);
    },

    async confirm(actor: StaffActor, id: string, note: string) {
      const row = await decide(actor, id, 'confirmed', note, async (tx, open) => {
        const store = complianceRepository(tx);
        if (open.subjectType === 'customer') await store.blockCustomer(open.subjectId);
        else await store.blockRecipient(open.subjectId);
      });
      if (row.subjectType === 'customer') {
        deps.customerChanged(row.customerId);
      } else {
        for (const transfer of await read.transfersOf(row)) {
          if (transfer.status !== 'on_hold') continue;
          await deps.lifecycle.refuse(transfer.id, actorName(actor), REFUSED_FOR_RECIPIENT);
        }
      }
      return detail(id);
    },
  };
}
export type CaseService = ReturnType<typeof caseService>;
