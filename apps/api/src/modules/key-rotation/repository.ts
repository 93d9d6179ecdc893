import { and, asc, eq, gt, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, staffMembers } from '../../db/schema';

/** One column of sealed values (lib/secret-box.ts), and the key of its rows. */
interface SealedColumn {
  kind: string;
  table: PgTable;
  id: PgColumn;
  column: PgColumn;
  /** The column's property name in the schema, for `set`. */
  property: string;
}

/**
 * Every value sealed under APP_KEY. A new sealed column belongs here, or a key rotation leaves
 * it behind and dropping the old key locks its owners out.
 */
export const sealedColumns: readonly SealedColumn[] = [
  {
    kind: 'customer authenticators',
    table: accounts,
    id: accounts.customerId,
    column: accounts.totpSecret,
    property: 'totpSecret',
  },
  {
    kind: 'customer authenticators being set up',
    table: accounts,
    id: accounts.customerId,
    column: accounts.totpPendingSecret,
    property: 'totpPendingSecret',
  },
  {
    kind: 'staff authenticators',
    table: staffMembers,
    id: staffMembers.id,
    column: staffMembers.totpSecret,
    property: 'totpSecret',
  },
];

export function sealedValueRepository(db: Database) {
  return {
    /** Up to `limit` sealed values of a column, by row key after `after`. */
    async batch(
      sealed: SealedColumn,
      after: string | undefined,
      limit: number,
    ): Promise<{ id: string; value: string }[]> {
      const conditions: SQL[] = [isNotNull(sealed.column)];
      if (after !== undefined) conditions.push(gt(sealed.id, after));
      const rows = await db
        .select({ id: sealed.id, value: sealed.column })
        .from(sealed.table)
        .where(and(...conditions))
        .orderBy(asc(sealed.id))
        .limit(limit);
      return rows as { id: string; value: string }[];
    },

    /**
     * Replaces a sealed value if it is still the one read: a customer who enrols again between
     * the read and the write keeps the new secret. False when the row had changed.
     */
    async replace(sealed: SealedColumn, id: string, from: string, to: string): Promise<boolean> {
      const rows = await db
        .update(sealed.table)
        .set({ [sealed.property]: to })
        .where(and(eq(sealed.id, id), eq(sealed.column, from)))
        .returning({ id: sealed.id });
      return rows.length === 1;
    },
  };
}
export type SealedValueRepository = ReturnType<typeof sealedValueRepository>;
