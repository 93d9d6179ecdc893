import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import countryData from 'world-countries';
import type { Database } from './client';
import { attributeDefinitionsByCountry } from './attribute-definitions';
import { documentCatalogue } from './document-catalogue';
import {
  corridorCatalogue,
  MAX_SEND,
  MIN_SEND,
  PERCENTAGE_FEE,
  SOURCE_CURRENCY,
} from './corridor-catalogue';
import {
  attributeDefinitions,
  corridorPayoutMethods,
  corridors,
  countries,
  documentCategories,
  documentTypes,
  exchangeRateHistory,
  exchangeRates,
  referenceSeed,
} from './schema';
import { toMinor } from '../lib/money';

type WorldCountry = (typeof countryData)[number];

/** "+63" for the Philippines; "+1" where a root has many suffixes (the NANP countries). */
function callingCode({ idd }: WorldCountry): string | null {
  if (!idd.root) return null;
  return idd.suffixes.length === 1 ? `${idd.root}${idd.suffixes[0]}` : idd.root;
}

/** The country's own name for itself, in its first listed language other than English. */
function endonym({ name }: WorldCountry): string | null {
  const natives = Object.entries(name.native ?? {});
  const own = natives.find(([language]) => language !== 'eng') ?? natives[0];
  return own?.[1].common ?? null;
}

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Every ISO 3166 country from the maintained world-countries data set (FIPS codes are not in
 * it; they stay null until a source for them is chosen). Upserted by ISO code at every start,
 * so a package update refreshes names without disturbing ids customers point at.
 */
export function countryRows() {
  return countryData
    .filter((country) => country.ccn3 && country.cca3)
    .map((country) => ({
      iso2Alpha: country.cca2,
      iso3Alpha: country.cca3,
      isoNumeric: country.ccn3,
      fipsCode: null,
      slug: slugify(country.name.common),
      callingCode: callingCode(country),
      commonName: country.name.common,
      officialName: country.name.official,
      endonym: endonym(country),
      demonym: country.demonyms?.eng?.m ?? null,
    }));
}

/**
 * The reference data every deployment starts with: countries, profile fields, document types,
 * corridors and their first rates. Skipped when the database already holds what this seed writes
 * (`referenceSeed`): at every start it rewrote the same rows, half a second and a third of a
 * gigabyte of memory on the embedded database. A release that changes the seed, or its rules,
 * changes the digest and runs it again.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const digest = seedDigest();
  const [done] = await db
    .select({ digest: referenceSeed.digest })
    .from(referenceSeed)
    .where(eq(referenceSeed.name, REFERENCE_SEED));
  if (done?.digest === digest) return;
  await seedCountries(db);
  await seedAttributeDefinitions(db);
  await seedDocumentCatalogue(db);
  await seedCorridors(db);
  await db
    .insert(referenceSeed)
    .values({ name: REFERENCE_SEED, digest })
    .onConflictDoUpdate({ target: referenceSeed.name, set: { digest, seededAt: new Date() } });
}

const REFERENCE_SEED = 'reference data';

/**
 * A digest of every row the seed would write, and of the code that writes them: a change to
 * either runs the seed again, with nobody having to remember a version number.
 */
