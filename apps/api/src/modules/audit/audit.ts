import type { StaffRole } from '@homeward/contract';
import type { Database } from '../../db/client';

/** Who did a staff action: the member, the roles they held at the time, and from where. */
export interface StaffActor {
  staffId: string;
  email: string;
  roles: StaffRole[];
  ipAddress: string;
}

/** The record a staff action changed, before and after. */
export interface Change {
  before: unknown;
  after: unknown;
}

/**
 * Work that commits or fails with a change: the audit record of the staff action behind it.
 * A service calls it inside its own transaction, with the record as it was and as it is now,
 * so an audit line never describes a change that did not happen, and no change goes unrecorded.
 */
export type AuditHook = (tx: Database, change: Change) => Promise<void>;

/** How an actor reads in a record's own history (document and transfer events). */
export const actorName = (actor: StaffActor) => `staff:${actor.email}`;
