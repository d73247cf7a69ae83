// `pnpm db:seed`: applies migrations and (re)writes the catalogue seed on the configured database.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedCatalog } from './seed';

const config = loadConfig();
const database = openDatabase(config.databasePath);
seedCatalog(database.db);
database.close();
console.warn(`Catálogo sembrado en ${config.databasePath}`);
