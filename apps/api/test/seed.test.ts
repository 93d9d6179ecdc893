import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, referenceSeed } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('holds every ISO 3166 country with the spec fields', async () => {
    const rows = await t.database.db.select().from(countries);
    expect(rows.length).toBeGreaterThanOrEqual(245);
    const [philippines] = await t.database.db
      .select()
      .from(countries)
      .where(eq(countries.iso2Alpha, 'PH'));
    expect(philippines).toMatchObject({
      iso3Alpha: 'PHL',
      isoNumeric: '608',
      slug: 'philippines',
      callingCode: '+63',
      commonName: 'Philippines',
      officialName: 'Republic of the Philippines',
      endonym: 'Pilipinas',
      demonym: 'Filipino',
    });
    const [australia] = rows.filter((row) => row.iso2Alpha === 'AU');
    expect(australia).toMatchObject({ callingCode: '+61', iso3Alpha: 'AUS', isoNumeric: '036' });
  });

  it('seeds again without duplicating or renumbering', async () => {
    const before = await t.database.db.select().from(countries);
    // As a release whose seed changed would: the digest no longer matches.
    await t.database.db.delete(referenceSeed);
    await t.database.prepare();
    const after = await t.database.db.select().from(countries);
    expect(after).toHaveLength(before.length);
    expect(new Map(after.map((c) => [c.iso2Alpha, c.id]))).toEqual(
      new Map(before.map((c) => [c.iso2Alpha, c.id])),
    );
  });

  it('is skipped at a start when it would write what the database already holds', async () => {
    const db = t.database.db;
    const philippines = eq(countries.iso2Alpha, 'PH');
    // Something the seed would put back, changed behind its back.
    await db.update(countries).set({ demonym: 'changed' }).where(philippines);
    await t.database.prepare();
    const [kept] = await db.select().from(countries).where(philippines);
    expect(kept?.demonym).toBe('changed');

    // Another seed (a new release's): it runs, and says so with its new digest.
    await db.update(referenceSeed).set({ digest: 'an older seed' });
    await t.database.prepare();
    const [restored] = await db.select().from(countries).where(philippines);
    expect(restored?.demonym).toBe('Filipino');
    const [seed] = await db.select().from(referenceSeed);
    expect(seed?.digest).toMatch(/^[0-9a-f]{64}$/);
  });
});
