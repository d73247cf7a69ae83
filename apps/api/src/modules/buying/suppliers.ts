import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { supplierInputSchema, supplierProductInputSchema, supplierUpdateSchema} from '@huerta/contracts';
import { lotUnitOf, type Staff, type SupplierListInput } from '@huerta/contracts';
import type { z } from 'zod';
import type { Database, Db } from '../../platform/db/database';
import type { Now } from '../../platform/clock';
import { badRequest, notFound } from '../../platform/errors';
import { containsAny } from '../../platform/db/text-search';
import { recordAudit } from '../../platform/audit';

type SupplierFields = z.output<typeof supplierInputSchema>;
type SupplierUpdate = z.output<typeof supplierUpdateSchema>;
type SupplierProductFields = z.output<typeof supplierProductInputSchema>;

/**
 * «Proveedores» (issue 46): who the shop buys from and what each sells it — the pack («caja de 10 kg», in
 * the product's lot unit: grams for `peso`, pieces otherwise), the last cost of one pack, and which supplier
 * the purchase proposal picks for a product (`preferido`: one per product; marking one clears the others in
 * the same transaction). A supplier is never deleted: deactivated, it leaves the lists and keeps its orders
 * and lots. Every write is audited with the fields before and after.
 */
export function createSuppliers(deps: { database: Database; now: Now }) {
  const { database } = deps;
  const { db, t } = database;
  const { proveedores: s, proveedorProductos: sp, productos: p } = t;

  const fieldsOf = (r: typeof s.$inferSelect) => ({ nombre: r.nombre, contacto: r.contacto, telefono: r.telefono, whatsapp: r.whatsapp, correo: r.correo, diasEntrega: r.diasEntrega, notas: r.notas, activo: r.activo === 1 });

  async function row(tx: Db, id: number) {
    const [found] = await tx.select().from(s).where(eq(s.id, id));
    if (!found) throw notFound('Proveedor no encontrado.');
    return found;
  }

  /** A supplier's products, with each one's lot unit (so the form says grams or pieces). */
  async function productsOf(tx: Db, proveedorId: number) {
    const rows = await tx
      .select({ sp, nombre: p.nombre, ventaModo: p.ventaModo, archivadoEn: p.archivadoEn })
      .from(sp)
      .innerJoin(p, eq(p.id, sp.productoId))
      .where(eq(sp.proveedorId, proveedorId))
      .orderBy(asc(p.nombre));
    return rows.map((r) => ({
      productoId: r.sp.productoId,
      nombre: r.nombre,
      unidad: lotUnitOf(r.ventaModo),
      archivado: r.archivadoEn !== null,
      empaque: r.sp.empaque,
      empaqueCantidad: r.sp.empaqueCantidad,
      costoCentavos: r.sp.costoCentavos,
      preferido: r.sp.preferido === 1,
      actualizado: r.sp.actualizado,
    }));
  }

  async function get(id: number) {
    const supplier = await row(db, id);
    return { id: supplier.id, ...fieldsOf(supplier), creado: supplier.creado, productos: await productsOf(db, id) };
  }

  return {
    get,

    /** The list, by name: the active ones (all with `inactivos`), found by name, contact, phone or e-mail. */
    async list(input: SupplierListInput) {
      const where = [];
      const text = containsAny(input.q, [s.nombre, s.contacto, s.telefono, s.whatsapp, s.correo]);
      if (text) where.push(or(...text)!);
      if (!input.inactivos) where.push(eq(s.activo, 1));
      const rows = await db.select().from(s).where(and(...where)).orderBy(asc(s.nombre), asc(s.id));
      const counts = rows.length ? await db.select({ proveedorId: sp.proveedorId }).from(sp).where(inArray(sp.proveedorId, rows.map((r) => r.id))) : [];
      return rows.map((r) => ({ id: r.id, ...fieldsOf(r), productos: counts.filter((c) => c.proveedorId === r.id).length }));
    },

    async create(f: SupplierFields, by: Staff) {
      const id = await database.transaction(async (tx) => {
        const [created] = await tx.insert(s).values(f).returning({ id: s.id });
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'crear_proveedor', entidad: 'proveedor', entidadId: created!.id, despues: f }]);
        return created!.id;
      });
      return get(id);
    },

    /** Its fields, and `activo` when given (false: off the lists and the proposal, its orders kept). */
    async update(input: SupplierUpdate, by: Staff) {
      const { id, activo, ...f } = input;
      await database.transaction(async (tx) => {
        const before = await row(tx, id);
        const values = { ...f, ...(activo === undefined ? {} : { activo: activo ? 1 : 0 }) };
        await tx.update(s).set(values).where(eq(s.id, id));
        const accion = activo === false && before.activo === 1 ? 'desactivar_proveedor' : 'editar_proveedor';
        await recordAudit(tx, t, [{ personalId: by.id, accion, entidad: 'proveedor', entidadId: id, antes: fieldsOf(before), despues: fieldsOf({ ...before, ...values }) }]);
      });
      return get(id);
    },

    /**
     * Adds a product to a supplier's list or changes its pack and cost. Preferred: the others' mark on the
     * same product is cleared in the same transaction, so the proposal never sees two.
     */
    async saveProduct(f: SupplierProductFields, by: Staff) {
      await database.transaction(async (tx) => {
        const supplier = await row(tx, f.proveedorId);
        const [product] = await tx.select({ nombre: p.nombre, archivadoEn: p.archivadoEn }).from(p).where(eq(p.id, f.productoId));
        if (!product) throw badRequest(`Producto: el producto #${f.productoId} no existe.`);
        if (product.archivadoEn !== null) throw badRequest(`Producto: «${product.nombre}» está archivado; restáuralo antes de comprarlo.`);
        const [before] = await tx.select().from(sp).where(and(eq(sp.proveedorId, f.proveedorId), eq(sp.productoId, f.productoId)));
        const values = { empaque: f.empaque, empaqueCantidad: f.empaqueCantidad, costoCentavos: f.costoCentavos, preferido: f.preferido ? 1 : 0, actualizado: deps.now().toISOString() };
        if (f.preferido) await tx.update(sp).set({ preferido: 0 }).where(and(eq(sp.productoId, f.productoId), ne(sp.proveedorId, f.proveedorId)));
        if (before) await tx.update(sp).set(values).where(and(eq(sp.proveedorId, f.proveedorId), eq(sp.productoId, f.productoId)));
        else await tx.insert(sp).values({ proveedorId: f.proveedorId, productoId: f.productoId, ...values });
        const side = (r: { empaque: string; empaqueCantidad: number; costoCentavos: number; preferido: number }) => ({ producto: product.nombre, empaque: r.empaque, empaqueCantidad: r.empaqueCantidad, costoCentavos: r.costoCentavos, preferido: r.preferido === 1 });
        await recordAudit(tx, t, [{ personalId: by.id, accion: before ? 'editar_producto_proveedor' : 'agregar_producto_proveedor', entidad: 'proveedor', entidadId: supplier.id, ...(before ? { antes: side(before) } : {}), despues: side(values) }]);
      });
      return get(f.proveedorId);
    },

    /** Takes a product off a supplier's list (the orders that had it keep their lines). */
    async removeProduct(key: { proveedorId: number; productoId: number }, by: Staff) {
      await database.transaction(async (tx) => {
        const [gone] = await tx.delete(sp).where(and(eq(sp.proveedorId, key.proveedorId), eq(sp.productoId, key.productoId))).returning();
        if (!gone) throw notFound('Ese producto no está en la lista del proveedor.');
        const [product] = await tx.select({ nombre: p.nombre }).from(p).where(eq(p.id, key.productoId));
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'quitar_producto_proveedor', entidad: 'proveedor', entidadId: key.proveedorId, antes: { producto: product?.nombre ?? `#${key.productoId}`, empaque: gone.empaque, empaqueCantidad: gone.empaqueCantidad, costoCentavos: gone.costoCentavos } }]);
      });
      return get(key.proveedorId);
    },
  };
}

export type Suppliers = ReturnType<typeof createSuppliers>;