function seedDigest(): string {
  const inputs = {
    writers: [seedCountries, seedAttributeDefinitions, seedDocumentCatalogue, seedCorridors].map(
      String,
    ),
    countries: countryRows(),
    attributeDefinitionsByCountry,
    documentCatalogue,
    corridorCatalogue,
    limits: [SOURCE_CURRENCY, MIN_SEND, MAX_SEND, PERCENTAGE_FEE],
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

/**
 * The starting corridors, fees and rates, inserted only where missing: what operations
 * changed since (fees, margins, rates, disabled corridors) survives every restart.
 */
async function seedCorridors(db: Database): Promise<void> {
  const ids = new Map(
    (await db.select({ id: countries.id, iso2: countries.iso2Alpha }).from(countries)).map(
      (row) => [row.iso2, row.id],
    ),
  );
  for (const [position, seed] of corridorCatalogue.entries()) {
    const destinationCountryId = ids.get(seed.destinationCountry);
    if (!destinationCountryId) throw new Error(`Unknown country ${seed.destinationCountry}`);
    await db
      .insert(corridors)
      .values({
        sourceCurrency: SOURCE_CURRENCY,
        destinationCountryId,
        destinationCurrency: seed.destinationCurrency,
        minSendMinor: toMinor(MIN_SEND, SOURCE_CURRENCY),
        maxSendMinor: toMinor(MAX_SEND, SOURCE_CURRENCY),
        marginPercent: seed.marginPercent,
        position,
      })
      .onConflictDoNothing();
    const [corridor] = await db
      .select({ id: corridors.id })
      .from(corridors)
      .where(
        sql`${corridors.sourceCurrency} = ${SOURCE_CURRENCY} and ${corridors.destinationCountryId} = ${destinationCountryId} and ${corridors.destinationCurrency} = ${seed.destinationCurrency}`,
      );
    if (!corridor) continue;
    for (const [method, [fixedFee, deliveryMinutes]] of Object.entries(seed.methods)) {
      await db
        .insert(corridorPayoutMethods)
        .values({
          corridorId: corridor.id,
          method,
          fixedFeeMinor: toMinor(fixedFee, SOURCE_CURRENCY),
          percentageFee: PERCENTAGE_FEE,
          deliveryMinutes,
        })
        .onConflictDoNothing();
    }
    const seeded = await db
      .insert(exchangeRates)
      .values({
        baseCurrency: SOURCE_CURRENCY,
        quoteCurrency: seed.destinationCurrency,
        rate: seed.midRate,
        source: 'seed',
        asOf: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    // A rate starts its history when it is first set, so the first change shows what it replaced.
    for (const rate of seeded) {
      await db.insert(exchangeRateHistory).values({
        baseCurrency: rate.baseCurrency,
        quoteCurrency: rate.quoteCurrency,
        rate: rate.rate,
        source: rate.source,
        changedBy: 'seed',
        at: rate.asOf,
      });
    }
  }
}

/** Upserts the document categories and types by code, keeping their ids. */
async function seedDocumentCatalogue(db: Database): Promise<void> {
  for (const [position, category] of documentCatalogue.entries()) {
    const [row] = await db
      .insert(documentCategories)
      .values({
        code: category.code,
        title: category.title,
        description: category.description,
        position,
      })
      .onConflictDoUpdate({
        target: documentCategories.code,
        set: { title: category.title, description: category.description, position },
      })
      .returning({ id: documentCategories.id });
    if (!row) throw new Error(`document category ${category.code} was not saved`);
    await db
      .insert(documentTypes)
      .values(
        category.types.map((type, index) => ({
          categoryId: row.id,
          code: type.code,
          title: type.title,
          description: type.description,
          info: type.info,
          documentNumberLabel: type.documentNumberLabel ?? null,
          publicUpload: type.publicUpload,
          api: type.api ?? null,
          minPages: type.minPages,
          maxPages: type.pageLabels.length,
          pageLabels: type.pageLabels,
          position: index,
        })),
      )
      .onConflictDoUpdate({
        target: [documentTypes.categoryId, documentTypes.code],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          info: sql`excluded.info`,
          documentNumberLabel: sql`excluded.document_number_label`,
          publicUpload: sql`excluded.public_upload`,
          api: sql`excluded.api`,
          minPages: sql`excluded.min_pages`,
          maxPages: sql`excluded.max_pages`,
          pageLabels: sql`excluded.page_labels`,
          position: sql`excluded.position`,
        },
      });
  }
}

async function seedCountries(db: Database): Promise<void> {
  await db
    .insert(countries)
    .values(countryRows())
    .onConflictDoUpdate({
      target: countries.iso2Alpha,
      set: {
        iso3Alpha: sql`excluded.iso3_alpha`,
        isoNumeric: sql`excluded.iso_numeric`,
        slug: sql`excluded.slug`,
        callingCode: sql`excluded.calling_code`,
        commonName: sql`excluded.common_name`,
        officialName: sql`excluded.official_name`,
        endonym: sql`excluded.endonym`,
        demonym: sql`excluded.demonym`,
      },
    });
}

/** Upserts every country's attribute definitions, keeping ids (customer values point at them). */
export async function seedAttributeDefinitions(db: Database): Promise<void> {
  const rows = await db.select({ id: countries.id, iso2: countries.iso2Alpha }).from(countries);
  const idOf = new Map(rows.map((row) => [row.iso2, row.id]));
  const values = Object.entries(attributeDefinitionsByCountry).flatMap(([iso2, seeds]) => {
    const countryId = idOf.get(iso2);
    if (countryId === undefined)
      throw new Error(`attribute definitions for unknown country ${iso2}`);
    return seeds.map((seed, position) => ({
      countryId,
      attribute: seed.attribute,
      category: seed.category,
      label: seed.label,
      infoText: seed.infoText ?? null,
      isRequired: seed.isRequired,
      input: seed.input ?? 'text',
      regularExpression: seed.regularExpression ?? null,
      mask: seed.mask ?? null,
      expressionErrorMessage: seed.expressionErrorMessage ?? null,
      options: seed.options ?? null,
      position,
    }));
  });
  await db
    .insert(attributeDefinitions)
    .values(values)
    .onConflictDoUpdate({
      target: [attributeDefinitions.countryId, attributeDefinitions.attribute],
      set: {
        category: sql`excluded.category`,
        label: sql`excluded.label`,
        infoText: sql`excluded.info_text`,
        isRequired: sql`excluded.is_required`,
        input: sql`excluded.input`,
        regularExpression: sql`excluded.regular_expression`,
        mask: sql`excluded.mask`,
        expressionErrorMessage: sql`excluded.expression_error_message`,
        options: sql`excluded.options`,
        position: sql`excluded.position`,
      },
    });
}
