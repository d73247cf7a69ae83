import { asc, desc, eq } from 'drizzle-orm';
import {
  CATEGORIES,
  isValidOn,
  toPesos,
  type Article,
  type CategoriesData,
  type Product,
  type Promotion,
  type Slide,
} from '@huerta/contracts';
import type { Db } from '../db/client';
import { articulos, categorias, productos, promociones, slides } from '../db/schema';
import { cacheList, type CachedJson } from '../lib/cached-json';

const descuentoOut = (d: number | null): number | 'N/A' => (d === null || d <= 0 ? 'N/A' : d);

function readProducts(db: Db, today: string): Product[] {
  const rows = db
    .select({ p: productos, categoria: categorias.nombre })
    .from(productos)
    .innerJoin(categorias, eq(categorias.id, productos.categoriaId))
    .orderBy(asc(productos.id))
    .all();
  return rows
    .filter(({ p }) => isValidOn(today, p.fechaVigInicio, p.fechaVigFin))
    .map(({ p, categoria }) => ({
      id: p.id,
      nombre: p.nombre,
      nombre_categoria: categoria as Product['nombre_categoria'],
      categoria_id: p.categoriaId as Product['categoria_id'],
      precio: toPesos(p.precioCentavos),
      cantidad: p.cantidad,
      descuento: descuentoOut(p.descuento),
      img_url: p.imgUrl,
      fecha_vig_inicio: p.fechaVigInicio,
      fecha_vig_fin: p.fechaVigFin,
    }));
}

function readPromotions(db: Db, today: string): Promotion[] {
  return db
    .select()
    .from(promociones)
    .orderBy(asc(promociones.id))
    .all()
    .filter((p) => isValidOn(today, p.fechaVigInicio, p.fechaVigFin))
    .map((p) => ({
      id: p.id,
      titulo: p.titulo,
      descripcion: p.descripcion,
      img_url: p.imgUrl,
      descuento: descuentoOut(p.descuento),
      producto_id: p.productoId,
      fecha_vig_inicio: p.fechaVigInicio,
      fecha_vig_fin: p.fechaVigFin,
    }));
}

function readSlides(db: Db, today: string): Slide[] {
  return db
    .select()
    .from(slides)
    .orderBy(asc(slides.orden), asc(slides.id))
    .all()
    .filter((s) => isValidOn(today, s.fechaVigInicio, s.fechaVigFin))
    .map((s) => ({ titulo: s.titulo, img_slider: s.imgSlider }));
}

function readArticles(db: Db, today: string): Article[] {
  return db
    .select()
    .from(articulos)
    .orderBy(desc(articulos.fechaPublicacion), desc(articulos.id))
    .all()
    .filter((a) => a.fechaPublicacion <= today)
    .map((a) => ({
      id: a.id,
      slug: a.slug,
      titulo: a.titulo,
      resumen: a.resumen,
      contenido: a.contenido,
      img_url: a.imgUrl,
      autor: a.autor,
      fecha_publicacion: a.fechaPublicacion,
    }));
}

/** Counts derive from the listed products, so the tabs never promise what the grid does not show. */
export function categoriesFor(products: readonly Product[]): CategoriesData {
  const count = (id: number) => products.filter((p) => p.categoria_id === id).length;
  return {
    categorias: CATEGORIES.map((c) => ({ id: c.id, nombre: c.nombre })),
    totalFrutas: count(1),
    totalVegetales: count(2),
    totalVarios: count(3),
  };
}

const LIST_MESSAGES = {
  products: 'Productos obtenidos correctamente.',
  promotions: 'Promociones activas obtenidas correctamente.',
  categories: 'Categorías obtenidas correctamente.',
  articles: 'Artículos obtenidos correctamente.',
  slides: 'Carrusel obtenido correctamente.',
} as const;

type ListKey = keyof typeof LIST_MESSAGES;

/**
 * The catalogue is read far more often than it changes: each list is read, serialized and
 * compressed once per shop day and data version, then served from memory. `invalidate()` is called
 * by whatever writes catalogue data.
 */
export function createCatalogService(db: Db, today: () => string) {
  let version = 0;
  // One slot per list: which day and data version it was built for.
  const slots = new Map<ListKey, { day: string; version: number; entry: CachedJson<unknown> }>();

  function cached<T>(key: ListKey, read: (day: string) => T): CachedJson<T> {
    const day = today();
    const slot = slots.get(key);
    if (slot && slot.day === day && slot.version === version) return slot.entry as CachedJson<T>;
    const entry = cacheList(read(day), LIST_MESSAGES[key]);
    slots.set(key, { day, version, entry });
    return entry;
  }

  const products = () => cached('products', (day) => readProducts(db, day));

  return {
    products,
    promotions: () => cached('promotions', (day) => readPromotions(db, day)),
    categories: () => cached('categories', () => categoriesFor(products().value)),
    articles: () => cached('articles', (day) => readArticles(db, day)),
    slides: () => cached('slides', (day) => readSlides(db, day)),
    articleBySlug: (slug: string): Article | undefined => cached('articles', (day) => readArticles(db, day)).value.find((a) => a.slug === slug),
    invalidate: () => {
      version += 1;
      slots.clear();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
