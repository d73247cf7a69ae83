import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { productListInputSchema, toCentavos, toPesos, type PriceDayInput, type ProductFields, type ProductListInput, type IvaRate, type Staff } from '@huerta/contracts';
import type { Database, Db } from '../../platform/db/database';
import { ascNullsLast } from '../../platform/db/sorting';
import { notFound } from '../../platform/errors';
import { saleColumns, saleOf, type CatalogService } from './catalog';
import { recordAudit } from '../../platform/audit';
import { renameProductSlug } from './product-slugs';
import { containsAny } from '../../platform/db/text-search';

const PAGE = 50;
/** Until the product has its own photo (photos come with the next part of the catalogue work). */
const NO_PHOTO = '/img/fallback.webp';

/**
 * The owner's and staff's catalogue: products with their stock, created, edited, archived, and the
 * morning's price table saved in one go. Every write is audited with before and after, and the shop shows
 * it on the next request (this process drops its cached lists; PostgreSQL's trigger tells the others).
 */
export function createAdminProducts(deps: { database: Database; catalog: CatalogService; today: () => string }) {
  const { database } = deps;
  const { db, t } = database;
  const { productos: p, existencias: e, categorias: c } = t;

  const columns = {
    id: p.id,
    nombre: p.nombre,
    categoriaId: p.categoriaId,
    categoria: c.nombre,
    precioCentavos: p.precioCentavos,
    cantidad: p.cantidad,
    descuento: p.descuento,
    imgUrl: p.imgUrl,
    fechaVigInicio: p.fechaVigInicio,
    fechaVigFin: p.fechaVigFin,
    agotado: p.agotado,
    tasaIva: p.tasaIva,
    ventaModo: p.ventaModo,
    ventaGramos: p.ventaGramos,
    ventaMinimo: p.ventaMinimo,
    descripcion: p.descripcion,
    claveProdServ: p.claveProdServ,
    claveUnidad: p.claveUnidad,
    archivadoEn: p.archivadoEn,
    disponibles: e.disponibles,
    umbralBajo: e.umbralBajo,
  };
  type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
  const toProduct = (r: Row) => ({
    id: r.id,
    nombre: r.nombre,
    categoriaId: r.categoriaId as 1 | 2 | 3,
    categoria: r.categoria,
    precio: toPesos(r.precioCentavos),
    cantidad: r.cantidad,
    descuento: r.descuento,
    imgUrl: r.imgUrl,
    fechaVigInicio: r.fechaVigInicio,
    fechaVigFin: r.fechaVigFin,
    agotado: r.agotado === 1,
    tasaIva: r.tasaIva as IvaRate,
    venta: saleOf(r).venta ?? null,
    descripcion: r.descripcion ?? '',
    /** SAT keys as stored: null takes the default (`satKeysOf`). */
    claveProdServ: r.claveProdServ,
    claveUnidad: r.claveUnidad,
    archivado: r.archivadoEn !== null,
    disponibles: r.disponibles,
    umbralBajo: r.umbralBajo ?? 10,
  });
  const select = () => db.select(columns).from(p).innerJoin(c, eq(c.id, p.categoriaId)).leftJoin(e, eq(e.productoId, p.id));

  async function get(id: number) {
    const [row] = await select().where(eq(p.id, id));
    if (!row) throw notFound('Producto no encontrado.');
    return toProduct(row);
  }

  /** The product's columns and its stock row, as one product's fields say. */
  async function write(tx: Db, id: number, f: ProductFields) {
    await tx
      .update(p)
      // No imgUrl (the CSV and the price table carry none): the photo stays as it is.
      .set({ nombre: f.nombre, categoriaId: f.categoriaId, precioCentavos: toCentavos(f.precio), cantidad: f.cantidad, descuento: f.descuento, fechaVigInicio: f.fechaVigInicio, fechaVigFin: f.fechaVigFin, agotado: f.agotado ? 1 : 0, ...(f.tasaIva !== undefined ? { tasaIva: f.tasaIva } : {}), ...(f.venta !== undefined ? saleColumns(f.venta) : {}), ...(f.descripcion !== undefined ? { descripcion: f.descripcion || null } : {}), ...(f.imgUrl ? { imgUrl: f.imgUrl } : {}), ...satKeyColumns(f) })
      .where(eq(p.id, id));
    await tx
      .insert(e)
      .values({ productoId: id, disponibles: f.disponibles, umbralBajo: f.umbralBajo })
      .onConflictDoUpdate({ target: e.productoId, set: { disponibles: f.disponibles, umbralBajo: f.umbralBajo } });
    // Its page's address follows its name; the old one redirects.
    await renameProductSlug(tx, t, id, f.nombre);
  }

  async function insert(tx: Db, f: ProductFields) {
    const [row] = await tx
      .insert(p)
      .values({ nombre: f.nombre, categoriaId: f.categoriaId, precioCentavos: toCentavos(f.precio), cantidad: f.cantidad, descuento: f.descuento, imgUrl: f.imgUrl ?? NO_PHOTO, fechaVigInicio: f.fechaVigInicio, fechaVigFin: f.fechaVigFin, agotado: f.agotado ? 1 : 0, tasaIva: f.tasaIva ?? 0, ...saleColumns(f.venta ?? null) })
      .returning({ id: p.id });
    await write(tx, row!.id, f);
    return row!.id;
  }

  const changed = async () => deps.catalog.invalidate();

  return {
    async list(raw: ProductListInput) {
      const input = productListInputSchema.parse(raw);
      const today = deps.today();
      const where: SQL[] = [];
      const text = containsAny(input.q, [p.nombre]);
      if (text) where.push(or(...text)!);
      if (input.categoriaId) where.push(eq(p.categoriaId, input.categoriaId));
      const live = and(isNull(p.archivadoEn), lte(p.fechaVigInicio, today), or(isNull(p.fechaVigFin), gt(p.fechaVigFin, today)))!;
      if (input.filtro === 'archivados') where.push(isNotNull(p.archivadoEn));
      else {
        where.push(isNull(p.archivadoEn));
        if (input.filtro === 'activos') where.push(live);
        if (input.filtro === 'agotados') where.push(or(eq(p.agotado, 1), lte(e.disponibles, 0))!);
        if (input.filtro === 'futuros') where.push(gt(p.fechaVigInicio, today));
        if (input.filtro === 'vencidos') where.push(and(isNotNull(p.fechaVigFin), lt(p.fechaVigFin, today))!);
      }
      const filter = and(...where);
      // Fewest units first is what to restock; uncounted products go last on both engines.
      const order = input.orden === 'precio' ? [asc(p.precioCentavos)] : input.orden === 'existencias' ? [ascNullsLast(e.disponibles)] : [];
      const [rows, [total]] = await Promise.all([
        select()
          .where(filter)
          .orderBy(...order, asc(p.nombre), asc(p.id))
          .limit(PAGE)
          .offset((input.pagina - 1) * PAGE),
        db.select({ n: count() }).from(p).leftJoin(e, eq(e.productoId, p.id)).where(filter),
      ]);
      return { productos: rows.map(toProduct), total: total!.n, pagina: input.pagina, porPagina: PAGE };
    },

    get,

    /** Every product not archived, for the price table (a grocer's catalogue: a few thousand rows at most). */
    async table() {
      const rows = await select().where(isNull(p.archivadoEn)).orderBy(asc(p.categoriaId), asc(p.nombre), asc(p.id));
      return rows.map(toProduct);
    },

    async create(f: ProductFields, by: Staff) {
      const id = await database.transaction(async (tx) => {
        const newId = await insert(tx, f);
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'crear_producto', entidad: 'producto', entidadId: newId, despues: f }]);
        return newId;
      });
      await changed();
      return get(id);
    },

    /** A checked catalogue import, all in one transaction: new products and changed ones, each audited. */
    async applyImport(changes: { nuevos: ProductFields[]; cambiados: { id: number; antes: ProductFields; despues: ProductFields }[] }, by: Staff) {
      await database.transaction(async (tx) => {
        const entries = [];
        for (const f of changes.nuevos) entries.push({ personalId: by.id, accion: 'importar_producto', entidad: 'producto', entidadId: await insert(tx, f), despues: f });
        for (const c of changes.cambiados) {
          await write(tx, c.id, c.despues);
          entries.push({ personalId: by.id, accion: 'importar_producto', entidad: 'producto', entidadId: c.id, antes: c.antes, despues: c.despues });
        }
        await recordAudit(tx, t, entries);
      });
      if (changes.nuevos.length + changes.cambiados.length) await changed();
    },

    async update(id: number, f: ProductFields, by: Staff) {
      const before = await get(id);
      await database.transaction(async (tx) => {
        await write(tx, id, f);
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'editar_producto', entidad: 'producto', entidadId: id, antes: { ...fieldsOf(before), imgUrl: before.imgUrl, claveProdServ: before.claveProdServ, claveUnidad: before.claveUnidad }, despues: f }]);
      });
      await changed();
      return get(id);
    },

    /** Archived products leave the shop and the lists, and stay on the orders that have them. */
    async archive(id: number, archived: boolean, by: Staff) {
      const before = await get(id);
      await database.transaction(async (tx) => {
        await tx.update(p).set({ archivadoEn: archived ? new Date().toISOString() : null }).where(eq(p.id, id));
        await recordAudit(tx, t, [{ personalId: by.id, accion: archived ? 'archivar_producto' : 'restaurar_producto', entidad: 'producto', entidadId: id, antes: { archivado: before.archivado }, despues: { archivado: archived } }]);
      });
      await changed();
      return get(id);
    },

    /**
     * The morning's price table: every changed row in one transaction, one audit entry per product
     * changed (rows that change nothing are left alone). All or nothing: an unknown id refuses the lot.
     */
    async priceDay(input: PriceDayInput, by: Staff) {
      const ids = input.cambios.map((r) => r.id);
      const current = new Map((await select().where(inArray(p.id, ids))).map((r) => [r.id, toProduct(r)]));
      const unknown = ids.filter((id) => !current.has(id));
      if (unknown.length) throw notFound(`Producto no encontrado: ${unknown.slice(0, 10).join(', ')}.`);
      const changes = input.cambios.filter((r) => {
        const now = current.get(r.id)!;
        return now.precio !== r.precio || now.descuento !== r.descuento || now.disponibles !== r.disponibles || now.agotado !== r.agotado;
      });
      await database.transaction(async (tx) => {
        for (const r of changes) {
          const now = current.get(r.id)!;
          await tx.update(p).set({ precioCentavos: toCentavos(r.precio), descuento: r.descuento, agotado: r.agotado ? 1 : 0 }).where(eq(p.id, r.id));
          if (now.disponibles !== r.disponibles) {
            await tx.insert(e).values({ productoId: r.id, disponibles: r.disponibles }).onConflictDoUpdate({ target: e.productoId, set: { disponibles: r.disponibles } });
          }
        }
        await recordAudit(
          tx,
          t,
          changes.map((r) => {
            const now = current.get(r.id)!;
            return { personalId: by.id, accion: 'precio_del_dia', entidad: 'producto', entidadId: r.id, antes: { precio: now.precio, descuento: now.descuento, disponibles: now.disponibles, agotado: now.agotado }, despues: { precio: r.precio, descuento: r.descuento, disponibles: r.disponibles, agotado: r.agotado } };
          }),
        );
      });
      if (changes.length) await changed();
      return { cambiados: changes.length, sinCambios: input.cambios.length - changes.length };
    },
  };
}

/** The SAT keys' columns an edit sets: left out (the CSV, older clients), the product keeps its keys. */
const satKeyColumns = (f: ProductFields) => ({
  ...(f.claveProdServ !== undefined ? { claveProdServ: f.claveProdServ } : {}),
  ...(f.claveUnidad !== undefined ? { claveUnidad: f.claveUnidad } : {}),
});

/** A product as the form's fields (for the audit's «before», and the import's comparison). */

export function fieldsOf(x: { nombre: string; categoriaId: 1 | 2 | 3; precio: number; cantidad: string; descuento: number | null; fechaVigInicio: string; fechaVigFin: string | null; disponibles: number | null; umbralBajo: number; agotado: boolean; tasaIva?: IvaRate }): ProductFields {
  return { nombre: x.nombre, categoriaId: x.categoriaId, precio: x.precio, cantidad: x.cantidad, descuento: x.descuento, fechaVigInicio: x.fechaVigInicio, fechaVigFin: x.fechaVigFin, disponibles: x.disponibles, umbralBajo: x.umbralBajo, agotado: x.agotado, ...(x.tasaIva !== undefined ? { tasaIva: x.tasaIva } : {}) };
}
