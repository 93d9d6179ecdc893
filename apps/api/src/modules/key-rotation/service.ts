import type { ResealedValues, SealedValues } from '@homeward/contract';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import { sealedColumns, type SealedValueRepository } from './repository';

/**
 * After APP_KEY changes, what was sealed under the old key is sealed again under the new one,
 * so the old key can leave APP_PREVIOUS_KEYS. Row by row with a compare on the old value, so it
 * runs beside the live app; running it twice re-seals nothing the second time.
 */
export function keyRotationService(deps: {
  sealed: SealedValueRepository;
  secrets: SecretBox;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  audit: Pick<AuditRepository, 'append'>;
}) {
  const { sealed, secrets } = deps;

  return {
    /** How many values each key seals now. */
    async count(batchSize = 1000): Promise<SealedValues[]> {
      const counts: SealedValues[] = [];
      for (const column of sealedColumns) {
        const count = { kind: column.kind, current: 0, previous: 0, unreadable: 0 };
        for (let after: string | undefined; ;) {
          const rows = await sealed.batch(column, after, batchSize);
          for (const row of rows) count[secrets.inspect(row.value).sealedUnder] += 1;
          if (rows.length < batchSize) break;
          after = rows.at(-1)?.id;
        }
        counts.push(count);
      }
      return counts;
    },

    /** Re-seals under APP_KEY everything sealed under a previous key, `batchSize` rows a read. */
    async reseal(actor: StaffActor, batchSize: number): Promise<ResealedValues[]> {
      const results: ResealedValues[] = [];
      for (const column of sealedColumns) {
        const result = { kind: column.kind, checked: 0, resealed: 0, skipped: 0, unreadable: 0 };
        for (let after: string | undefined; ;) {
          const rows = await sealed.batch(column, after, batchSize);
          for (const row of rows) {
            result.checked += 1;
            const found = secrets.inspect(row.value);
            if (found.sealedUnder === 'unreadable') result.unreadable += 1;
            if (found.sealedUnder !== 'previous') continue;
            const replaced = await sealed.replace(column, row.id, row.value, found.resealed);
            result[replaced ? 'resealed' : 'skipped'] += 1;
          }
          if (rows.length < batchSize) break;
          after = rows.at(-1)?.id;
        }
        results.push(result);
      }
      // Counts only: the audit log never holds a sealed value.
      await deps.transaction((tx) =>
        deps.audit.append(tx, actor, {
          action: 'keys.reseal',
          targetType: 'sealed_values',
          targetId: 'all',
          before: null,
          after: results,
        }),
      );
      return results;
    },
  };
}
export type KeyRotationService = ReturnType<typeof keyRotationService>;
