import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productSchema, type ProductPage, type TranslationList, type TranslationOverlay } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';
import { translatedProduct } from '../catalog/translations';

const { app } = await createTestApp();
const { call, addStaff } = adminClient(app, '10.19.0');
const { db, t } = dataOf(app);
const employee = await addStaff('traduce@huertabaja.mx', 'empleado', 'Tere');

/** A public tRPC query, as the storefront asks it. */
async function query<T>(path: string, input: unknown, on: FastifyInstance = app): Promise<T> {
  const res = await on.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: T } }).result.data;
}
const overlay = (on: FastifyInstance = app) => query<TranslationOverlay>('catalog.translations', { idioma: 'en' }, on);
const save = (input: Record<string, unknown>, cookie = employee) => call('translations.save', { idioma: 'en', ...input }, { cookie });
const list = async (input: Record<string, unknown> = {}) => (await call('translations.list', { idioma: 'en', ...input }, { cookie: employee })).data as TranslationList;
const auditOf = (accion: string, entidadId: string) => db.select().from(t.auditoria).where(and(eq(t.auditoria.accion, accion), eq(t.auditoria.entidadId, entidadId)));
const stored = async () => [(await db.select().from(t.traducciones)).length, (await db.select().from(t.auditoria).where(eq(t.auditoria.entidad, 'traduccion'))).length];

