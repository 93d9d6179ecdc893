import type { AuditHook } from '../audit/audit';
import { Conflict, NotFound, RefusedTransition, ValidationFailed } from '../../lib/domain-errors';
import { PROOF_OF_ADDRESS_CATEGORY } from '@homeward/contract';
import { PROOF_OF_IDENTITY } from '../../db/document-catalogue';
import type { customerRepository } from '../customers/repository';
import { frame } from '../mail/sentences';
import { subjectOf } from '../mail/templates';
import type { Notifications } from '../notifications/service';
import type { DocumentRepository, DocumentReview } from './repository';

export const documentStatuses = [
  'pending',
  'in_review',
  'approved',
  'rejected',
  'expired',
] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** Every allowed change of a document's status, listed once; anything else is refused. */
const TRANSITIONS: Record<DocumentStatus, DocumentStatus[]> = {
  pending: ['in_review', 'approved', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: ['expired'],
  rejected: [],
  expired: [],
};

export function canMove(from: string, to: DocumentStatus): boolean {
  return (TRANSITIONS[from as DocumentStatus] ?? []).includes(to);
}

/** "María-José  O'Neil" and "MARIA JOSE ONEIL" are the same name for a document check. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`.-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface IdentityReading {
  givenNames: string;
  surname: string;
  birthDate: string;
  documentNumber: string;
  expiresOn: string;
}

/**
 * Review of verification documents by operations: status changes follow the lifecycle, each
 * is recorded with who made it, and the customer hears about it by email.
 */
/**
 * What a reviewer read must describe a document that proves something today: not expired, and
 * a holder born in the past. Dates are YYYY-MM-DD, compared as text (the contract checks the form).
 */
export function checkReading(
  reading: IdentityReading,
  today = new Date().toISOString().slice(0, 10),
) {
  const errors: Record<string, string[]> = {};
  if (reading.expiresOn < today) {
    errors['reading.expires_on'] = [
      `This document expired on ${reading.expiresOn}: ask the customer for one that is valid.`,
    ];
  }
  if (reading.birthDate >= today) {
    errors['reading.birth_date'] = ['The birth date must be in the past.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

export function documentService(deps: {
  documents: DocumentRepository;
  customers: ReturnType<typeof customerRepository>;
  notifications: Notifications;
  /** A document's status changed: tell the customer's screens. */
  onStatusChanged?: (customerId: string, documentId: string, status: DocumentStatus) => void;
  /** A proof of identity was approved with what the reviewer read: screen the customer. */
  identityApproved?: (customerId: string) => Promise<void>;
}) {
  const { documents, customers } = deps;

  async function move(
    documentId: string,
    to: DocumentStatus,
    actor: string,
    values: DocumentReview = {},
    audit?: AuditHook,
  ) {
    const found = await documents.find(documentId);
    if (!found) throw new NotFound(`No document ${documentId}.`);
    const from = found.document.statusCode;
    if (!canMove(from, to)) {
      throw new RefusedTransition(`A document that is ${from} cannot become ${to}.`);
    }
    const updated = await documents.review(
      documentId,
      from,
      { ...values, statusCode: to },
      actor,
      audit,
    );
    if (!updated) {
      // Another reviewer moved it between our read and our write: theirs stands, and the
      // customer hears only about theirs.
      const now = await documents.find(documentId);
      if (!now) throw new NotFound(`No document ${documentId}.`);
      throw new Conflict(
        `This document was reviewed by someone else a moment ago: it is now ${now.document.statusCode}.`,
      );
    }
    deps.onStatusChanged?.(updated.customerId, documentId, to);
    const account = await customers.findAccount(updated.customerId);
    if (account) {
      const message = {
        template: 'document-status' as const,
        status: to,
        category: found.category,
        reason: values.rejectionReason ?? null,
      };
      await deps.notifications.notify(updated.customerId, (speaker) => ({
        mail: { to: account.email, message },
        push: {
          title: subjectOf(message, speaker),
          body: speaker.t(frame.openToSee),
          url: '/account-verification',
        },
      }));
    }
    return { document: updated, category: found.category };
  }

  return {
    catalogue: () => documents.catalogue(),
    list: documents.list,
    find: documents.find,
    history: documents.history,

    startReview: (documentId: string, actor: string, audit?: AuditHook) =>
      move(documentId, 'in_review', actor, {}, audit),

    /**
     * Approves a document. A proof of identity must come with what the reviewer read from it;
     * the profile name is compared with it and the result kept as poi_name_check.
     */
    async approve(documentId: string, actor: string, reading?: IdentityReading, audit?: AuditHook) {
      const found = await documents.find(documentId);
      if (found?.category === PROOF_OF_IDENTITY && !reading) {
        throw new ValidationFailed({
          reading: ['Record the name, birth date, number and expiry read from the document.'],
        });
      }
      if (reading) checkReading(reading);
      const approved = await move(
        documentId,
        'approved',
        actor,
        reading
          ? {
              holderGivenNames: reading.givenNames,
              holderSurname: reading.surname,
              holderBirthDate: reading.birthDate,
              documentNumber: reading.documentNumber,
              expiresOn: reading.expiresOn,
            }
          : {},
        audit,
      );
      if (reading) {
        const record = await customers.load(approved.document.customerId);
        const profileName = [
          record?.customer.name,
          record?.customer.secondName,
          record?.customer.thirdName,
        ]
          .filter(Boolean)
          .join(' ');
        await customers.updateCustomer(approved.document.customerId, {
          poiNameCheck:
            normaliseName(profileName) ===
            normaliseName(`${reading.givenNames} ${reading.surname}`),
        });
        await deps.identityApproved?.(approved.document.customerId);
      }
      return approved;
    },

    reject(documentId: string, actor: string, reason: string, audit?: AuditHook) {
      if (reason.trim().length < 5) {
        throw new ValidationFailed({ reason: ['Give the customer a reason they can act on.'] });
      }
      return move(documentId, 'rejected', actor, { rejectionReason: reason.trim() }, audit);
    },

    expire: (documentId: string, actor: string, audit?: AuditHook) =>
      move(documentId, 'expired', actor, {}, audit),

    approvedIdentity: (customerId: string) =>
      documents.latestApproved(customerId, PROOF_OF_IDENTITY),

    approvedAddress: (customerId: string) =>
      documents.latestApproved(customerId, PROOF_OF_ADDRESS_CATEGORY),
  };
}
export type DocumentService = ReturnType<typeof documentService>;
