import { eq, sql } from 'drizzle-orm';
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_RANGE_SIZE } from '@huerta/contracts/rules';
import { createTestApp } from '../../test/helpers';

// The lane answers before Fastify, so only a real socket shows it: these tests listen on a port.
const { app } = await createTestApp();
let origin = '';
beforeAll(async () => {
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

/** A raw request (fetch would add and hide headers such as accept-encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A GET the lane answered (it carries the lane's ETag). The lane answers from memory only: while the list
 * must be read again — a catalogue change, which PostgreSQL's shared version may report a moment later and
 * so twice — tRPC answers and reads it, and the next request is the lane's.
 */
async function fromLane(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 40; i++) {
    const res = await get(path, headers);
    if (res.headers.etag) return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The catalogue lane never answered ${path}`);
}

describe('catalogue lane on a real socket', () => {
  it('serves the same list as the Fastify route, with the API security headers and an ETag', async () => {
    const viaSocket = await get('/api/productos');
    const viaFastify = await app.inject({ method: 'GET', url: '/api/productos' });
    expect(viaSocket.status).toBe(200);
    expect(viaSocket.body.toString()).toBe(viaFastify.body);
    expect(JSON.parse(viaSocket.body.toString()).data.length).toBeGreaterThanOrEqual(45);
    expect(viaSocket.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(viaSocket.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(viaSocket.headers['x-content-type-options']).toBe('nosniff');
    expect(viaSocket.headers.etag).toBe(viaFastify.headers.etag);
    expect(viaSocket.headers['cache-control']).toBe('no-cache');
    // The same URL answers a business its list's prices: the products vary by who asks, other lists do not.
    expect(viaSocket.headers.vary).toBe('accept-encoding, authorization');
    expect((await get('/api/categorias')).headers.vary).toBe('accept-encoding');
  });

  it('answers 304 without a body, brotli when accepted, and HEAD without a body', async () => {
    const first = await get('/api/categorias');
    const etag = String(first.headers.etag);
    const again = await get('/api/categorias', { 'if-none-match': `W/${etag}, "otro"` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const br = await get('/api/categorias', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(first.body.toString());
    const head = await get('/api/categorias', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
  });

  it('answers the storefront’s tRPC batch in tRPC’s shape and follows catalogue changes', async () => {
    const url = '/trpc/catalog.products,catalog.categories?batch=1&input=%7B%220%22%3A%7B%7D%2C%221%22%3A%7B%7D%7D';
    const before = await get(url);
    const [products, categories] = JSON.parse(before.body.toString());
    expect(products.result.data.find((p: { id: number }) => p.id === 2)).toBeTruthy();
    expect(categories.result.data.categorias).toHaveLength(3);

    const { db, t } = app.services.database;
    await db.update(t.productos).set({ nombre: 'Mango Ataulfo de temporada' }).where(eq(t.productos.id, 2));
    app.services.catalog.invalidate();
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString())[0].result.data.find((p: { id: number }) => p.id === 2).nombre).toBe('Mango Ataulfo de temporada');
  });

  it('answers a large catalogue’s ranges as tRPC would, with an ETag (304 on a return visit) that follows catalogue changes', async () => {
    const range = (desde: number, cantidad = PRODUCT_RANGE_SIZE) => `/trpc/catalog.productRange?input=${encodeURIComponent(JSON.stringify({ desde, cantidad }))}`;
    const viaSocket = await fromLane(range(0));
    const viaFastify = await app.inject({ method: 'GET', url: range(0) });
    expect(viaSocket.status).toBe(200);
    expect(viaSocket.body.toString()).toBe(viaFastify.body);
    const data = JSON.parse(viaSocket.body.toString()).result.data as { productos: { id: number; nombre: string }[]; total: number; version: string };
    expect(data.productos.length).toBe(Math.min(data.total, PRODUCT_RANGE_SIZE));
    expect(viaSocket.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(viaSocket.headers['cache-control']).toBe('no-cache');
    expect((await get(range(0), { 'if-none-match': String(viaSocket.headers.etag) })).status).toBe(304);

    // A catalogue change: a new body, version and ETag; the old ETag no longer matches.
    const { db, t } = app.services.database;
    await db.update(t.productos).set({ nombre: 'Aguacate Hass de temporada' }).where(eq(t.productos.id, data.productos[0]!.id));
    app.services.catalog.invalidate();
    const after = await fromLane(range(0), { 'if-none-match': String(viaSocket.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(viaSocket.headers.etag);
    const changed = JSON.parse(after.body.toString()).result.data as typeof data;
    expect(changed.productos[0]!.nombre).toBe('Aguacate Hass de temporada');
    expect(changed.version).not.toBe(data.version);

    // Ranges the storefront never asks for (unaligned, another size, past the end) are tRPC's, uncached.
    for (const url of [range(1), range(0, 10), range(10 * PRODUCT_RANGE_SIZE)]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('leaves everything else to Fastify: tRPC input, other methods, unknown paths', async () => {
    const input = encodeURIComponent(JSON.stringify({ slug: 'NO VALIDO!' }));
    const bad = await get(`/trpc/catalog.article?input=${input}`);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString()).error.message).toBe('Artículo: Identificador inválido.');
    const post = await get('/api/productos', {}, 'DELETE');
    expect(post.status).toBe(404);
    const unknown = await get('/api/productos-no');
    expect(JSON.parse(unknown.body.toString())).toEqual({ success: false, message: 'Ruta no encontrada.' });
    // tRPC itself answers (no lane ETag) and still gives the list.
    const withInput = await get(`/trpc/catalog.products?input=${encodeURIComponent('{"x":1}')}`);
    expect(withInput.headers.etag).toBeUndefined();
    expect(JSON.parse(withInput.body.toString()).result.data.length).toBeGreaterThanOrEqual(45);
  });

  it('answers the list error envelope when the catalogue cannot be read', async () => {
    app.services.catalog.invalidate();
    const database = app.services.database;
    await database.exec(sql`alter table productos rename to productos_fuera`);
    try {
      const res = await get('/api/productos');
      expect(res.status).toBe(500);
      const body = JSON.parse(res.body.toString());
      expect(body.success).toBe(false);
      expect(body.data).toEqual([]);
      expect(res.body.toString()).not.toMatch(/sqlite|no such table|relation|postgres|at /i);
    } finally {
      await database.exec(sql`alter table productos_fuera rename to productos`);
      app.services.catalog.invalidate();
    }
  });
});
