import { and, count, desc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
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
      const [row] = await prepared(db, 'risk_residence_and_nationality', (name) =>
        db
          .select({ residence: countries.iso2Alpha, nationality: nationality.iso2Alpha })
          .from(customers)
          .leftJoin(countries, eq(countries.id, customers.countryId))
          .leftJoin(nationality, eq(nationality.id, customers.nationalityId))
          .where(eq(customers.id, sql.placeholder('customerId')))
          .prepare(name),
      ).execute({ customerId });
      if (!row) return undefined;
      const answers = await prepared(db, 'risk_employment_answers', (name) =>
        db
          .select({ attribute: attributeDefinitions.attribute, value: customerAttributes.value })
          .from(customerAttributes)
          .innerJoin(
            attributeDefinitions,
            eq(attributeDefinitions.id, customerAttributes.attributeDefinitionId),
          )
          .where(
            and(
              eq(customerAttributes.customerId, sql.placeholder('customerId')),
              inArray(attributeDefinitions.attribute, EMPLOYMENT),
            ),
          )
          .prepare(name),
      ).execute({ customerId });
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
      const [row] = await prepared(db, 'risk_sent_since', (name) =>
        db
          .select({ sent: sql<string>`coalesce(sum(${transfers.limitMinor}), 0)` })
          .from(transfers)
          .where(
            and(
              eq(transfers.customerId, sql.placeholder('customerId')),
              isNotNull(transfers.paidAt),
              gte(transfers.paidAt, sql.placeholder('since')),
              notInArray(transfers.status, RELEASED_STATUSES),
            ),
          )
          .prepare(name),
      ).execute({ customerId, since: since.toISOString() });
      return Number(row?.sent ?? 0);
    },

    async alertsSince(customerId: string, since: Date): Promise<number> {
      const [row] = await prepared(db, 'risk_alerts_since', (name) =>
        db
          .select({ alerts: count() })
          .from(monitoringAlerts)
          .where(
            and(
              eq(monitoringAlerts.customerId, sql.placeholder('customerId')),
              gte(monitoringAlerts.createdAt, sql.placeholder('since')),
            ),
          )
          .prepare(name),
      ).execute({ customerId, since: since.toISOString() });
      return row?.alerts ?? 0;
    },

    async hasConfirmedCase(customerId: string): Promise<boolean> {
      const [row] = await prepared(db, 'risk_confirmed_case', (name) =>
        db
          .select({ id: complianceCases.id })
          .from(complianceCases)
          .where(
            and(
              eq(complianceCases.customerId, sql.placeholder('customerId')),
              eq(complianceCases.status, 'confirmed'),
            ),
          )
          .limit(1)
          .prepare(name),
      ).execute({ customerId });
      return Boolean(row);
    },

    /** The monitoring rule's high-risk countries: the one list both read. */
    async highRiskCountries(): Promise<string[]> {
      const [row] = await prepared(db, 'risk_high_risk_countries', (name) =>
        db
          .select({ params: monitoringRules.params })
          .from(monitoringRules)
          .where(eq(monitoringRules.code, 'high_risk_country'))
          .prepare(name),
      ).execute();
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
      const [row] = await prepared(db, 'risk_rating_in_force', (name) =>
        db
          .select({ level: customerRiskRatings.level })
          .from(customerRiskRatings)
          .where(eq(customerRiskRatings.customerId, sql.placeholder('customerId')))
          .orderBy(
            desc(sql`${customerRiskRatings.source} = 'officer'`),
            desc(customerRiskRatings.createdAt),
            desc(customerRiskRatings.id),
          )
          .limit(1)
          .prepare(name),
      ).execute({ customerId });
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
