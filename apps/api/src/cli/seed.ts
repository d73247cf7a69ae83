// `pnpm db:seed`: applies migrations and (re)writes the catalogue seed on the configured database, and on a
// shop without suppliers, lots or orders the buyer's last weeks (SEED_HISTORY=false: the catalogue only).
import { loadConfig } from '../config';
import { openDatabase } from '../schema';
import { seedCatalog } from '../seed/seed';
import { seedHistory } from '../seed/history';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl);
await seedCatalog(database);
const history = config.seedHistory && (await seedHistory(database, { now: config.now(), timeZone: config.timezone, shipping: config.shipping }));
await database.close();
console.warn(`Catálogo sembrado (${database.engine}).${history ? ' Con cuatro semanas de compras, ventas y merma de ejemplo.' : ''}`);
