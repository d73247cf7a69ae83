import { asc, eq } from 'drizzle-orm';
import { withListPrice, type PriceListRules, type Product, type StoredTier } from '@huerta/contracts';
import type { Db, Tables } from '../../platform/db/database';

/**
 * Who buys for which business at which list (an approved business's titular and people), and the lists: read once per catalogue version like the lists themselves (its
 * tables move PostgreSQL's catalogue version: migration 0033), so every process learns a change to a list,
 * an approval or a person removed on its next request. `tv` is the person's session version: a token from
 * before a password change does not see the list.
 */
export interface PriceListsData {
  /** Every person of an approved business (titular and people): its id and list (null: the shop's prices). */
  byUser: Record<number, { negocio: number; lista: number | null; tv: number }>;
  lists: Record<number, PriceListRules>;
}

export const parseTiers = (json: string | null): StoredTier[] => (json ? (JSON.parse(json) as StoredTier[]) : []);

export async function readPriceLists(db: Db, t: Tables): Promise<PriceListsData> {
  const approved = eq(t.negocios.estado, 'aprobada');
  const [lists, lines, titulars, people] = await Promise.all([
    db.select().from(t.listasPrecios).orderBy(asc(t.listasPrecios.id)),
    db.select().from(t.listaPrecioProductos),
    db
      .select({ usuarioId: t.negocios.usuarioId, negocio: t.negocios.id, lista: t.negocios.listaId, tv: t.usuarios.tokenVersion })
      .from(t.negocios)
      .innerJoin(t.usuarios, eq(t.usuarios.id, t.negocios.usuarioId))
      .where(approved),
    db
      .select({ usuarioId: t.negocioPersonas.usuarioId, negocio: t.negocios.id, lista: t.negocios.listaId, tv: t.usuarios.tokenVersion })
      .from(t.negocioPersonas)
      .innerJoin(t.negocios, eq(t.negocios.id, t.negocioPersonas.negocioId))
      .innerJoin(t.usuarios, eq(t.usuarios.id, t.negocioPersonas.usuarioId))
      .where(approved),
  ]);
  const data: PriceListsData = { byUser: {}, lists: {} };
  for (const l of lists) data.lists[l.id] = { nombre: l.nombre, descuentoGeneral: l.descuentoGeneral, productos: {} };
  for (const line of lines) {
    const list = data.lists[line.listaId] as { productos: Record<number, PriceListRules['productos'][number]> } | undefined;
    if (list) list.productos[line.productoId] = { precioCentavos: line.precioCentavos, descuento: line.descuento, tramos: parseTiers(line.tramos) };
  }
  for (const b of [...titulars, ...people]) data.byUser[b.usuarioId] = { negocio: b.negocio, lista: b.lista, tv: b.tv };
  return data;
}

/** Today's products as a list's buyers see them (catalogue order and everything else unchanged). */
export const productsAtList = (products: readonly Product[], list: PriceListRules): Product[] => products.map((p) => withListPrice(p, list));
