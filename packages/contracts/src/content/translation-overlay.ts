import type { CategoriesData, Product, ProductPage } from '../catalog';
import type { ArticleCard } from './articles';
import type { Slide } from './promotions';
import type { ShopTextKey } from './shop-texts/defaults';

/*
 * The owner's translations over the Spanish catalogue (issue 36), zod-free: the server applies them to
 * the product page and its SEO head, the storefront (through `@huerta/contracts/rules`) to its lists.
 * A field without a translation keeps its Spanish.
 */

/**
 * A language's overlay of the catalogue, only what is translated. Products, categories and articles by
 * id; slides by their Spanish title (the carousel's public list has no ids); shop texts by key.
 * The public answer (catalog.translations) leaves the products' descriptions out: the product page asks
 * for its own, translated (catalog.product with `idioma`).
 */
export interface TranslationOverlay {
  productos: Record<string, { nombre?: string; descripcion?: string; cantidad?: string }>;
  categorias: Record<string, { nombre?: string }>;
  slides: Record<string, { titulo?: string }>;
  articulos: Record<string, { titulo?: string; resumen?: string; contenido?: string }>;
  textos: Partial<Record<ShopTextKey, string>>;
}

export const emptyTranslationOverlay = (): TranslationOverlay => ({ productos: {}, categorias: {}, slides: {}, articulos: {}, textos: {} });

/**
 * A listed product in the overlay's language: its name and unit where translated, the Spanish elsewhere.
 * (The SEO head of /en/producto/… uses it too.) `nombre_categoria` stays Spanish: the product goes back to
 * the server as a cart line, where it is one of the contract's three names; pages show the category's
 * English through the category's own translation.
 */
export function translatedProduct(product: Product, overlay: TranslationOverlay): Product {
  const own = overlay.productos[product.id];
  if (!own?.nombre && !own?.cantidad) return product;
  return { ...product, nombre: own?.nombre || product.nombre, cantidad: own?.cantidad || product.cantidad };
}

/** A product's description (Markdown) in the overlay's language, or its Spanish one. */
export const translatedDescription = (productId: number, descripcion: string, overlay: TranslationOverlay): string => overlay.productos[productId]?.descripcion || descripcion;

/** A product's page in the overlay's language: the product, its description and the related products. */
export function translatedProductPage(page: ProductPage, overlay: TranslationOverlay): ProductPage {
  if (!('producto' in page)) return page;
  return {
    producto: translatedProduct(page.producto, overlay),
    descripcion: translatedDescription(page.producto.id, page.descripcion, overlay),
    relacionados: page.relacionados.map((p) => translatedProduct(p, overlay)),
  };
}

export const translatedCategories = (data: CategoriesData, overlay: TranslationOverlay): CategoriesData => ({
  ...data,
  categorias: data.categorias.map((c) => ({ ...c, nombre: (overlay.categorias[c.id]?.nombre || c.nombre) as typeof c.nombre })),
});

export const translatedSlide = (slide: Slide, overlay: TranslationOverlay): Slide => ({ ...slide, titulo: overlay.slides[slide.titulo]?.titulo || slide.titulo });

/** A whole article or its card (ArticleCard: no text to translate). */
export function translatedArticle<A extends ArticleCard & { contenido?: string }>(article: A, overlay: TranslationOverlay): A {
  const own = overlay.articulos[article.id];
  if (!own) return article;
  const text = article.contenido === undefined ? {} : { contenido: own.contenido || article.contenido };
  return { ...article, titulo: own.titulo || article.titulo, resumen: own.resumen || article.resumen, ...text };
}
