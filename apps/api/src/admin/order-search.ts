import { or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { containsAny } from './search';

/**
 * Orders whose name, e-mail or phone contain the words, through each engine's trigram index
 * (migrations 0009 SQLite: FTS5 `pedidos_busqueda`; 0007 PostgreSQL: pg_trgm on the same expression as
 * below). A trigram needs three characters: shorter searches read the orders (rare, and still right).
 */
export function orderTextMatch(database: Database, q: string): SQL | null {
  const words = q.trim().toLowerCase().replace(/[%_\\]/g, '');
  if (!words) return null;
  const o = database.t.pedidos;
  if (words.length < 3) return or(...containsAny(words, [o.nombre, o.email, o.telefono])!)!;
  if (database.engine === 'sqlite') {
    // A quoted FTS5 string is a substring for the trigram tokenizer (case-insensitive); quotes are doubled.
    return sql`${o.id} in (select rowid from pedidos_busqueda where pedidos_busqueda match ${`"${words.replaceAll('"', '""')}"`})`;
  }
  return sql`lower(${o.nombre} || ' ' || ${o.email} || ' ' || ${o.telefono}) like ${`%${words}%`}`;
}
