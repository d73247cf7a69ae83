import { or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { containsAny } from '../../platform/db/text-search';

/**
 * SQLite's search index takes new orders when a search needs them, not in each order's commit (migration
 * 0009): every order above its highest rowid, in one statement (a day of orders is a few ms; the first
 * search after `db:copy` or a bulk load indexes them all, ~1 s per 100,000). PostgreSQL's index is kept
 * by the database.
 */
export async function catchUpOrderSearch(database: Database) {
  if (database.engine !== 'sqlite') return;
  await database.exec(
    sql.raw("insert into pedidos_busqueda (rowid, texto) select id, nombre || ' ' || email || ' ' || telefono from pedidos where id > coalesce((select max(rowid) from pedidos_busqueda), 0)"),
  );
}

/**
 * Orders whose name, e-mail or phone contain the words, through each engine's trigram index
 * (migrations 0009 SQLite: FTS5 `pedidos_busqueda`; 0007 PostgreSQL: pg_trgm on the same expression as
 * below; call catchUpOrderSearch first). A trigram needs three characters: shorter searches read the
 * orders (rare, and still right).
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
