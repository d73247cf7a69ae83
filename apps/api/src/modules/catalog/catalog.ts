import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_PAYMENT_OPTIONS,
  type PaymentOptions,
  type WeighedSale,
  CATEGORIES,
  firstScreenProducts,
  isValidOn,
  toPesos,
  type Article,
  type ArticleCard,
  articleCardOf,
  type CategoriesData,
  type FirstProducts,
  type Product,
  type ProductRange,
  type Promotion,
  DEFAULT_CALENDAR,
  type DeliverySettings,
  type ShopSettings,
  type Slide,
  type StockLeft,
  type IvaRate,
  type ProductPage,
  type TranslationOverlay,
} from '@huerta/contracts';
import type { ShopTextKey } from '@huerta/contracts/shop-texts';
import type { Database, Db, Tables } from '../../platform/db/database';
import { cacheList, type CachedJson } from '../../platform/http/cached-json';
import { publicOverlay, readTranslationOverlay } from './translations';
import { productsAtList, readPriceLists, type PriceListsData } from './list-catalogue';

const descuentoOut = (d: number | null): number | 'N/A' => (d === null || d <= 0 ? 'N/A' : d);

async function readProducts(db: Db, { productos, categorias, existencias }: Tables, today: string): Promise<Product[]> {
  const rows = await db
    .select({ p: productos, categoria: categorias.nombre, disponibles: existencias.disponibles })
    .from(productos)
    .innerJoin(categorias, eq(categorias.id, productos.categoriaId))
    .leftJoin(existencias, eq(existencias.productoId, productos.id))
    .orderBy(asc(productos.id));
  return rows
    .filter(({ p }) => p.archivadoEn === null && isValidOn(today, p.fechaVigInicio, p.fechaVigFin))
    .map(({ p, categoria, disponibles }) => ({
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
      agotado: p.agotado === 1 || (disponibles !== null && disponibles <= 0),
      tasa_iva: p.tasaIva as IvaRate,
      ...(p.slug ? { slug: p.slug } : {}),
      ...saleOf(p),
    }));
}

/** A product's `venta` (sold by weight), or nothing for one sold by the piece (the catalogue stays as small). */
export function saleOf(p: { ventaModo: string | null; ventaGramos: number | null; ventaMinimo: number | null }): { venta?: WeighedSale } {
  if (!p.ventaModo || !p.ventaGramos) return {};
  return { venta: { modo: p.ventaModo as WeighedSale['modo'], gramos: p.ventaGramos, ...(p.ventaModo === 'peso' && p.ventaMinimo ? { minimo: p.ventaMinimo } : {}) } };
}

/** How a product is sold, as its columns (the reverse of `saleOf`): by weight, or (null) by the piece. */
export const saleColumns = (venta: WeighedSale | null | undefined) => ({ ventaModo: venta?.modo ?? null, ventaGramos: venta?.gramos ?? null, ventaMinimo: venta?.modo === 'peso' ? (venta.minimo ?? null) : null });

