import { and, count, desc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  attributeDefinitions,
  complianceCases,
  countries,
  customerAttributes,
  customerRiskRatings,
  customers,
  monitoringAlerts,
  monitoringRules,
  staffMembers,
  transfers,
} from '../../db/schema';
import { RELEASED_STATUSES } from '../transfers/repository';

export type RiskRatingRow = typeof customerRiskRatings.$inferSelect;
export type RiskRatingInsert = typeof customerRiskRatings.$inferInsert;

const EMPLOYMENT = ['employment.status', 'employment.industry', 'employment.income_band'];

/** The facts a customer's rating reads, and the ratings as recorded. */
export function riskRepository(db: Database) {
  const nationality = alias(countries, 'nationality');

  return {
    /** Residence and nationality (ISO2) and the employment answers; undefined: no customer. */
    async profile(customerId: string) {
      const [row] = await db
        .select({ residence: countries.iso2Alpha, nationality: nationality.iso2Alpha })
        .from(customers)
        .leftJoin(countries, eq(countries.id, customers.countryId))
        .leftJoin(nationality, eq(nationality.id, customers.nationalityId))
        .where(eq(customers.id, customerId));
      if (!row) return undefined;
      const answers = await db
        .select({ attribute: attributeDefinitions.attribute, value: customerAttributes.value })
        .from(customerAttributes)
        .innerJoin(
          attributeDefinitions,
          eq(attributeDefinitions.id, customerAttributes.attributeDefinitionId),
        )
        .where(
          and(
            eq(customerAttributes.customerId, customerId),
            inArray(attributeDefinitions.attribute, EMPLOYMENT),
          ),
        );
      const answer = (name: string) => answers.find((a) => a.attribute === name)?.value ?? null;
      return {
        residence: row.residence,
        nationality: row.nationality,
        employmentStatus: answer('employment.status'),
        industry: answer('employment.industry'),
        incomeBand: answer('employment.income_band'),
      };
    },

    /** Paid since `since`, less what came back, in the limits' currency minor units. */
    async sentSince(customerId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ sent: sql<string>`coalesce(sum(${transfers.limitMinor}), 0)` })
        .from(transfers)
        .where(
          and(
            eq(transfers.customerId, customerId),
            isNotNull(transfers.paidAt),
            gte(transfers.paidAt, since),
            notInArray(transfers.status, RELEASED_STATUSES),
          ),
        );
      return Number(row?.sent ?? 0);
    },

    async alertsSince(customerId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ alerts: count() })
        .from(monitoringAlerts)
        .where(
          and(eq(monitoringAlerts.customerId, customerId), gte(monitoringAlerts.createdAt, since)),
        );
      return row?.alerts ?? 0;
    },

    async hasConfirmedCase(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: complianceCases.id })
        .from(complianceCases)
        .where(
          and(eq(complianceCases.customerId, customerId), eq(complianceCases.status, 'confirmed')),
        )
        .limit(1);
      return Boolean(row);
    },

    /** The monitoring rule's high-risk countries: the one list both read. */
    async highRiskCountries(): Promise<string[]> {
      const [row] = await db
        .select({ params: monitoringRules.params })
        .from(monitoringRules)
        .where(eq(monitoringRules.code, 'high_risk_country'));
      const listed = (row?.params as { countries?: unknown } | undefined)?.countries;
      return Array.isArray(listed) ? listed.filter((c): c is string => typeof c === 'string') : [];
    },

    /** The latest rating of a source (computed or officer), if any. */
    async latest(customerId: string, source: 'computed' | 'officer') {
      const [row] = await db
        .select()
        .from(customerRiskRatings)
        .where(
          and(
            eq(customerRiskRatings.customerId, customerId),
            eq(customerRiskRatings.source, source),
          ),
        )
        .orderBy(desc(customerRiskRatings.createdAt), desc(customerRiskRatings.id))
        .limit(1);
      return row;
    },

    /**
     * The rating in force: the latest officer's, else the latest computed. One statement: limits
     * and every quote read it.
     */
    async inForce(customerId: string) {
      const [row] = await db
        .select({ level: customerRiskRatings.level })
        .from(customerRiskRatings)
        .where(eq(customerRiskRatings.customerId, customerId))
        .orderBy(
          desc(sql`${customerRiskRatings.source} = 'officer'`),
          desc(customerRiskRatings.createdAt),
          desc(customerRiskRatings.id),
        )
        .limit(1);
      return row;
    },

    async insert(values: RiskRatingInsert) {
      // The clock, not the transaction's start: two ratings in one transaction keep their order.
      const [row] = await db
        .insert(customerRiskRatings)
        .values({ ...values, createdAt: sql`clock_timestamp()` })
        .returning();
      if (!row) throw new Error('The rating was not recorded.');
      return row;
    },

    /** Newest first, with the officer's email on their rows. */
    history: (customerId: string) =>
      db
        .select({ rating: customerRiskRatings, staff: staffMembers.email })
        .from(customerRiskRatings)
        .leftJoin(staffMembers, eq(staffMembers.id, customerRiskRatings.staffId))
        .where(eq(customerRiskRatings.customerId, customerId))
        .orderBy(desc(customerRiskRatings.createdAt), desc(customerRiskRatings.id))
        .limit(200),
  };
}
export type RiskRepository = ReturnType<typeof riskRepository>;
