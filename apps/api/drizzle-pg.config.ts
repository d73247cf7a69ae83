import { defineConfig } from 'drizzle-kit';

// PostgreSQL's migrations live apart from SQLite's: drizzle-kit keeps one folder and snapshot per dialect.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema-pg.ts',
  out: './drizzle-pg',
});