async function readPromotions(db: Db, { promociones }: Tables, today: string): Promise<Promotion[]> {
  return (await db.select().from(promociones).orderBy(asc(promociones.id)))
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

async function readSlides(db: Db, { slides }: Tables, today: string): Promise<Slide[]> {
  return (await db.select().from(slides).orderBy(asc(slides.orden), asc(slides.id)))
    .filter((s) => isValidOn(today, s.fechaVigInicio, s.fechaVigFin))
    .map((s) => ({ titulo: s.titulo, img_slider: s.imgSlider }));
}

async function readArticles(db: Db, { articulos }: Tables, today: string): Promise<Article[]> {
  return (await db.select().from(articulos).orderBy(desc(articulos.fechaPublicacion), desc(articulos.id)))
    .filter((a) => a.borrador === 0 && a.fechaPublicacion <= today)
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

/** The owner's shop settings over the first values (the environment's): one primary-key read. */
/** The owner's versions of the shop's texts (FAQ, terms, privacy); a text not edited is absent (its first version applies). */
export type OwnTexts = Partial<Record<ShopTextKey, string>>;
export const SHOP_TEXTS_KEY = 'textos';
async function readTexts(db: Db, { ajustes }: Tables): Promise<OwnTexts> {
  const [row] = await db.select({ valor: ajustes.valor }).from(ajustes).where(eq(ajustes.clave, SHOP_TEXTS_KEY));
  return row ? (JSON.parse(row.valor) as OwnTexts) : {};
}

async function readShop(db: Db, { ajustes }: Tables, defaults: ShopSettings): Promise<ShopSettings> {
  const [row] = await db.select({ valor: ajustes.valor }).from(ajustes).where(eq(ajustes.clave, SHOP_SETTINGS_KEY));
  return row ? { ...defaults, ...(JSON.parse(row.valor) as Partial<ShopSettings>) } : defaults;
}

export interface StoredZone {
  id: number;
  nombre: string;
  codigosPostales: string[];
  costoCentavos: number | null;
  gratisDesdeCentavos: number | null;
  minimoCentavos: number;
  diasEntrega: number[];
  activa: boolean;
  capacidad: number;
}
export interface DeliveryData {
  zones: StoredZone[];
  calendar: DeliverySettings;
}

/** Every delivery zone (the inactive ones too, for the back office) and the delivery calendar. */
async function readDelivery(db: Db, { zonasEntrega, ajustes }: Tables): Promise<DeliveryData> {
  const [rows, [row]] = await Promise.all([
    db.select().from(zonasEntrega).orderBy(asc(zonasEntrega.id)),
    db.select({ valor: ajustes.valor }).from(ajustes).where(eq(ajustes.clave, DELIVERY_SETTINGS_KEY)),
  ]);
  return {
    zones: rows.map((z) => ({ ...z, codigosPostales: JSON.parse(z.codigosPostales) as string[], diasEntrega: JSON.parse(z.diasEntrega) as number[], activa: z.activa === 1 })),
    // Stored calendars from before windows existed take the default windows.
    calendar: { ...DEFAULT_CALENDAR, ...(row ? (JSON.parse(row.valor) as Partial<DeliverySettings>) : {}) },
  };
}

/** The `ajustes` row of the payment methods (issue 33). */
export const PAYMENT_SETTINGS_KEY = 'pagos';

/** The owner's payment methods and pay on delivery's limits; the defaults until they are first saved. */
async function readPayments(db: Db, { ajustes }: Tables): Promise<PaymentOptions> {
  const [row] = await db.select({ valor: ajustes.valor }).from(ajustes).where(eq(ajustes.clave, PAYMENT_SETTINGS_KEY));
  if (!row) return DEFAULT_PAYMENT_OPTIONS;
  const stored = JSON.parse(row.valor) as Partial<PaymentOptions>;
  return { ...DEFAULT_PAYMENT_OPTIONS, ...stored, contraEntrega: { ...DEFAULT_PAYMENT_OPTIONS.contraEntrega, ...stored.contraEntrega } };
}

/** The `ajustes` row of the delivery calendar. */
export const DELIVERY_SETTINGS_KEY = 'entregas';

/** The `ajustes` row that holds the shop's settings (its changes move the catalogue version, like the lists). */
export const SHOP_SETTINGS_KEY = 'tienda';

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
  firstProducts: 'Productos de la primera pantalla.',
  promotions: 'Promociones activas obtenidas correctamente.',
  categories: 'Categorías obtenidas correctamente.',
  articles: 'Artículos obtenidos correctamente.',
  articleCards: 'Artículos obtenidos correctamente.',
  slides: 'Carrusel obtenido correctamente.',
  shop: 'Datos de la tienda.',
  delivery: 'Zonas y días de entrega.',
  payments: 'Formas de pago.',
  texts: 'Textos de la tienda.',
  translations: 'Traducciones al inglés.',
  publicTranslations: 'Traducciones al inglés.',
  priceLists: 'Listas de precios.',
} as const;

export type ListKey = keyof typeof LIST_MESSAGES;
/** The lists a price list changes (a business's catalogue): the others are everyone's. */
export type PricedKey = 'products' | 'firstProducts';
const isPriced = (key: ListKey): key is PricedKey => key === 'products' || key === 'firstProducts';

// While the shared version is unknown (PostgreSQL's listening connection is down) a list is trusted this long.
const UNKNOWN_VERSION_TTL_MS = 1_000;

type Slot = { day: string; shared: number | null; local: number; builtAt: number; entry: CachedJson<unknown> };

/**
 * The catalogue is read far more often than it changes: each list is read, serialized and compressed
 * once per shop day and data version, then served from memory — synchronously through `current()`,
 * which the catalogue lane uses. A list is rebuilt when the day changes, when this process writes
 * catalogue data (`invalidate()`), or when the database's shared version moves (another process wrote:
 * PostgreSQL's triggers and NOTIFY, see platform/db/catalog-listener.ts).
 */
export function createCatalogService(database: Database, today: () => string, shopDefaults: ShopSettings) {
  const { db, t, catalogVersion } = database;
  let local = 0;
  const slots = new Map<ListKey, Slot>();
  const loading = new Map<ListKey, Promise<CachedJson<unknown>>>();
  const productIndex = new WeakMap<CachedJson<Product[]>, Map<number, Product>>();
  // A list's catalogue, by list and key: rebuilt when today's products or the lists changed (the same
  // versions as everyone's lists), so at most two bodies per price list are kept.
  const atList = new Map<string, { products: CachedJson<Product[]>; lists: CachedJson<PriceListsData>; entry: CachedJson<unknown> }>();

  const readers: Record<Exclude<ListKey, 'articleCards'>, (day: string) => Promise<unknown>> = {
    products: (day) => readProducts(db, t, day),
    promotions: (day) => readPromotions(db, t, day),
    categories: async () => categoriesFor((await load<Product[]>('products')).value),
    firstProducts: async (): Promise<FirstProducts> => {
      const all = (await load<Product[]>('products')).value;
      return { productos: firstScreenProducts(all), total: all.length };
    },
    articles: (day) => readArticles(db, t, day),
    slides: (day) => readSlides(db, t, day),
    shop: () => readShop(db, t, shopDefaults),
    delivery: () => readDelivery(db, t),
    payments: () => readPayments(db, t),
    texts: () => readTexts(db, t),
    // The owner's English (modules/content/translations.ts): whole for the server, without descriptions for the storefront.
    translations: () => readTranslationOverlay(db, t, 'en'),
    publicTranslations: async () => publicOverlay((await load<TranslationOverlay>('translations')).value),
    priceLists: () => readPriceLists(db, t),
  };

  const isFresh = (slot: Slot | undefined, day: string, shared: number | null): slot is Slot =>
    slot !== undefined &&
    slot.day === day &&
    slot.local === local &&
    (shared === null ? slot.shared === null && Date.now() - slot.builtAt < UNKNOWN_VERSION_TTL_MS : slot.shared === shared);

  /**
   * The list from memory when it is current; undefined when it must be read again (see `load`). With a
   * price list (`lista`: its buyer's), the products and first screen at that list's prices — built here
   * from the current lists, synchronously, once per version.
   */
  function current<T>(key: ListKey, lista: number | null = null): CachedJson<T> | undefined {
    if (lista !== null && isPriced(key)) return currentAtList(key, lista) as CachedJson<T> | undefined;
    if (key === 'articleCards') {
      const articles = current<Article[]>('articles');
      return articles && (cardsOf(articles) as CachedJson<T>);
    }
    const slot = slots.get(key);
    return isFresh(slot, today(), catalogVersion.current()) ? (slot.entry as CachedJson<T>) : undefined;
  }

  function currentAtList(key: PricedKey, lista: number): CachedJson<unknown> | undefined {
    const products = current<Product[]>('products');
    const lists = current<PriceListsData>('priceLists');
    return products && lists ? atListOf(key, lista, products, lists) : undefined;
  }

  function atListOf(key: PricedKey, lista: number, products: CachedJson<Product[]>, lists: CachedJson<PriceListsData>): CachedJson<unknown> {
    const list = lists.value.lists[lista];
    const id = `${key}:${lista}`;
    const kept = atList.get(id);
    if (kept && kept.products === products && kept.lists === lists) return kept.entry;
    let entry: CachedJson<unknown>;
    if (!list) entry = key === 'products' ? products : cacheList({ productos: firstScreenProducts(products.value), total: products.value.length }, LIST_MESSAGES[key]); // deleted meanwhile: the shop's prices
    else if (key === 'products') entry = cacheList(productsAtList(products.value, list), LIST_MESSAGES.products);
    else {
      const priced = (atListOf('products', lista, products, lists) as CachedJson<Product[]>).value;
      entry = cacheList({ productos: firstScreenProducts(priced), total: priced.length }, LIST_MESSAGES.firstProducts);
    }
    atList.set(id, { products, lists, entry });
    return entry;
  }

  /**
   * The storefront's article list (catalog.articles): the articles without their text, which the article's own page
   * asks for. Made from the articles' list, synchronously, once per version of it: the lane answers it from memory
   * whenever the articles are current, as the other lists (a list read on its own was first answered by tRPC).
   */
  const cards = new WeakMap<CachedJson<Article[]>, CachedJson<ArticleCard[]>>();
  function cardsOf(articles: CachedJson<Article[]>): CachedJson<ArticleCard[]> {
    let made = cards.get(articles);
    if (!made) cards.set(articles, (made = cacheList(articles.value.map(articleCardOf), LIST_MESSAGES.articleCards)));
    return made;
  }

  /** The current list, read from the database when needed; concurrent callers share one read. */
  function load<T>(key: ListKey, lista: number | null = null): Promise<CachedJson<T>> {
    if (key === 'articleCards') return load<Article[]>('articles').then((articles) => cardsOf(articles) as CachedJson<T>);
    if (lista !== null && isPriced(key)) return Promise.all([load<Product[]>('products'), load<PriceListsData>('priceLists')]).then(([p, l]) => atListOf(key, lista, p, l) as CachedJson<T>);
    const ready = current<T>(key);
    if (ready) return Promise.resolve(ready);
    let pending = loading.get(key);
    if (!pending) {
      const day = today();
      // Taken before reading: a change committed during the read leaves the slot stale, never the reverse.
      const shared = catalogVersion.current();
      const mark = local;
      pending = readers[key](day)
        .then((value) => {
          const entry = cacheList(value, LIST_MESSAGES[key]);
          if (mark === local) slots.set(key, { day, shared, local: mark, builtAt: Date.now(), entry });
          return entry;
        })
        .finally(() => {
          if (loading.get(key) === pending) loading.delete(key);
        });
      loading.set(key, pending);
    }
    return pending as Promise<CachedJson<T>>;
  }

  return {
    current,
    load,
    /** `lista`: the buyer's price list (null: the shop's prices), here and below. */
    products: (lista: number | null = null) => load<Product[]>('products', lista),
    firstProducts: (lista: number | null = null) => load<FirstProducts>('firstProducts', lista),
    /** A slice of today's list, with the list's version: the storefront joins slices of one version. */
    productRange: async (desde: number, cantidad: number, lista: number | null = null): Promise<ProductRange> => {
      const entry = await load<Product[]>('products', lista);
      return { productos: entry.value.slice(desde, desde + cantidad), total: entry.value.length, version: entry.etag };
    },
    promotions: () => load<Promotion[]>('promotions'),
    categories: () => load<CategoriesData>('categories'),
    articles: () => load<Article[]>('articles'),
    articleCards: () => load<ArticleCard[]>('articleCards'),
    slides: () => load<Slide[]>('slides'),
    /** The shop's name, contact data and shipping rule as the owner last set them (every process agrees). */
    shop: async () => (await load<ShopSettings>('shop')).value,
    /** The owner's versions of the shop's texts, as last saved (every process agrees). */
    texts: async () => (await load<OwnTexts>('texts')).value,
    /** The owner's English translations, whole (product descriptions included): for the server's pages. */
    translations: async () => (await load<TranslationOverlay>('translations')).value,
    /** The English overlay the storefront is sent (catalog.translations). */
    publicTranslations: () => load<TranslationOverlay>('publicTranslations'),
    /** The payment methods the owner turned on and pay on delivery's limits (every process agrees). */
    payments: async () => (await load<PaymentOptions>('payments')).value,
    /** Delivery zones and calendar as the owner last set them. */
    delivery: async () => (await load<DeliveryData>('delivery')).value,
    /** Today's listed products by id (built once per list version), for pricing carts. */
    productsById: async (lista: number | null = null): Promise<ReadonlyMap<number, Product>> => {
      const entry = await load<Product[]>('products', lista);
      let byId = productIndex.get(entry);
      if (!byId) productIndex.set(entry, (byId = new Map(entry.value.map((p) => [p.id, p]))));
      return byId;
    },
    /** Units left of these products, where stock is counted (one indexed read; ids are at most an order's lines). */
    stockLeft: async (ids: number[]): Promise<StockLeft> => {
      const { db, t } = database;
      const rows = await db.select({ id: t.existencias.productoId, left: t.existencias.disponibles }).from(t.existencias).where(inArray(t.existencias.productoId, [...new Set(ids)]));
      return Object.fromEntries(rows.filter((r) => r.left !== null).map((r) => [r.id, Math.max(0, r.left!)]));
    },
    /**
     * A listed product's page (its description read then: it is not part of the cached list), or the
     * address a renamed product has now; undefined for a product not on sale or an unknown address.
     */
    productPage: async (slug: string, lista: number | null = null): Promise<ProductPage | undefined> => {
      const listed = (await load<Product[]>('products', lista)).value;
      const producto = listed.find((p) => p.slug === slug);
      if (producto) {
        const [row] = await db.select({ descripcion: t.productos.descripcion }).from(t.productos).where(eq(t.productos.id, producto.id));
        const relacionados = listed.filter((p) => p.categoria_id === producto.categoria_id && p.id !== producto.id && !p.agotado).slice(0, 8);
        return { producto, descripcion: row?.descripcion ?? '', relacionados };
      }
      const [former] = await db
        .select({ slug: t.productos.slug })
        .from(t.productoSlugs)
        .innerJoin(t.productos, eq(t.productos.id, t.productoSlugs.productoId))
        .where(eq(t.productoSlugs.slug, slug));
      const now = former?.slug;
      if (now && now !== slug && listed.some((p) => p.slug === now)) return { redirigir: now };
      // A product that was on sale and is not now: its page is gone (404), its category is not.
      const [retired] = await db
        .select({ categoria_id: t.productos.categoriaId })
        .from(t.productoSlugs)
        .innerJoin(t.productos, eq(t.productos.id, t.productoSlugs.productoId))
        .where(eq(t.productoSlugs.slug, slug));
      return retired ? { retirado: retired } : undefined;
    },
    /** Who buys at which price list, and the lists (list-catalogue.ts). */
    priceLists: async () => (await load<PriceListsData>('priceLists')).value,
    articleBySlug: async (slug: string): Promise<Article | undefined> => (await load<Article[]>('articles')).value.find((a) => a.slug === slug),
    /** Called by whatever writes catalogue data in this process; other processes learn it from the database. */
    invalidate: () => {
      local += 1;
      slots.clear();
      atList.clear();
      loading.clear();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
