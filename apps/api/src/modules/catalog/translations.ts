import { eq } from 'drizzle-orm';
import { emptyTranslationOverlay, type TranslationLocale, type TranslationOverlay } from '@huerta/contracts';
import type { ShopTextKey } from '@huerta/contracts/shop-texts';
import type { Db, Tables } from '../../platform/db/database';

/*
 * The owner's translations (table `traducciones`, issue 36) as an overlay over the Spanish catalogue:
 * only what is translated, so anything else falls back to its Spanish. Read once per catalogue version
 * with the lists (modules/catalog/catalog.ts, key `translations`): the table's writes move that version, as
 * the products' do (PostgreSQL trigger; `catalog.invalidate()` in this process).
 */

type Entry = Record<string, string>;

/** Every translation of a language, keyed as the storefront's lists can use it. */
export async function readTranslationOverlay(db: Db, { traducciones, slides }: Tables, idioma: TranslationLocale): Promise<TranslationOverlay> {
  const [rows, slideRows] = await Promise.all([
    db.select({ tipo: traducciones.tipo, ref: traducciones.ref, campo: traducciones.campo, texto: traducciones.texto }).from(traducciones).where(eq(traducciones.idioma, idioma)),
    db.select({ id: slides.id, titulo: slides.titulo }).from(slides),
  ]);
  const overlay = emptyTranslationOverlay();
  // The carousel's public list has no ids: its translations are found by the slide's Spanish title.
  const slideTitle = new Map(slideRows.map((s) => [String(s.id), s.titulo]));
  const put = (map: Record<string, Entry>, key: string, campo: string, texto: string) => {
    (map[key] ??= {})[campo] = texto;
  };
  for (const r of rows) {
    if (r.texto === '') continue;
    if (r.tipo === 'producto') put(overlay.productos as Record<string, Entry>, r.ref, r.campo, r.texto);
    else if (r.tipo === 'categoria') put(overlay.categorias as Record<string, Entry>, r.ref, r.campo, r.texto);
    else if (r.tipo === 'articulo') put(overlay.articulos as Record<string, Entry>, r.ref, r.campo, r.texto);
    else if (r.tipo === 'texto' && r.campo === 'contenido') overlay.textos[r.ref as ShopTextKey] = r.texto;
    else if (r.tipo === 'slide') {
      const spanish = slideTitle.get(r.ref);
      if (spanish !== undefined) put(overlay.slides as Record<string, Entry>, spanish, r.campo, r.texto);
    }
  }
  return overlay;
}

/** The overlay the storefront is sent: without the products' descriptions (the product page asks for its own). */
export function publicOverlay(overlay: TranslationOverlay): TranslationOverlay {
  return { ...overlay, productos: withoutField(overlay.productos, 'descripcion'), articulos: withoutField(overlay.articulos, 'contenido') };
}

/** Each entry without `field` (a long text its own page asks for: catalog.product, catalog.article), empty ones dropped. */
function withoutField<T extends object, K extends keyof T>(entries: Record<string, T>, field: K): Record<string, Omit<T, K>> {
  const kept: Record<string, Omit<T, K>> = {};
  for (const [id, entry] of Object.entries(entries)) {
    const { [field]: _long, ...shown } = entry;
    if (Object.keys(shown).length > 0) kept[id] = shown;
  }
  return kept;
}

// The overlay's pure functions live in the contracts, shared with the storefront; the SEO head of
// /en/producto/… calls `translatedProduct` / `translatedDescription` with `catalog.translations()`.
export { translatedArticle, translatedCategories, translatedDescription, translatedProduct, translatedProductPage, translatedSlide } from '@huerta/contracts';
