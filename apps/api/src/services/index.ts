import type { AppConfig } from '../config';
import type { OpenDatabase } from '../db/client';
import { createToday } from '../lib/clock';
import { createCatalogService } from './catalog';

/** Every service the two faces (tRPC and REST) call; built once per app. */
export function createServices(config: AppConfig, database: OpenDatabase) {
  const { db, sqlite } = database;
  const today = createToday(config.timezone);
  return {
    config,
    db,
    sqlite,
    today,
    catalog: createCatalogService(db, today),
  };
}

export type Services = ReturnType<typeof createServices>;
