import { defineConfig } from 'drizzle-kit';

// PostgreSQL's migrations live apart from SQLite's: drizzle-kit keeps one folder and snapshot per dialect.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/postgres.ts',
  out: './drizzle-pg',
});
