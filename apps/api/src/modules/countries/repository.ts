import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema';

export function countryRepository(db: Database) {
  return {
    list(iso2Codes?: string[]) {
      const query = db.select().from(countries).orderBy(asc(countries.commonName));
      return iso2Codes && iso2Codes.length > 0
        ? query.where(inArray(countries.iso2Alpha, iso2Codes))
        : query;
    },
    async find(id: number) {
      const [row] = await db.select().from(countries).where(eq(countries.id, id));
      return row;
    },
  };
}
export type CountryRepository = ReturnType<typeof countryRepository>;
