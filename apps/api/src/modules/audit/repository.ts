import { and, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAuditEvents } from '../../db/schema';
import type { StaffActor } from './audit';

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  staff?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
}

const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function auditRepository(db: Database) {
  return {
    /** Appends one line; pass the transaction of the change it records. */
    async append(tx: Database, actor: StaffActor, record: AuditRecord): Promise<void> {
      await tx.insert(staffAuditEvents).values({
        staffId: actor.staffId,
        staffEmail: actor.email,
        roles: actor.roles,
        ipAddress: actor.ipAddress,
        action: record.action,
        targetType: record.targetType,
        targetId: record.targetId,
        // jsonb keeps what JSON can say: dates become ISO strings, undefined goes.
        before: record.before === undefined ? null : JSON.parse(JSON.stringify(record.before)),
        after: record.after === undefined ? null : JSON.parse(JSON.stringify(record.after)),
      });
    },

    /** Newest first; `target` matches "type:id", the type, or the id. */
    list(filter: AuditFilter) {
      const conditions: SQL[] = [];
      if (filter.staff)
        conditions.push(sql`${staffAuditEvents.staffEmail} ilike ${likeText(filter.staff)}`);
      if (filter.action)
        conditions.push(sql`${staffAuditEvents.action} ilike ${likeText(filter.action)}`);
      if (filter.target) {
        // "type:id", where an id may itself hold colons (fee:3:bank_account).
        const colon = filter.target.indexOf(':');
        const [type, id] =
          colon === -1
            ? [undefined, undefined]
            : [filter.target.slice(0, colon), filter.target.slice(colon + 1)];
        conditions.push(
          type !== undefined && id !== undefined
            ? sql`(${staffAuditEvents.targetType} = ${type} and ${staffAuditEvents.targetId} = ${id})`
            : sql`(${staffAuditEvents.targetType} = ${filter.target} or ${staffAuditEvents.targetId} = ${filter.target})`,
        );
      }
      if (filter.from)
        conditions.push(gte(staffAuditEvents.at, new Date(`${filter.from}T00:00:00Z`)));
      if (filter.to) {
        const end = new Date(`${filter.to}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + 1);
        conditions.push(lt(staffAuditEvents.at, end));
      }
      return db
        .select()
        .from(staffAuditEvents)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(staffAuditEvents.id))
        .limit(filter.limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
export type AuditRow = Awaited<ReturnType<AuditRepository['list']>>[number];
