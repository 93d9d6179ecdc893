import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addresses,
  attributeDefinitions,
  birthDetails,
  customerAttributes,
  customers,
} from '../../db/schema';

export type AttributeDefinitionRow = typeof attributeDefinitions.$inferSelect;

/** The columns of the Customer shape that profile attributes fill in. */
export interface ProfileColumns {
  customer: Partial<
    Pick<
      typeof customers.$inferInsert,
      'name' | 'secondName' | 'thirdName' | 'wholeName' | 'uniqueIdentityNumber' | 'nationalityId'
    >
  >;
  birthDetail: Partial<Pick<typeof birthDetails.$inferInsert, 'dateOfBirth' | 'placeOfBirth'>>;
  address: Partial<
    Pick<
      typeof addresses.$inferInsert,
      'addressLine1' | 'addressLine2' | 'city' | 'postcode' | 'region'
    >
  >;
}

export function profileRepository(db: Database) {
  return {
    definitions(countryId: number, category?: string): Promise<AttributeDefinitionRow[]> {
      return db
        .select()
        .from(attributeDefinitions)
        .where(
          and(
            eq(attributeDefinitions.countryId, countryId),
            category ? eq(attributeDefinitions.category, category) : undefined,
          ),
        )
        .orderBy(asc(attributeDefinitions.position), asc(attributeDefinitions.id));
    },

    async setCountry(customerId: string, countryId: number): Promise<void> {
      await db
        .update(customers)
        .set({ countryId, updatedAt: new Date() })
        .where(eq(customers.id, customerId));
    },

    /**
     * Saves a category's values and the Customer columns they fill, in one transaction: the
     * profile is never half-updated.
     */
    async saveCategory(
      customerId: string,
      values: { definitionId: number; value: string | null }[],
      columns: ProfileColumns,
    ): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        if (values.length > 0) {
          await tx
            .insert(customerAttributes)
            .values(
              values.map((v) => ({
                customerId,
                attributeDefinitionId: v.definitionId,
                value: v.value,
              })),
            )
            .onConflictDoUpdate({
              target: [customerAttributes.customerId, customerAttributes.attributeDefinitionId],
              set: { value: sql`excluded.value`, updatedAt: now },
            });
        }
        if (Object.keys(columns.customer).length > 0) {
          await tx
            .update(customers)
            .set({ ...columns.customer, updatedAt: now })
            .where(eq(customers.id, customerId));
        }
        if (Object.keys(columns.birthDetail).length > 0) {
          await tx
            .insert(birthDetails)
            .values({ customerId, ...columns.birthDetail })
            .onConflictDoUpdate({
              target: birthDetails.customerId,
              set: { ...columns.birthDetail, updatedAt: now },
            });
        }
        if (Object.keys(columns.address).length > 0) {
          await tx
            .insert(addresses)
            .values({ customerId, ...columns.address })
            .onConflictDoUpdate({
              target: addresses.customerId,
              set: { ...columns.address, updatedAt: now },
            });
        }
      });
    },
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
