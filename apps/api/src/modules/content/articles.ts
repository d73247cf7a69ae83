import { desc, eq } from 'drizzle-orm';
import { slugFromTitle, type ArticleFields, type Staff } from '@huerta/contracts';
import { isUniqueViolation, type Database } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CatalogService } from '../catalog';
import { recordAudit } from '../../platform/audit';

/**
 * The blog in the back office: Markdown articles kept as typed (the storefront sanitizes when it shows
 * them), drafts, a publication date, and a unique address made from the title when the article is created
 * (it stays when the title is edited: links to it keep working).
 */
export function createAdminArticles(deps: { database: Database; catalog: CatalogService }) {
  const { database } = deps;
  const { db, t } = database;
  const a = t.articulos;
  type Row = typeof a.$inferSelect;
  const toArticle = (r: Row) => ({ id: r.id, slug: r.slug, titulo: r.titulo, resumen: r.resumen, contenido: r.contenido, autor: r.autor, fechaPublicacion: r.fechaPublicacion, borrador: r.borrador === 1, imgUrl: r.imgUrl });
  const fieldsOf = (r: Row): ArticleFields => {
    const { id: _id, slug: _slug, ...f } = toArticle(r);
    return f;
  };
  const columns = (f: ArticleFields) => ({ titulo: f.titulo, resumen: f.resumen, contenido: f.contenido, autor: f.autor, fechaPublicacion: f.fechaPublicacion, borrador: f.borrador ? 1 : 0, imgUrl: f.imgUrl });

  async function get(id: number) {
    const [row] = await db.select().from(a).where(eq(a.id, id));
    if (!row) throw notFound('Artículo no encontrado.');
    return row;
  }

  return {
    async list() {
      return (await db.select().from(a).orderBy(desc(a.fechaPublicacion), desc(a.id))).map(toArticle);
    },
    get: async (id: number) => toArticle(await get(id)),

    async create(f: ArticleFields, by: Staff) {
      const slug = slugFromTitle(f.titulo);
      if (!slug) throw badRequest('El título necesita letras o números para formar la dirección del artículo.');
      try {
        const row = await database.transaction(async (tx) => {
          const [created] = await tx.insert(a).values({ slug, ...columns(f) }).returning();
          await recordAudit(tx, t, [{ personalId: by.id, accion: 'crear_articulo', entidad: 'articulo', entidadId: created!.id, despues: { slug, ...f, contenido: `${f.contenido.length} caracteres` } }]);
          return created!;
        });
        deps.catalog.invalidate();
        return toArticle(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`Ya hay un artículo con la dirección «/blog/${slug}». Cambia el título.`);
        throw err;
      }
    },

    async update(id: number, f: ArticleFields, by: Staff) {
      const before = await get(id);
      const row = await database.transaction(async (tx) => {
        const [after] = await tx.update(a).set(columns(f)).where(eq(a.id, id)).returning();
        const { contenido: _antes, ...antes } = fieldsOf(before);
        const { contenido: _despues, ...despues } = f;
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'editar_articulo', entidad: 'articulo', entidadId: id, antes, despues: { ...despues, contenidoCambiado: before.contenido !== f.contenido } }]);
        return after!;
      });
      deps.catalog.invalidate();
      return toArticle(row);
    },
  };
}
