import { createHash } from 'node:crypto';
import type { ScreeningHit } from '@homeward/contract';
import type { Database } from '../../db/client';
import { entryKey, type LoadedLists, type SanctionsLists } from '../sanctions/lists';
import { complianceRepository, type SubjectType } from './repository';

/**
 * What a customer reads while a case stops their transfer: true, and never the reason (telling
 * a listed person they matched a list is "tipping off").
 */
export const CHECKING_MESSAGE =
  'We are checking your transfer, as we sometimes do. We will email you as soon as it moves on.';

export type ScreeningTrigger =
  'identity_saved' | 'document_approved' | 'recipient_saved' | 'payout' | 'list_changed';

/** A hit as a case keeps it: what the officer reads, and the entry's fingerprint as listed. */
export type StoredHit = ScreeningHit & { entry_fingerprint: string };

export interface Subject {
  type: SubjectType;
  id: string;
  customerId: string;
  name: string;
  dateOfBirth: string | null;
  nationality: string | null;
}

/** What a clearance holds for: the subject as screened. A new name or birth date hits again. */
export function subjectFingerprint(subject: Pick<Subject, 'name' | 'dateOfBirth' | 'nationality'>) {
  const read = [subject.name.trim().toLowerCase(), subject.dateOfBirth, subject.nationality];
  return createHash('sha256').update(JSON.stringify(read)).digest('hex');
}

/**
 * Screening against the sanctions lists: of a customer when their identity is saved or their
 * identity document approved, of a recipient when saved, of both before every payout, and of
 * everyone when a list changes. Every screening is recorded; hits an officer has not cleared
 * for this subject and entry open (or add to) the subject's case, which stops their transfers
 * before payout until compliance decides.
 */
export function screeningService(deps: {
  db: Database;
  lists: Pick<SanctionsLists, 'current'>;
  /** Undefined: the matcher's measured default. */
  threshold: number | undefined;
}) {
  function hitsFor(lists: LoadedLists, subject: Subject): StoredHit[] {
    const found = lists.index.screen(
      {
        name: subject.name,
        ...(subject.dateOfBirth && { dateOfBirth: subject.dateOfBirth }),
        ...(subject.nationality && { nationality: subject.nationality }),
      },
      deps.threshold === undefined ? {} : { threshold: deps.threshold },
    );
    return found.flatMap((hit) => {
      const entry = lists.entries.get(entryKey(hit.source, hit.ref));
      if (!entry) return [];
      return [
        {
          source: hit.source,
          ref: hit.ref,
          primary_name: hit.primaryName,
          matched_name: hit.matchedName,
          matched_name_kind: hit.matchedNameKind,
          score: Math.round(hit.score * 1000) / 1000,
          reasons: hit.reasons,
          entry: {
            kind: entry.kind,
            names: entry.names,
            dates_of_birth: entry.datesOfBirth,
            nationalities: entry.nationalities,
            programs: entry.programs,
            remarks: entry.remarks,
          },
          entry_fingerprint: entry.fingerprint,
        },
      ];
    });
  }

  /** Screens one subject in the caller's transaction; the case it opened or added to, if any. */
  async function screen(
    tx: Database,
    subject: Subject,
    trigger: ScreeningTrigger,
    transferId?: string,
  ) {
    const lists = await deps.lists.current({ fresh: trigger === 'list_changed', db: tx });
    const store = complianceRepository(tx);
    const found = hitsFor(lists, subject);
    const fingerprint = subjectFingerprint(subject);
    const cleared = new Set(
      (await store.clearances(subject.type, subject.id))
        .filter((row) => row.subjectFingerprint === fingerprint)
        .map((row) => `${entryKey(row.source, row.ref)}:${row.entryFingerprint}`),
    );
    const raised = found.filter(
      (hit) => !cleared.has(`${entryKey(hit.source, hit.ref)}:${hit.entry_fingerprint}`),
    );
    const opened =
      raised.length === 0
        ? undefined
        : await store.openCase({
            kind: 'screening',
            customerId: subject.customerId,
            subjectType: subject.type,
            subjectId: subject.id,
            subject: {
              name: subject.name,
              date_of_birth: subject.dateOfBirth,
              nationality: subject.nationality,
            },
            hits: raised,
            trigger,
          });
    await store.recordScreening({
      subjectType: subject.type,
      subjectId: subject.id,
      customerId: subject.customerId,
      trigger,
      transferId,
      listVersions: lists.versions,
      hitCount: found.length,
      clearedCount: found.length - raised.length,
      caseId: opened?.id,
    });
    return opened;
  }

  async function customerSubject(tx: Database, customerId: string): Promise<Subject | undefined> {
    const row = await complianceRepository(tx).customerSubject(customerId);
    if (!row?.wholeName) return undefined;
    return {
      type: 'customer',
      id: customerId,
      customerId,
      name: row.wholeName,
      dateOfBirth: row.dateOfBirth,
      nationality: row.nationality,
    };
  }

  async function recipientSubject(tx: Database, recipientId: string): Promise<Subject | undefined> {
    const row = await complianceRepository(tx).recipientSubject(recipientId);
    if (!row) return undefined;
    return {
      type: 'recipient',
      id: recipientId,
      customerId: row.customerId,
      name: row.fullName,
      dateOfBirth: null,
      nationality: null,
    };
  }

  return {
    /** The customer's identity details changed, or their identity document was approved. */
    screenCustomer: (customerId: string, trigger: ScreeningTrigger) =>
      deps.db.transaction(async (tx) => {
        const subject = await customerSubject(tx, customerId);
        return subject && screen(tx, subject, trigger);
      }),

    /** A recipient was created or changed. */
    screenRecipient: (recipientId: string, trigger: ScreeningTrigger) =>
      deps.db.transaction(async (tx) => {
        const subject = await recipientSubject(tx, recipientId);
        return subject && screen(tx, subject, trigger);
      }),

    /**
     * Before payout, in the lifecycle's transaction: the customer and the recipient the
     * transfer names, as it names them, screened again. True when the transfer must wait for
     * compliance: a case is open on either, or the recipient was confirmed as listed.
     */
    async stopsPayout(
      tx: Database,
      transfer: {
        id: string;
        customerId: string;
        recipientId: string | null;
        recipientName: string;
      },
    ): Promise<boolean> {
      const customer = await customerSubject(tx, transfer.customerId);
      if (customer) await screen(tx, customer, 'payout', transfer.id);
      if (transfer.recipientId) {
        const recipient = await recipientSubject(tx, transfer.recipientId);
        if (recipient?.customerId === transfer.customerId) {
          const named = { ...recipient, name: transfer.recipientName };
          await screen(tx, named, 'payout', transfer.id);
        }
      }
      const store = complianceRepository(tx);
      if (await store.stopsTransfer(transfer.customerId, transfer.recipientId)) return true;
      if (!transfer.recipientId) return false;
      return Boolean((await store.recipientSubject(transfer.recipientId))?.blockedAt);
    },
  };
}
export type ScreeningService = ReturnType<typeof screeningService>;
