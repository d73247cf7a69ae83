import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  toCentavos,
  toPesos,
  listPriceFor,
  type PriceListDetail,
  type PriceListFields,
  type PriceListLine,
  type PriceListRow,
  type PriceListSummary,
  type Staff,
} from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/db/database';
import type { CatalogService } from '../catalog';
import { parseTiers } from '../catalog';
import { recordAudit } from '../../platform/audit';

type LineRow = Database['t']['listaPrecioProductos']['$inferSelect'];

/** A stored line as the owner edits it (pesos), or null for none. */
const lineOut = (l: LineRow | undefined): PriceListRow['linea'] =>
  l ? { precio: l.precioCentavos === null ? null : toPesos(l.precioCentavos), descuento: l.descuento, tramos: parseTiers(l.tramos).map((t) => ({ desde: t.desde, precio: toPesos(t.precio_centavos) })) } : null;

const isEmpty = (l: PriceListLine) => l.precio === null && l.descuento === null && l.tramos.length === 0;

/**
 * The owner's price lists (issue 34): named lists, their lines per product, which businesses buy at each.
 * Every write is one transaction with its audit entries and moves the catalogue version (migration 0033's
 * triggers on PostgreSQL; `invalidate` here), so a list's buyers see the change on their next request.
 */
export function createPriceLists(deps: { database: Database; catalog: Pick<CatalogService, 'invalidate'> }) {
  const { database } = deps;
  const { db, t } = database;
  const L = t.listasPrecios;
  const P = t.listaPrecioProductos;

  const byId = async (id: number) => {
    const [row] = await db.select().from(L).where(eq(L.id, id));
    if (!row) throw notFound('Lista de precios no encontrada.');
    return row;
  };

  /** The unique name, said in Spanish when taken. */
  const named = async <T>(nombre: string, write: () => Promise<T>) => {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`Ya hay una lista llamada «${nombre}»: elige otro nombre.`);
      throw err;
    }
  };

  return {
    async list(): Promise<PriceListSummary[]> {
      const [lists, lines, buyers] = await Promise.all([
        db.select().from(L).orderBy(asc(L.nombre)),
        db.select({ id: P.listaId, n: count() }).from(P).groupBy(P.listaId),
        db.select({ id: t.negocios.listaId, n: count() }).from(t.negocios).groupBy(t.negocios.listaId),
      ]);
      const countOf = (rows: { id: number | null; n: number }[], id: number) => Number(rows.find((r) => r.id === id)?.n ?? 0);
      return lists.map((l) => ({ id: l.id, nombre: l.nombre, descuento_general: l.descuentoGeneral, lineas: countOf(lines, l.id), negocios: countOf(buyers, l.id) }));
    },

    async create(fields: PriceListFields, staff: Staff) {
      const row = await named(fields.nombre, () =>
        database.transaction(async (tx) => {
          const [saved] = await tx.insert(L).values({ nombre: fields.nombre, descuentoGeneral: fields.descuento_general }).returning();
          await recordAudit(tx, t, [{ personalId: staff.id, accion: 'crear_lista_precios', entidad: 'lista_precios', entidadId: saved!.id, despues: fields }]);
          return saved!;
        }),
      );
      deps.catalog.invalidate();
      return { id: row.id, mensaje: `Lista «${row.nombre}» creada.` };
    },

    async update(input: PriceListFields & { id: number }, staff: Staff) {
      const before = await byId(input.id);
      await named(input.nombre, () =>
        database.transaction(async (tx) => {
          await tx.update(L).set({ nombre: input.nombre, descuentoGeneral: input.descuento_general }).where(eq(L.id, input.id));
          await recordAudit(tx, t, [{ personalId: staff.id, accion: 'editar_lista_precios', entidad: 'lista_precios', entidadId: input.id, antes: { nombre: before.nombre, descuento_general: before.descuentoGeneral }, despues: { nombre: input.nombre, descuento_general: input.descuento_general } }]);
        }),
      );
      deps.catalog.invalidate();
      return { id: input.id, mensaje: 'Lista guardada.' };
    },

    /** Deleted with its lines; its businesses go back to the shop's prices. */
    async remove(id: number, staff: Staff) {
      const before = await byId(id);
      await database.transaction(async (tx) => {
        await tx.update(t.negocios).set({ listaId: null }).where(eq(t.negocios.listaId, id));
        await tx.delete(P).where(eq(P.listaId, id));
        await tx.delete(L).where(eq(L.id, id));
        await recordAudit(tx, t, [{ personalId: staff.id, accion: 'borrar_lista_precios', entidad: 'lista_precios', entidadId: id, antes: { nombre: before.nombre } }]);
      });
      deps.catalog.invalidate();
      return { mensaje: `Lista «${before.nombre}» borrada.` };
    },

    /** Every product not archived with the shop's price, the list's line and what the list charges. */
    async detail(id: number): Promise<PriceListDetail> {
      const list = await byId(id);
      const [products, lines, buyers] = await Promise.all([
        db.select().from(t.productos).where(isNull(t.productos.archivadoEn)).orderBy(asc(t.productos.nombre)),
        db.select().from(P).where(eq(P.listaId, id)),
        db.select({ id: t.negocios.id, razon_social: t.negocios.razonSocial }).from(t.negocios).where(eq(t.negocios.listaId, id)).orderBy(asc(t.negocios.razonSocial)),
      ]);
      const byProduct = new Map(lines.map((l) => [l.productoId, l]));
      const rules = { nombre: list.nombre, descuentoGeneral: list.descuentoGeneral };
      return {
        id: list.id,
        nombre: list.nombre,
        descuento_general: list.descuentoGeneral,
        negocios: buyers,
        productos: products.map((p) => {
          const shop = { id: p.id, precio: toPesos(p.precioCentavos), descuento: p.descuento && p.descuento > 0 ? p.descuento : ('N/A' as const) };
          const linea = lineOut(byProduct.get(p.id));
          return {
            id: p.id,
            nombre: p.nombre,
            cantidad: p.cantidad,
            precio_tienda: shop.precio,
            descuento_tienda: p.descuento && p.descuento > 0 ? p.descuento : null,
            por_kilo: p.ventaModo !== null,
            linea,
            // The owner's «Paga», as the back office's table computes it while typing (one rule).
            precio_lista: listPriceFor(shop, rules, linea),
          };
        }),
      };
    },

    /**
     * The lines sent replace the products' lines (an empty one removes it); one transaction, one audit entry
     * per product changed. A product that does not exist is refused by name of its id; nothing is written.
     */
    async saveLines(input: { id: number; lineas: PriceListLine[] }, staff: Staff) {
      const list = await byId(input.id);
      const ids = [...new Set(input.lineas.map((l) => l.producto_id))];
      if (ids.length !== input.lineas.length) throw conflict('Cada producto va una sola vez.');
      const found = await db.select({ id: t.productos.id }).from(t.productos).where(inArray(t.productos.id, ids));
      const unknown = ids.filter((id) => !found.some((f) => f.id === id));
      if (unknown.length) throw notFound(`Producto no encontrado: ${unknown.join(', ')}.`);
      const before = new Map((await db.select().from(P).where(and(eq(P.listaId, list.id), inArray(P.productoId, ids)))).map((l) => [l.productoId, l]));
      const changes = input.lineas.filter((l) => JSON.stringify(lineOut(before.get(l.producto_id))) !== JSON.stringify(isEmpty(l) ? null : { precio: l.precio, descuento: l.descuento, tramos: l.tramos }));
      if (changes.length === 0) return { cambiados: 0, mensaje: 'Sin cambios.' };
      await database.transaction(async (tx) => {
        for (const l of changes) {
          const where = and(eq(P.listaId, list.id), eq(P.productoId, l.producto_id));
          if (isEmpty(l)) {
            await tx.delete(P).where(where);
            continue;
          }
          const values = { precioCentavos: l.precio === null ? null : toCentavos(l.precio), descuento: l.descuento, tramos: l.tramos.length ? JSON.stringify(l.tramos.map((x) => ({ desde: x.desde, precio_centavos: toCentavos(x.precio) }))) : null };
          await tx
            .insert(P)
            .values({ listaId: list.id, productoId: l.producto_id, ...values })
            .onConflictDoUpdate({ target: [P.listaId, P.productoId], set: values });
        }
        await recordAudit(
          tx,
          t,
          changes.map((l) => ({ personalId: staff.id, accion: 'precio_lista', entidad: 'lista_precios', entidadId: list.id, antes: { producto_id: l.producto_id, linea: lineOut(before.get(l.producto_id)) }, despues: { producto_id: l.producto_id, linea: isEmpty(l) ? null : { precio: l.precio, descuento: l.descuento, tramos: l.tramos } } })),
        );
      });
      deps.catalog.invalidate();
      return { cambiados: changes.length, mensaje: changes.length === 1 ? '1 producto actualizado.' : `${changes.length} productos actualizados.` };
    },
  };
}

export type PriceLists = ReturnType<typeof createPriceLists>;
