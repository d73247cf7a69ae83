import { sql } from 'drizzle-orm';
import { CATEGORIES, DEFAULT_PAYMENT_OPTIONS, type PaymentOptions } from '@huerta/contracts';
import { PAYMENT_SETTINGS_KEY, saleColumns } from '../modules/catalog';
import { count } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { articles } from './data/articles';
import { seedHistory, type HistoryOptions } from './history';
import { SEED_OUT_OF_STOCK, products } from './data/products';
import { seedSatKeys } from './data/sat-keys';
import { promotions } from './data/promotions';
import { slides as seedSlides } from './data/slides';
import { articleTexts, categoryNames, productNames, slideTitles, unitInEnglish } from './data/translations';

/** Sets every column of a row to the incoming value on conflict (fixed ids make the seed idempotent). */
const excluded = (columns: string[]) =>
  Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${c}`)]));

export type SeedStock = 'realista' | 'sin-limite';
/** Tens to a few hundred units, the same every time. */
const seedUnits = (id: number) => (SEED_OUT_OF_STOCK.has(id) ? 0 : 20 + ((id * 53) % 280));

/**
 * Writes the catalogue seed with fixed ids; running it again updates rows instead of duplicating them
 * (stock already counted is left as the shop has it). `sin-limite`: stock not counted (load tests).
 */
export async function seedCatalog(database: Database, stock: SeedStock = 'realista'): Promise<void> {
  const { categorias, productos, promociones, slides, articulos, existencias, traducciones } = database.t;
  await database.transaction(async (tx) => {
    for (const c of CATEGORIES) {
      await tx.insert(categorias).values(c).onConflictDoUpdate({ target: categorias.id, set: { nombre: c.nombre } });
    }
    for (const p of products) {
      const row = {
        id: p.id,
        nombre: p.nombre,
        categoriaId: p.categoria_id,
        precioCentavos: p.precio_centavos,
        cantidad: p.cantidad,
        descuento: p.descuento,
        imgUrl: p.img_url,
        fechaVigInicio: p.fecha_vig_inicio,
        fechaVigFin: p.fecha_vig_fin,
        tasaIva: p.tasa_iva ?? 0,
        // Sold by weight (issue 35): stored as the owner's «Cómo se vende» stores it.
        ...saleColumns(p.venta),
        // SAT keys for its CFDI (issue 45): null takes the default.
        claveProdServ: seedSatKeys[p.id]?.claveProdServ ?? null,
        claveUnidad: seedSatKeys[p.id]?.claveUnidad ?? null,
      };
      await tx.insert(productos)
        .values(row)
        .onConflictDoUpdate({
          target: productos.id,
          set: excluded(['nombre', 'categoria_id', 'precio_centavos', 'cantidad', 'descuento', 'img_url', 'fecha_vig_inicio', 'fecha_vig_fin', 'tasa_iva', 'venta_modo', 'venta_gramos', 'venta_minimo', 'clave_prod_serv', 'clave_unidad']),
        });
      if (stock === 'realista') await tx.insert(existencias).values({ productoId: p.id, disponibles: seedUnits(p.id) }).onConflictDoNothing();
    }
    for (const p of promotions) {
      await tx.insert(promociones)
        .values({
          id: p.id,
          titulo: p.titulo,
          descripcion: p.descripcion,
          imgUrl: p.img_url,
          descuento: p.descuento,
          productoId: p.producto_id,
          fechaVigInicio: p.fecha_vig_inicio,
          fechaVigFin: p.fecha_vig_fin,
        })
        .onConflictDoUpdate({
          target: promociones.id,
          set: excluded(['titulo', 'descripcion', 'img_url', 'descuento', 'producto_id', 'fecha_vig_inicio', 'fecha_vig_fin']),
        });
    }
    for (const s of seedSlides) {
      await tx.insert(slides)
        .values({ id: s.id, titulo: s.titulo, imgSlider: s.img_slider, orden: s.orden, fechaVigInicio: s.fecha_vig_inicio, fechaVigFin: s.fecha_vig_fin })
        .onConflictDoUpdate({ target: slides.id, set: excluded(['titulo', 'img_slider', 'orden', 'fecha_vig_inicio', 'fecha_vig_fin']) });
    }
    for (const a of articles) {
      await tx.insert(articulos)
        .values({
          id: a.id,
          slug: a.slug,
          titulo: a.titulo,
          resumen: a.resumen,
          contenido: a.contenido,
          imgUrl: a.img_url,
          autor: a.autor,
          fechaPublicacion: a.fecha_publicacion,
        })
        .onConflictDoUpdate({
          target: articulos.id,
          set: excluded(['slug', 'titulo', 'resumen', 'contenido', 'img_url', 'autor', 'fecha_publicacion']),
        });
    }
    // The English of every seeded record (issue 36), updated like the records themselves.
    for (const row of seedTranslations()) {
      await tx.insert(traducciones)
        .values(row)
        .onConflictDoUpdate({ target: [traducciones.tipo, traducciones.ref, traducciones.campo, traducciones.idioma], set: excluded(['texto']) });
    }
    // The demo shop offers every way to pay (issue 33); a shop made without the seed starts with the card
    // only, and the owner turns the others on in Ajustes. Never overwrites the owner's choice.
    await tx.insert(database.t.ajustes).values({ clave: PAYMENT_SETTINGS_KEY, valor: JSON.stringify(SEED_PAYMENTS) }).onConflictDoNothing();
  });
  await database.syncIdSequences();
}

/** The seed's English as `traducciones` rows (seed-data/translations.ts). */
function seedTranslations() {
  const rows: { tipo: string; ref: string; campo: string; idioma: string; texto: string }[] = [];
  const add = (tipo: string, ref: number, fields: Record<string, string>) => {
    for (const [campo, texto] of Object.entries(fields)) rows.push({ tipo, ref: String(ref), campo, idioma: 'en', texto });
  };
  for (const p of products) add('producto', p.id, { nombre: productNames[p.id] ?? p.nombre, cantidad: unitInEnglish(p.cantidad) });
  for (const c of CATEGORIES) add('categoria', c.id, { nombre: categoryNames[c.id] ?? c.nombre });
  for (const s of seedSlides) add('slide', s.id, { titulo: slideTitles[s.id] ?? s.titulo });
  for (const a of articles) if (articleTexts[a.id]) add('articulo', a.id, articleTexts[a.id]!);
  return rows;
}

const SEED_PAYMENTS: PaymentOptions = { ...DEFAULT_PAYMENT_OPTIONS, metodos: ['tarjeta', 'oxxo', 'spei', 'contra_entrega'] };

/**
 * Seeds only a database that has no products yet, so a restart never overwrites the shop's data; with
 * `history`, also the buyer's last weeks (seed/history.ts) up to its clock.
 */
export async function seedIfEmpty(database: Database, stock: SeedStock = 'realista', history?: HistoryOptions): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(database.t.productos);
  if ((row?.n ?? 0) > 0) return false;
  await seedCatalog(database, stock);
  if (history) await seedHistory(database, history);
  return true;
}
