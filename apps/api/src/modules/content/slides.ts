import { asc, eq, max } from 'drizzle-orm';
import { validityOn, type ReorderSlidesInput, type SlideFields, type Staff } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import type { CatalogService } from '../catalog';
import { recordAudit } from '../../platform/audit';

const MISSING = 'Diapositiva no encontrada.';

/**
 * The home page's carousel in the back office: every slide, current or not, in the order the shop shows
 * them. Each write is audited and served by the shop on the next request.
 */
export function createAdminSlides(deps: { database: Database; catalog: CatalogService; today: () => string }) {
  const { database } = deps;
  const { db, t } = database;
  const s = t.slides;
  type Row = typeof s.$inferSelect;
  const toSlide = (r: Row, today: string) => ({
    id: r.id,
    titulo: r.titulo,
    imgUrl: r.imgSlider,
    orden: r.orden,
    fechaVigInicio: r.fechaVigInicio,
    fechaVigFin: r.fechaVigFin,
    estado: validityOn(today, r.fechaVigInicio, r.fechaVigFin),
  });
  const fieldsOf = (r: Row): SlideFields => ({ titulo: r.titulo, imgUrl: r.imgSlider, fechaVigInicio: r.fechaVigInicio, fechaVigFin: r.fechaVigFin });
  const columns = (f: SlideFields) => ({ titulo: f.titulo, imgSlider: f.imgUrl, fechaVigInicio: f.fechaVigInicio, fechaVigFin: f.fechaVigFin });

  async function row(id: number) {
    const [found] = await db.select().from(s).where(eq(s.id, id));
    if (!found) throw notFound(MISSING);
    return found;
  }
  const get = async (id: number) => toSlide(await row(id), deps.today());
  const list = async () => {
    const today = deps.today();
    return (await db.select().from(s).orderBy(asc(s.orden), asc(s.id))).map((r) => toSlide(r, today));
  };

  return {
    list,
    get,

    /** A new slide goes last; the list's reordering moves it. */
    async create(f: SlideFields, by: Staff) {
      const id = await database.transaction(async (tx) => {
        const [last] = await tx.select({ orden: max(s.orden) }).from(s);
        const [created] = await tx
          .insert(s)
          .values({ ...columns(f), orden: (last?.orden ?? 0) + 1 })
          .returning({ id: s.id });
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'crear_slide', entidad: 'slide', entidadId: created!.id, despues: f }]);
        return created!.id;
      });
      deps.catalog.invalidate();
      return get(id);
    },

    async update(id: number, f: SlideFields, by: Staff) {
      const before = await row(id);
      await database.transaction(async (tx) => {
        const [updated] = await tx.update(s).set(columns(f)).where(eq(s.id, id)).returning({ id: s.id });
        if (!updated) throw notFound(MISSING);
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'editar_slide', entidad: 'slide', entidadId: id, antes: fieldsOf(before), despues: f }]);
      });
      deps.catalog.invalidate();
      return get(id);
    },

    async remove(id: number, by: Staff) {
      const before = await row(id);
      await database.transaction(async (tx) => {
        const [deleted] = await tx.delete(s).where(eq(s.id, id)).returning({ id: s.id });
        if (!deleted) throw notFound(MISSING);
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'borrar_slide', entidad: 'slide', entidadId: id, antes: fieldsOf(before) }]);
      });
      deps.catalog.invalidate();
      return { message: 'Diapositiva eliminada.' };
    },

    /**
     * The whole carousel's order at once: the list must name every slide exactly once, so an order made
     * on a stale page (someone added or removed one meanwhile) is refused rather than half applied.
     */
    async reorder({ ids }: ReorderSlidesInput, by: Staff) {
      await database.transaction(async (tx) => {
        const current = await tx.select({ id: s.id, orden: s.orden }).from(s).orderBy(asc(s.orden), asc(s.id));
        const known = new Set(current.map((r) => r.id));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw badRequest('El orden debe incluir todas las diapositivas, cada una una vez. Recarga la página e inténtalo de nuevo.');
        }
        const was = new Map(current.map((r) => [r.id, r.orden]));
        for (const [i, id] of ids.entries()) {
          if (was.get(id) !== i + 1) await tx.update(s).set({ orden: i + 1 }).where(eq(s.id, id));
        }
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'ordenar_slides', entidad: 'slide', entidadId: 'carrusel', antes: current.map((r) => r.id), despues: ids }]);
      });
      deps.catalog.invalidate();
      return list();
    },
  };
}
