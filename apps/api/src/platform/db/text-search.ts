import { like, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * "Contains these words" over text columns, the same on both engines: lower() on both sides (SQLite's
 * LIKE ignores ASCII case, PostgreSQL's does not) and the pattern's own wildcards dropped. Null when the
 * search is empty.
 */
export function containsAny(q: string | undefined, columns: AnyColumn[]): SQL[] | null {
  const words = q?.trim().toLowerCase().replace(/[%_\\]/g, '');
  if (!words) return null;
  return columns.map((c) => like(sql`lower(${c})`, `%${words}%`));
}
