import { eq } from 'drizzle-orm';
import { dataOf } from '../../test/orders-helpers';
import { categoriesResponseSchema, productsResponseSchema, promotionsResponseSchema, slidesResponseSchema, articlesResponseSchema, configResponseSchema } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';

const { app } = await createTestApp();
const today = app.services.today();
const { db, t } = dataOf(app);

async function getJson(url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { res, body: res.json() };
}

describe('GET /api/productos', () => {
  it('lists the seeded catalogue in the documented envelope and shape', async () => {
    const { res, body } = await getJson('/api/productos');
    expect(res.statusCode).toBe(200);
    const parsed = productsResponseSchema.parse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data.length).toBeGreaterThanOrEqual(45);
    expect(new Set(parsed.data.map((p) => p.categoria_id))).toEqual(new Set([1, 2, 3]));
    expect(parsed.data.some((p) => p.descuento === 'N/A')).toBe(true);
    expect(parsed.data.some((p) => typeof p.descuento === 'number')).toBe(true);
    for (const p of parsed.data) expect(p.img_url).toMatch(/^\/img\//);
  });

  it('lists only products whose validity window contains today', async () => {
    const { body } = await getJson('/api/productos');
    const ids = new Set(productsResponseSchema.parse(body).data.map((p) => p.id));
    const all = await db.select().from(t.productos);
    const expired = all.filter((p) => p.fechaVigFin !== null && p.fechaVigFin < today);
    const future = all.filter((p) => p.fechaVigInicio > today);
    expect(expired.length + future.length).toBeGreaterThan(0);
    for (const p of [...expired, ...future]) expect(ids.has(p.id)).toBe(false);
  });

  it('answers 304 to a matching If-None-Match and a changed ETag after the data changes', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/productos' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/api/productos', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await db.update(t.productos).set({ nombre: 'Aguacate Hass de temporada' }).where(eq(t.productos.id, 1));
    app.services.catalog.invalidate();
    const changed = await app.inject({ method: 'GET', url: '/api/productos', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.find((p: { id: number }) => p.id === 1).nombre).toBe('Aguacate Hass de temporada');
  });

  it('serves a compressed body to clients that accept it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/productos', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('GET /api/categorias', () => {
  it('returns the three categories with counts of the listed products', async () => {
    const products = productsResponseSchema.parse((await getJson('/api/productos')).body).data;
    const { body } = await getJson('/api/categorias');
    const data = categoriesResponseSchema.parse(body).data;
    expect(data.categorias.map((c) => c.nombre)).toEqual(['Frutas', 'Vegetales', 'Varios']);
    expect(data.totalFrutas).toBe(products.filter((p) => p.categoria_id === 1).length);
    expect(data.totalVegetales).toBe(products.filter((p) => p.categoria_id === 2).length);
    expect(data.totalVarios).toBe(products.filter((p) => p.categoria_id === 3).length);
    expect(data.totalFrutas + data.totalVegetales + data.totalVarios).toBe(products.length);
  });
});

describe('promotions, slides and articles', () => {
  it('lists only active promotions (the seed has an expired one)', async () => {
    const data = promotionsResponseSchema.parse((await getJson('/api/promocionesActive')).body).data;
    expect(data.length).toBeGreaterThanOrEqual(2);
    const all = await db.select().from(t.promociones);
    expect(all.length).toBeGreaterThan(data.length);
    for (const p of data) {
      expect(p.fecha_vig_inicio <= today).toBe(true);
      expect(p.fecha_vig_fin === null || p.fecha_vig_fin >= today).toBe(true);
    }
  });

  it('lists active carousel slides with titulo and img_slider', async () => {
    const data = slidesResponseSchema.parse((await getJson('/api/carouselActive')).body).data;
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(t.slides)).length).toBeGreaterThan(data.length);
    expect(Object.keys(data[0]!).sort()).toEqual(['img_slider', 'titulo']);
  });

  it('lists blog articles newest first with Markdown content', async () => {
    const data = articlesResponseSchema.parse((await getJson('/api/articulos-blog')).body).data;
    expect(data.length).toBeGreaterThanOrEqual(4);
    const dates = data.map((a) => a.fecha_publicacion);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data[0]!.contenido).toMatch(/\n\n/);
  });
});

describe('config and health', () => {
  it('exposes store data, the shipping rule and the test payment provider', async () => {
    const { body } = await getJson('/api/config');
    const parsed = configResponseSchema.parse(body);
    expect(parsed.data).toEqual({
      tienda: { nombre: 'Huerta Baja', telefono: expect.any(String), whatsapp: expect.any(String), email: expect.stringContaining('@') },
      envio: { costo: 100, gratisDesde: 500 },
      entregas: { zonaHoraria: 'America/Tijuana', corte: '23:00', cerrados: [], ventanas: expect.any(Array), zonas: expect.arrayContaining([expect.objectContaining({ nombre: 'Ensenada', minimo: 500 })]) },
      pagos: { proveedor: 'prueba', metodos: ['tarjeta', 'oxxo', 'spei', 'contra_entrega'], contra_entrega: { maximo: 3000, zonas: null, solo_con_entregado: false } },
    });
  });
  it('reports the database as healthy', async () => {
    const { res, body } = await getJson('/api/health');
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ status: 'ok', db: 'ok' });
  });
});
