import { slugFromTitle } from '@huerta/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../platform/db/database';

/** «Aguacate Hass» → «aguacate-hass»; a name with no letters or numbers still gets an address. */
const baseSlug = (nombre: string, id: number) => slugFromTitle(nombre) || `producto-${id}`;

/**
 * A product's page address from its name, unique: the name's slug, or with the product's id after it when
 * another product already has that one. Deterministic for the same rows, so two processes starting
 * together write the same addresses (and the conditional updates make the second a no-op).
 */
async function freeSlug(db: Db, t: Tables, id: number, nombre: string): Promise<string> {
  const base = baseSlug(nombre, id);
  const [taken] = await db.select({ id: t.productos.id }).from(t.productos).where(and(eq(t.productos.slug, base), ne(t.productos.id, id)));
  const [former] = await db.select({ id: t.productoSlugs.productoId }).from(t.productoSlugs).where(eq(t.productoSlugs.slug, base));
  return taken || (former && former.id !== id) ? `${base}-${id}` : base;
}

/** Gives each product without an address one (a shop from before product pages; new seeds), and keeps it in the history. */
export async function ensureProductSlugs(database: Database): Promise<void> {
  const { db, t } = database;
  const missing = await db.select({ id: t.productos.id, nombre: t.productos.nombre }).from(t.productos).where(isNull(t.productos.slug)).orderBy(t.productos.id);
  for (const p of missing) {
    await database.transaction(async (tx) => {
      const slug = await freeSlug(tx, t, p.id, p.nombre);
      const [set] = await tx.update(t.productos).set({ slug }).where(and(eq(t.productos.id, p.id), isNull(t.productos.slug))).returning({ id: t.productos.id });
      if (set) await tx.insert(t.productoSlugs).values({ slug, productoId: p.id }).onConflictDoNothing();
    });
  }
}

/**
 * A renamed product's page follows its new name (in the caller's transaction); the old address stays in
 * the history, so links already shared redirect to the new one.
 */
export async function renameProductSlug(tx: Db, t: Tables, id: number, nombre: string): Promise<void> {
  const [now] = await tx.select({ slug: t.productos.slug }).from(t.productos).where(eq(t.productos.id, id));
  if (!now || (now.slug && now.slug === baseSlug(nombre, id)) || (now.slug && now.slug === `${baseSlug(nombre, id)}-${id}`)) return;
  const slug = await freeSlug(tx, t, id, nombre);
  if (slug === now.slug) return;
  await tx.update(t.productos).set({ slug }).where(eq(t.productos.id, id));
  await tx.insert(t.productoSlugs).values({ slug, productoId: id }).onConflictDoUpdate({ target: t.productoSlugs.slug, set: { productoId: id } });
}