describe('the English overlay of the catalogue', () => {
  it('has the seed’s English: products, categories, slides by Spanish title, articles; no descriptions, no untranslated texts', async () => {
    const en = await overlay();
    expect(en.productos['1']).toEqual({ nombre: 'Hass avocado', cantidad: 'kg' });
    expect(en.productos['8']).toEqual({ nombre: 'Honeydew melon', cantidad: 'piece' });
    expect(en.categorias['1']).toEqual({ nombre: 'Fruit' });
    expect(en.slides['Frutas frescas del valle a tu puerta']).toEqual({ titulo: 'Fresh fruit from the valley to your door' });
    expect(en.articulos['1']?.titulo).toBe('How to pick a perfectly ripe avocado');
    // An article's text, like a product's description, comes with its own page (catalog.article in English).
    expect(en.articulos['1']).not.toHaveProperty('contenido');
    expect(en.textos).toEqual({});
    const slug = (await query<{ id: number; slug: string }[]>('catalog.articles', undefined)).find((a) => a.id === 1)!.slug;
    const english = await query<{ titulo: string; contenido: string }>('catalog.article', { slug, idioma: 'en' });
    expect(english.titulo).toBe('How to pick a perfectly ripe avocado');
    expect(english.contenido).toContain('## Three signs of a ripe avocado');
    expect((await query<{ contenido: string }>('catalog.article', { slug })).contenido).not.toContain('## Three signs of a ripe avocado');
  });

  it('sees a saved translation on the next request, audited, and a cleared one falls back to the Spanish', async () => {
    await overlay(); // in memory: the save must make it read again
    const saved = await save({ tipo: 'producto', ref: '3', campo: 'nombre', texto: '  Ataulfo mango (honey mango)  ' });
    expect(saved).toMatchObject({ status: 200, data: { message: 'Traducción guardada.' } });
    expect((await overlay()).productos['3']).toEqual({ nombre: 'Ataulfo mango (honey mango)', cantidad: 'kg' });
    const [entry] = await auditOf('guardar_traduccion', 'producto.3.nombre.en');
    expect(JSON.parse(entry!.antes!)).toEqual({ texto: 'Ataulfo mango' });
    expect(JSON.parse(entry!.despues!)).toEqual({ texto: 'Ataulfo mango (honey mango)' });
    expect(entry!.personalId).not.toBeNull();

    // Saving the same text again changes nothing and writes no audit entry.
    await save({ tipo: 'producto', ref: '3', campo: 'nombre', texto: 'Ataulfo mango (honey mango)' });
    expect(await auditOf('guardar_traduccion', 'producto.3.nombre.en')).toHaveLength(1);

    const before = (await list({ tipo: 'producto' })).conteo.producto.faltantes;
    expect((await save({ tipo: 'producto', ref: '3', campo: 'nombre', texto: '   ' })).data).toMatchObject({ traduccion: null });
    expect((await overlay()).productos['3']).toEqual({ cantidad: 'kg' });
    expect(await db.select().from(t.traducciones).where(and(eq(t.traducciones.tipo, 'producto'), eq(t.traducciones.ref, '3'), eq(t.traducciones.campo, 'nombre')))).toEqual([]);
    expect(await auditOf('borrar_traduccion', 'producto.3.nombre.en')).toHaveLength(1);
    const after = await list({ tipo: 'producto', soloFaltantes: true });
    expect(after.conteo.producto.faltantes).toBe(before + 1);
    expect(after.filas).toContainEqual(expect.objectContaining({ tipo: 'producto', ref: '3', campo: 'nombre', espanol: 'Mango Ataulfo', traduccion: null, max: 120, largo: false }));
    await save({ tipo: 'producto', ref: '3', campo: 'nombre', texto: 'Ataulfo mango' });
  });

  it('translates the shop’s texts and the carousel, keyed as the storefront reads them', async () => {
    const faq = '## Where do you deliver?\n\nWe deliver to {ciudades}.';
    expect((await save({ tipo: 'texto', ref: 'faq', campo: 'contenido', texto: faq })).status).toBe(200);
    expect((await overlay()).textos).toEqual({ faq });
    expect((await save({ tipo: 'slide', ref: '2', campo: 'titulo', texto: 'Vegetables picked this morning' })).status).toBe(200);
    expect((await overlay()).slides['Verduras recién cosechadas para tu cocina']).toEqual({ titulo: 'Vegetables picked this morning' });
    const texts = await list({ tipo: 'texto' });
    expect(texts.filas.map((r) => [r.ref, r.traduccion !== null, r.largo])).toEqual([
      ['faq', true, true],
      ['terminos', false, true],
      ['privacidad', false, true],
    ]);
  });

  it('answers a product page in English when asked: the product, its description and the related products', async () => {
    await db.update(t.productos).set({ descripcion: 'Aguacate cremoso de Michoacán.' }).where(eq(t.productos.id, 1));
    app.services.catalog.invalidate();
    await save({ tipo: 'producto', ref: '1', campo: 'descripcion', texto: 'Creamy avocado from Michoacán.' });
    const slug = (await db.select({ slug: t.productos.slug }).from(t.productos).where(eq(t.productos.id, 1)))[0]!.slug!;
    const es = (await query<ProductPage>('catalog.product', { slug })) as Extract<ProductPage, { producto: unknown }>;
    const en = (await query<ProductPage>('catalog.product', { slug, idioma: 'en' })) as Extract<ProductPage, { producto: unknown }>;
    expect([es.producto.nombre, es.descripcion, es.producto.nombre_categoria]).toEqual(['Aguacate Hass', 'Aguacate cremoso de Michoacán.', 'Frutas']);
    expect([en.producto.nombre, en.descripcion, en.producto.nombre_categoria]).toEqual(['Hass avocado', 'Creamy avocado from Michoacán.', 'Frutas']);
    // What an English page hands a client goes back as a cart line: it keeps the Product shape (a translated
    // category name failed the contract's three names, and an English checkout with it).
    expect(productSchema.safeParse(en.producto).success).toBe(true);
    for (const p of en.relacionados) expect(productSchema.safeParse(p).success).toBe(true);
    expect(en.relacionados.length).toBe(es.relacionados.length);
    expect(en.relacionados.every((p) => p.nombre !== es.relacionados.find((s) => s.id === p.id)!.nombre)).toBe(true);
    // The public overlay leaves descriptions to the product page; the server's (SEO) has them.
    expect((await overlay()).productos['1']).not.toHaveProperty('descripcion');
    const whole = await app.services.catalog.translations();
    expect(translatedProduct(es.producto, whole).nombre).toBe('Hass avocado');
    expect(whole.productos['1']?.descripcion).toBe('Creamy avocado from Michoacán.');
    expect((await query<ProductPage>('catalog.product', { slug, idioma: 'es' })) as unknown).toEqual(es);
  });

  it('falls back to the Spanish for what is not translated: absent from the overlay, Spanish in the list', async () => {
    const [created] = await db
      .insert(t.productos)
      .values({ nombre: 'Guayaba', categoriaId: 1, precioCentavos: 3990, cantidad: 'kg', imgUrl: '/img/productos/coco.webp', fechaVigInicio: '2025-01-01' })
      .returning({ id: t.productos.id });
    app.services.catalog.invalidate();
    const en = await overlay();
    expect(en.productos[String(created!.id)]).toBeUndefined();
    const listed = await query<{ id: number; nombre: string }[]>('catalog.products', undefined);
    const guayaba = listed.find((p) => p.id === created!.id)!;
    expect(translatedProduct(guayaba as never, en).nombre).toBe('Guayaba');
    const rows = (await list({ q: 'guayaba' })).filas;
    expect(rows.map((r) => [r.campo, r.espanol, r.traduccion])).toEqual([
      ['nombre', 'Guayaba', null],
      ['cantidad', 'kg', null],
    ]);
  });

  it('refuses bad input with a Spanish message, writing nothing', async () => {
    const before = await stored();
    for (const [input, status, message] of [
      [{ tipo: 'producto', ref: '1', campo: 'precio', texto: 'x' }, 400, 'Ese campo no se traduce: «precio».'],
      [{ tipo: 'producto', ref: '1', campo: 'nombre', texto: 'x'.repeat(121) }, 400, 'La traducción tiene como máximo 120 caracteres.'],
      [{ tipo: 'producto', ref: 'uno', campo: 'nombre', texto: 'One' }, 400, 'Referencia inválida: debe ser el número del registro.'],
      [{ tipo: 'pedido', ref: '1', campo: 'nombre', texto: 'x' }, 400, expect.stringContaining('Elige qué se traduce')],
      [{ tipo: 'producto', ref: '1', campo: 'nombre', texto: 'Avocado', idioma: 'fr' }, 400, expect.stringContaining('solo se traduce al inglés')],
      [{ tipo: 'texto', ref: 'faq', campo: 'contenido', texto: 'No headings here' }, 400, expect.stringContaining('«## …»')],
      [{ tipo: 'texto', ref: 'ayuda', campo: 'contenido', texto: '## Help' }, 400, 'Elige un texto: faq, terminos o privacidad.'],
      [{ tipo: 'producto', ref: '1', campo: 'nombre', texto: 42 }, 400, expect.stringContaining('La traducción debe ser texto.')],
      [{ tipo: 'producto', ref: '1', campo: 'nombre', texto: 'Avocado', extra: 1 }, 400, expect.stringContaining('Campo no permitido')],
      [{ tipo: 'producto', ref: '999999', campo: 'nombre', texto: 'Nothing' }, 404, 'Producto no encontrado.'],
      [{ tipo: 'articulo', ref: '999999', campo: 'titulo', texto: 'Nothing' }, 404, 'Artículo no encontrado.'],
    ] as const) {
      expect(await save(input), JSON.stringify(input)).toMatchObject({ status, message });
    }
    expect(await stored()).toEqual(before);
  });

  it('lets only the back office’s staff write: anonymous, a shopper’s token or another site are refused', async () => {
    const before = await stored();
    const input = { tipo: 'producto', ref: '2', campo: 'nombre', idioma: 'en', texto: 'Hacked' };
    expect(await call('translations.save', input)).toMatchObject({ status: 401, message: 'Inicia sesión en el panel para continuar.' });
    expect(await call('translations.save', input, { headers: { authorization: 'Bearer abc.def.ghi' } })).toMatchObject({ status: 401 });
    expect(await call('translations.save', input, { cookie: employee, origin: 'https://otro.example' })).toMatchObject({ status: 403 });
    expect(await call('translations.list', { idioma: 'en' })).toMatchObject({ status: 401 });
    // The storefront's API has no write of translations at all.
    const res = await app.inject({ method: 'POST', url: '/trpc/catalog.translations', payload: { idioma: 'en' }, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await stored()).toEqual(before);
    expect((await overlay()).productos['2']?.nombre).toBe('San Quintín strawberries');
  });

  it('pages and counts the fields, and the owner may translate too', async () => {
    const owner = await addStaff('duena.traduce@huertabaja.mx', 'dueño');
    const all = await list();
    expect(all.filas).toHaveLength(50);
    expect(all.total).toBeGreaterThan(100);
    expect(all.conteo.categoria).toEqual({ campos: 3, faltantes: 0 });
    expect(all.conteo.articulo.faltantes).toBe(0);
    expect((await list({ pagina: 2 })).filas[0]).not.toEqual(all.filas[0]);
    expect(await save({ tipo: 'categoria', ref: '3', campo: 'nombre', texto: 'Pantry' }, owner)).toMatchObject({ status: 200 });
    expect((await overlay()).categorias['3']).toEqual({ nombre: 'Pantry' });
    await save({ tipo: 'categoria', ref: '3', campo: 'nombre', texto: 'Groceries' }, owner);
  });
});

describe('every process of the shop', () => {
  it('serves a translation written by another process on the next request of this one', async () => {
    // PostgreSQL runs the shop as several processes (the catalogue version moves with a trigger); SQLite is
    // one process, where the saving app is the one that answers.
    const other = testEngine === 'postgres' ? (await createTestApp({ DATABASE_URL: app.services.config.databaseUrl })).app : app;
    expect((await overlay(other)).productos['5']?.nombre).toBe('Tabasco banana');
    await save({ tipo: 'producto', ref: '5', campo: 'nombre', texto: 'Tabasco bananas' });
    const started = Date.now();
    let seen = (await overlay(other)).productos['5']?.nombre;
    while (seen !== 'Tabasco bananas' && Date.now() - started < 2_000) {
      await new Promise((r) => setTimeout(r, 20));
      seen = (await overlay(other)).productos['5']?.nombre;
    }
    expect(seen).toBe('Tabasco bananas');
  });
});
