import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  TRANSLATION_FIELDS,
  TRANSLATION_KINDS,
  TRANSLATIONS_PER_PAGE,
  isLongTranslation,
  translationMax,
  type SaveTranslationInput,
  type Staff,
  type TranslationKind,
  type TranslationList,
  type TranslationListQuery,
  type TranslationRow,
} from '@huerta/contracts';
import { DEFAULT_SHOP_TEXTS, SHOP_TEXT_KEYS, SHOP_TEXT_TITLES } from '@huerta/contracts/shop-texts';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { CatalogService } from '../catalog';
import { recordAudit } from '../../platform/audit';

const MISSING: Record<TranslationKind, string> = {
  producto: 'Producto no encontrado.',
  categoria: 'Categoría no encontrada.',
  slide: 'Diapositiva no encontrada.',
  articulo: 'Artículo no encontrado.',
  texto: 'Texto no encontrado.',
};

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * «Traducciones» in the back office: every translatable field of the shop's content with its Spanish and
 * its English (table `traducciones`), one page at a time; saving one field writes or — emptied — removes
 * its translation, audited, and the shop serves it on the next request (the catalogue version moves).
 */
export function createAdminTranslations(deps: { database: Database; catalog: CatalogService }) {
  const { database, catalog } = deps;
  const { db, t } = database;
  const tr = t.traducciones;

  /** Every field there is to translate, in the shop's order, with its Spanish (empty Spanish fields are left out). */
  async function sources(): Promise<Omit<TranslationRow, 'traduccion' | 'actualizado'>[]> {
    const [productos, categorias, slides, articulos, own] = await Promise.all([
      db.select({ id: t.productos.id, nombre: t.productos.nombre, cantidad: t.productos.cantidad, descripcion: t.productos.descripcion }).from(t.productos).where(isNull(t.productos.archivadoEn)).orderBy(asc(t.productos.id)),
      db.select().from(t.categorias).orderBy(asc(t.categorias.id)),
      db.select({ id: t.slides.id, titulo: t.slides.titulo }).from(t.slides).orderBy(asc(t.slides.orden), asc(t.slides.id)),
      db.select({ id: t.articulos.id, titulo: t.articulos.titulo, resumen: t.articulos.resumen, contenido: t.articulos.contenido }).from(t.articulos).orderBy(asc(t.articulos.id)),
      catalog.texts(),
    ]);
    const rows: Omit<TranslationRow, 'traduccion' | 'actualizado'>[] = [];
    const add = (tipo: TranslationKind, ref: number | string, etiqueta: string, fields: Record<string, unknown>) => {
      for (const campo of Object.keys(TRANSLATION_FIELDS[tipo])) {
        const value = fields[campo];
        const espanol = typeof value === 'string' ? value : '';
        if (espanol.trim() === '') continue;
        rows.push({ tipo, ref: String(ref), campo, etiqueta, espanol, max: translationMax(tipo, campo)!, largo: isLongTranslation(tipo, campo) });
      }
    };
    for (const p of productos) add('producto', p.id, p.nombre, p);
    for (const c of categorias) add('categoria', c.id, c.nombre, c);
    for (const s of slides) add('slide', s.id, s.titulo, s);
    for (const a of articulos) add('articulo', a.id, a.titulo, a);
    for (const clave of SHOP_TEXT_KEYS) add('texto', clave, SHOP_TEXT_TITLES[clave], { contenido: own[clave] ?? DEFAULT_SHOP_TEXTS[clave] });
    return rows;
  }

  async function exists(tipo: TranslationKind, ref: string): Promise<boolean> {
    if (tipo === 'texto') return (SHOP_TEXT_KEYS as readonly string[]).includes(ref);
    const id = Number(ref);
    const table = { producto: t.productos, categoria: t.categorias, slide: t.slides, articulo: t.articulos }[tipo];
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    return row !== undefined;
  }

  return {
    async list(input: TranslationListQuery): Promise<TranslationList> {
      const [all, saved] = await Promise.all([
        sources(),
        db.select({ tipo: tr.tipo, ref: tr.ref, campo: tr.campo, texto: tr.texto, actualizado: tr.actualizado }).from(tr).where(eq(tr.idioma, input.idioma)),
      ]);
      const byKey = new Map(saved.map((s) => [`${s.tipo}\u0000${s.ref}\u0000${s.campo}`, s]));
      const rows: TranslationRow[] = all.map((r) => {
        const s = byKey.get(`${r.tipo}\u0000${r.ref}\u0000${r.campo}`);
        return { ...r, traduccion: s?.texto || null, actualizado: s?.texto ? s.actualizado : null };
      });
      const conteo = Object.fromEntries(TRANSLATION_KINDS.map((k) => [k, { campos: 0, faltantes: 0 }])) as TranslationList['conteo'];
      for (const r of rows) {
        conteo[r.tipo].campos += 1;
        if (r.traduccion === null) conteo[r.tipo].faltantes += 1;
      }
      const words = input.q ? fold(input.q) : '';
      const shown = rows.filter(
        (r) =>
          (!input.tipo || r.tipo === input.tipo) &&
          (!input.soloFaltantes || r.traduccion === null) &&
          (!words || fold(r.etiqueta).includes(words) || fold(r.espanol).includes(words) || (r.traduccion !== null && fold(r.traduccion).includes(words))),
      );
      const from = (input.pagina - 1) * TRANSLATIONS_PER_PAGE;
      return { filas: shown.slice(from, from + TRANSLATIONS_PER_PAGE), total: shown.length, conteo };
    },

    /** One field's translation: written (or replaced), or removed when the text is empty. Audited. */
    async save(input: SaveTranslationInput, by: Staff) {
      const { tipo, ref, campo, idioma, texto } = input;
      if (!(await exists(tipo, ref))) throw notFound(MISSING[tipo]);
      const key = and(eq(tr.tipo, tipo), eq(tr.ref, ref), eq(tr.campo, campo), eq(tr.idioma, idioma));
      const changed = await database.transaction(async (tx) => {
        const [before] = await tx.select({ texto: tr.texto }).from(tr).where(key);
        const antes = before?.texto ?? null;
        const despues = texto === '' ? null : texto;
        if (antes === despues) return false;
        const actualizado = new Date().toISOString();
        if (despues === null) await tx.delete(tr).where(key);
        else await tx.insert(tr).values({ tipo, ref, campo, idioma, texto: despues, actualizado }).onConflictDoUpdate({ target: [tr.tipo, tr.ref, tr.campo, tr.idioma], set: { texto: despues, actualizado } });
        await recordAudit(tx, t, [
          {
            personalId: by.id,
            accion: despues === null ? 'borrar_traduccion' : 'guardar_traduccion',
            entidad: 'traduccion',
            entidadId: `${tipo}.${ref}.${campo}.${idioma}`,
            antes: { texto: antes },
            despues: { texto: despues },
          },
        ]);
        return true;
      });
      if (changed) catalog.invalidate();
      return { message: texto === '' ? 'Traducción borrada: se muestra el español.' : 'Traducción guardada.', traduccion: texto === '' ? null : texto };
    },
  };
}
export type AdminTranslations = ReturnType<typeof createAdminTranslations>;
