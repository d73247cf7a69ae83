// `pnpm db:seed`: applies migrations and (re)writes the catalogue seed on the configured database.
import { loadConfig } from '../config';
import { openDatabase } from '../schema';
import { seedCatalog } from '../seed/seed';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl);
await seedCatalog(database);
await database.close();
console.warn(`Catálogo sembrado (${database.engine}).`);
