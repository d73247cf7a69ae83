import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package root, found by walking up from this module: the same code runs from
 * `src/` (tests, tsx) and bundled from `dist/`, so a fixed relative path would be wrong in one of them.
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('No se encontró la carpeta de migraciones (drizzle/)');
}

export const apiRoot = findApiRoot();
/** One folder per dialect: drizzle-kit keeps a journal and snapshots per folder. */
export const migrationsDir = { sqlite: join(apiRoot, 'drizzle'), postgres: join(apiRoot, 'drizzle-pg') };
export const defaultWebDist = join(apiRoot, '..', 'web', 'dist');
export const defaultAdminDist = join(apiRoot, '..', 'admin', 'dist');
