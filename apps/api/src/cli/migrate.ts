// `pnpm db:migrate`: applies the committed migrations of DATABASE_URL's engine and exits. The server
// also migrates at start (under a lock on PostgreSQL); this is the step to run once before starting
// several processes of a new version.
import { loadConfig } from '../config';
import { startupFailure } from '../platform/startup-failure';
import { openDatabase } from '../schema';

try {
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? 'x'.repeat(32) });
  const database = await openDatabase(config.databaseUrl);
  await database.close();
  console.warn(`Migraciones aplicadas (${database.engine}).`);
} catch (err) {
  startupFailure(err, 'No se pudieron aplicar las migraciones');
}
