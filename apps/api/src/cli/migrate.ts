import { bootstrap } from '../bootstrap';

/** `npm run db:migrate`: applies pending migrations and reference data, then exits. */
const { database } = await bootstrap();
await database.close();
console.log(`Migrations and reference data applied (${database.driver}).`);
