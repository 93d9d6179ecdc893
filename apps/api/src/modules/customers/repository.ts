import { DEFAULT_LANGUAGE, type LanguageTag } from '@homeward/contract';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  accounts,
  addresses,
  attributeDefinitions,
  birthDetails,
  countries,
  customerAttributes,
  customers,
  documentCategories,
  documents,
  documentTypes,
} from '../../db/schema';

export type CountryRow = typeof countries.$inferSelect;

/** Everything the Customer answer nests, read in a handful of indexed queries. */
export interface CustomerRecord {
  customer: typeof customers.$inferSelect;
  account: typeof accounts.$inferSelect;
  countries: Map<number, CountryRow>;
  address: typeof addresses.$inferSelect | undefined;
  birthDetail: typeof birthDetails.$inferSelect | undefined;
  attributes: { definition: typeof attributeDefinitions.$inferSelect; value: string | null }[];
  documents: {
    document: typeof documents.$inferSelect;
    category: typeof documentCategories.$inferSelect;
    type: typeof documentTypes.$inferSelect;
  }[];
}

/** Postgres' unique-violation code, for races the unique index settles. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // Drizzle wraps driver errors; the Postgres error is the cause (node-postgres and PGlite alike).
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
  }
  return false;
}

export function customerRepository(db: Database) {
  // The Customer answer's parts, read by every signed-in screen: prepared (db/prepared.ts). The
  // countries are not: how many a customer names varies, and with it the statement's shape.
  const customerHead = () =>
    prepared(db, 'customer_head', (name) =>
      db
        .select({
          customer: customers,
          account: accounts,
          address: addresses,
          birthDetail: birthDetails,
        })
        .from(customers)
        .innerJoin(accounts, eq(accounts.customerId, customers.id))
        .leftJoin(addresses, eq(addresses.customerId, customers.id))
        .leftJoin(birthDetails, eq(birthDetails.customerId, customers.id))
        .where(eq(customers.id, sql.placeholder('customerId')))
        .prepare(name),
    );
  const customerAttributeValues = () =>
    prepared(db, 'customer_attribute_values', (name) =>
      db
        .select({ definition: attributeDefinitions, value: customerAttributes.value })
        .from(attributeDefinitions)
        .leftJoin(
          customerAttributes,
          and(
            eq(customerAttributes.attributeDefinitionId, attributeDefinitions.id),
            eq(customerAttributes.customerId, sql.placeholder('customerId')),
          ),
        )
        .where(eq(attributeDefinitions.countryId, sql.placeholder('countryId')))
        .orderBy(asc(attributeDefinitions.position), asc(attributeDefinitions.id))
        .prepare(name),
    );
  const customerDocuments = () =>
    prepared(db, 'customer_documents', (name) =>
      db
        .select({ document: documents, category: documentCategories, type: documentTypes })
        .from(documents)
        .innerJoin(documentCategories, eq(documentCategories.id, documents.documentCategoryId))
        .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
        .where(eq(documents.customerId, sql.placeholder('customerId')))
        .orderBy(asc(documents.createdAt))
        .prepare(name),
    );

  return {
    /** Creates the customer and its account in one transaction. */
    async create(input: {
      crn: string;
      email: string;
      passwordHash: string;
      language: LanguageTag;
    }): Promise<string> {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .insert(customers)
          .values({ crn: input.crn, language: input.language })
          .returning({ id: customers.id });
        if (!customer) throw new Error('customer insert returned no row');
        await tx.insert(accounts).values({
          customerId: customer.id,
          email: input.email,
          passwordHash: input.passwordHash,
        });
        return customer.id;
      });
    },

    /** The language Homeward writes to the customer in. */
    async language(customerId: string): Promise<LanguageTag> {
      const [row] = await db
        .select({ language: customers.language })
        .from(customers)
        .where(eq(customers.id, customerId));
      return (row?.language ?? DEFAULT_LANGUAGE) as LanguageTag;
    },

    /**
     * What Homeward writes to the customer in: their language, and their country of residence
     * (its code), whose time zone their messages' times are given in. Read in `executor` when
     * given: a notice queued inside a transaction reads beside nothing (PGlite has one connection).
     */
    async reader(
      customerId: string,
      executor: Pick<Database, 'select'> = db,
    ): Promise<{ language: LanguageTag; country: string | undefined }> {
      const [row] = await executor
        .select({ language: customers.language, country: countries.iso2Alpha })
        .from(customers)
        .leftJoin(countries, eq(countries.id, customers.countryId))
        .where(eq(customers.id, customerId));
      return {
        language: (row?.language ?? DEFAULT_LANGUAGE) as LanguageTag,
        country: row?.country ?? undefined,
      };
    },

    async setLanguage(customerId: string, language: LanguageTag): Promise<void> {
      await db
        .update(customers)
        .set({ language, updatedAt: new Date() })
        .where(eq(customers.id, customerId));
    },

    async setBlockedForSending(customerId: string, blocked: boolean) {
      await db
        .update(customers)
        .set({ isBlockedForSending: blocked, updatedAt: new Date() })
        .where(eq(customers.id, customerId));
    },

    async findAccountByEmail(email: string) {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
      return row;
    },

    /** The customer's name as on their ID ("Ana Cruz"); undefined before they give it. */
    async legalName(customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({
          whole: customers.wholeName,
          name: customers.name,
          second: customers.secondName,
          third: customers.thirdName,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!row) return undefined;
      return (
        row.whole ?? ([row.name, row.second, row.third].filter(Boolean).join(' ') || undefined)
      );
    },

    async findAccount(customerId: string) {
      const [row] = await db.select().from(accounts).where(eq(accounts.customerId, customerId));
      return row;
    },

    async updateAccount(
      customerId: string,
      values: Partial<
        Pick<
          typeof accounts.$inferInsert,
          | 'email'
          | 'pendingEmail'
          | 'emailVerifiedAt'
          | 'passwordHash'
          | 'passwordChangedAt'
          | 'mfaMethod'
          | 'totpSecret'
          | 'totpPendingSecret'
          | 'totpLastStep'
          | 'mobileNumber'
          | 'mobileNumberCountryId'
          | 'pendingMobileNumber'
          | 'pendingMobileNumberCountryId'
        >
      >,
    ): Promise<void> {
      await db
        .update(accounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(accounts.customerId, customerId));
    },

    /**
     * Records that an authenticator code of this 30-second step was used, unless it or a later
     * one was: false then. One statement, so one code sent twice at once passes once.
     */
    async claimTotpStep(customerId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ totpLastStep: step, updatedAt: new Date() })
        .where(
          and(
            eq(accounts.customerId, customerId),
            or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step)),
          ),
        )
        .returning({ customerId: accounts.customerId });
      return rows.length === 1;
    },

    async updateCustomer(
      customerId: string,
      values: Partial<Pick<typeof customers.$inferInsert, 'poiNameCheck' | 'isBlockedForSending'>>,
    ): Promise<void> {
      await db
        .update(customers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(customers.id, customerId));
    },

    async emailExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.customerId })
        .from(accounts)
        .where(eq(accounts.email, email));
      return row !== undefined;
    },

    async load(customerId: string): Promise<CustomerRecord | undefined> {
      // Every signed-in screen asks for this: two round trips, not six. The customer with their
      // one-to-one parts first, then the lists and the countries side by side.
      const [row] = await customerHead().execute({ customerId });
      if (!row) return undefined;
      const head = { customer: row.customer, account: row.account };
      const address = row.address ?? undefined;
      const birthDetail = row.birthDetail ?? undefined;

      const countryId = head.customer.countryId;
      const countryIds = [
        head.customer.countryId,
        head.customer.nationalityId,
        head.account.mobileNumberCountryId,
        birthDetail?.countryOfBirthId ?? null,
      ].filter((id): id is number => id !== null);
      const [attributes, documentRows, countryRows] = await Promise.all([
        countryId === null ? [] : customerAttributeValues().execute({ customerId, countryId }),
        customerDocuments().execute({ customerId }),
        countryIds.length === 0
          ? []
          : db.select().from(countries).where(inArray(countries.id, countryIds)),
      ]);

      return {
        ...head,
        countries: new Map(countryRows.map((c) => [c.id, c])),
        address,
        birthDetail,
        attributes: attributes.map((a) => ({ definition: a.definition, value: a.value ?? null })),
        documents: documentRows,
      };
    },
  };
}
