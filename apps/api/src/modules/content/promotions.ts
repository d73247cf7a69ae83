import { desc, eq } from 'drizzle-orm';
import { validityOn, type PromotionFields, type Staff } from '@huerta/contracts';
import type { Database, Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import type { CatalogService } from '../catalog';
import { recordAudit } from '../../platform/audit';

/**
 * The shop's promotions in the back office: every one, current or not, with when it shows. Each write is
 * audited and served by the shop on the next request (this process drops its cached lists; PostgreSQL's
 * trigger tells the others).
 */
export function createAdminPromotions(deps: { database: Database; catalog: CatalogService; today: () => string }) {
  const { database } = deps;
  const { db, t } = database;
  const { promociones: pr, productos: p } = t;

  const select = () => db.select({ r: pr, producto: p.nombre }).from(pr).leftJoin(p, eq(p.id, pr.productoId));
  type Row = Awaited<ReturnType<typeof select>>[number];
  const toPromotion = ({ r, producto }: Row, today: string) => ({
    id: r.id,
    titulo: r.titulo,
    descripcion: r.descripcion,
    imgUrl: r.imgUrl,
    descuento: r.descuento,
    productoId: r.productoId,
    producto,
    fechaVigInicio: r.fechaVigInicio,
    fechaVigFin: r.fechaVigFin,
    estado: validityOn(today, r.fechaVigInicio, r.fechaVigFin),
  });
  const fieldsOf = (r: Row['r']): PromotionFields => ({ titulo: r.titulo, descripcion: r.descripcion, imgUrl: r.imgUrl, descuento: r.descuento, productoId: r.productoId, fechaVigInicio: r.fechaVigInicio, fechaVigFin: r.fechaVigFin });

  async function row(id: number) {
    const [found] = await select().where(eq(pr.id, id));
    if (!found) throw notFound('Promoción no encontrada.');
    return found;
  }
  const get = async (id: number) => toPromotion(await row(id), deps.today());

  /** A promotion that links to a product sends shoppers to it: it must be one the shop can sell. */
  async function checkProduct(tx: Db, productoId: number | null) {
    if (productoId === null) return;
    const [product] = await tx.select({ archivadoEn: p.archivadoEn }).from(p).where(eq(p.id, productoId));
    if (!product) throw badRequest(`El producto #${productoId} no existe. Elige otro o deja la promoción sin producto.`);
    if (product.archivadoEn !== null) throw badRequest(`El producto #${productoId} está archivado. Elige otro o deja la promoción sin producto.`);
  }

  return {
    async list() {
      const today = deps.today();
      return (await select().orderBy(desc(pr.fechaVigInicio), desc(pr.id))).map((r) => toPromotion(r, today));
    },
    get,

    async create(f: PromotionFields, by: Staff) {
      const id = await database.transaction(async (tx) => {
        await checkProduct(tx, f.productoId);
        const [created] = await tx.insert(pr).values(f).returning({ id: pr.id });
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'crear_promocion', entidad: 'promocion', entidadId: created!.id, despues: f }]);
        return created!.id;
      });
      deps.catalog.invalidate();
      return get(id);
    },

    async update(id: number, f: PromotionFields, by: Staff) {
      const before = await row(id);
      await database.transaction(async (tx) => {
        await checkProduct(tx, f.productoId);
        const [updated] = await tx.update(pr).set(f).where(eq(pr.id, id)).returning({ id: pr.id });
        if (!updated) throw notFound('Promoción no encontrada.');
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'editar_promocion', entidad: 'promocion', entidadId: id, antes: fieldsOf(before.r), despues: f }]);
      });
      deps.catalog.invalidate();
      return get(id);
    },

    async remove(id: number, by: Staff) {
      const before = await row(id);
      await database.transaction(async (tx) => {
        const [deleted] = await tx.delete(pr).where(eq(pr.id, id)).returning({ id: pr.id });
        if (!deleted) throw notFound('Promoción no encontrada.');
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'borrar_promocion', entidad: 'promocion', entidadId: id, antes: fieldsOf(before.r) }]);
      });
      deps.catalog.invalidate();
      return { message: 'Promoción eliminada.' };
    },
  };
}
