// Part of `npm run build`: the embedded database a first start copies (src/db/embedded-template.ts).
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { embeddedTemplateDir } from '../src/db/embedded-template';
import * as schema from '../src/db/schema';
import { seedReferenceData } from '../src/db/seed';
import { migrationsFolder } from '../src/paths';

const started = Date.now();
rmSync(embeddedTemplateDir, { recursive: true, force: true });
const client = new PGlite(embeddedTemplateDir);
try {
  // What DatabaseHandle.prepare does.
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await seedReferenceData(db);
} finally {
  await client.close();
}
console.log(`${embeddedTemplateDir}: made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
