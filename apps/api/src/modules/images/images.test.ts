import { deflateSync, crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORIGIN, adminClient } from '../../test/admin-helpers';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
// On PostgreSQL a second app on the same database stands for another process of the shop.
const other: FastifyInstance = testEngine === 'postgres' ? (await createTestApp({ RATE_LIMIT_DISABLED: 'true', DATABASE_URL: app.services.config.databaseUrl })).app : app;
const { call, addStaff } = adminClient(app, '10.16.0');
const { db, t } = dataOf(app);
const staff = await addStaff('fotos@huertabaja.mx', 'empleado', 'Fabi');

const upload = (body: Buffer | string, type: string, query = 'tipo=producto', cookie: string | null = staff) =>
  app.inject({ method: 'POST', url: `/admin/imagenes?${query}`, payload: body, headers: { 'content-type': type, origin: ADMIN_ORIGIN, ...(cookie ? { cookie } : {}) } });
const stored = async () => (await db.select({ hash: t.imagenes.hash }).from(t.imagenes)).length;

/** A photo as a phone takes it: red left half, blue right half, stored sideways (EXIF orientation 6) with a GPS tag. */
const sidewaysPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: 400, height: 600, channels: 3, background: '#0000ff' } }, left: 400, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Telefono de Rosa' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 34/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A PNG whose header claims 30,000 × 30,000 pixels (900 MP, 2.7 GB decoded) in a few hundred bytes. */
function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(90_001))), chunk('IEND', Buffer.alloc(0))]);
}

describe('photos uploaded in the back office', () => {
  it('turns a phone photo upright, strips its metadata and writes the WebP sizes the shop uses, served as immutable', async () => {
    const source = await sharp(await sidewaysPhoto()).metadata();
    expect([source.orientation, source.exif?.toString('latin1').includes('Rosa')]).toEqual([6, true]);
    const res = await upload(await sidewaysPhoto(), 'image/jpeg', 'tipo=producto&encuadre=centro');
    expect(res.statusCode).toBe(201);
    const image = res.json().data as { url: string; variantes: { ancho: number; alto: number; url: string }[] };
    expect(image.url).toMatch(/^\/img\/subidas\/[a-f0-9]{32}-320\.webp$/);
    expect(image.variantes.map((v) => [v.ancho, v.alto])).toEqual([[320, 320], [640, 640], [96, 96]]);

    // Served by every process: the bytes are in the database, not on one machine's disk.
    const served = await other.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
    // No EXIF (no GPS, no phone name) and no orientation left to apply.
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Upright: turning the sideways photo puts its red half on top and the blue half below.
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 320 + x) * 3, (y * 320 + x) * 3 + 3)];
    expect(pixel(160, 20)[0]).toBeGreaterThan(200);
    expect(pixel(160, 300)[2]).toBeGreaterThan(200);

    const again = await app.inject({ method: 'GET', url: image.url, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    // The same photo again is the same address (content hash): nothing stored twice.
    const count = await stored();
    expect((await upload(await sidewaysPhoto(), 'image/jpeg', 'tipo=producto&encuadre=centro')).json().data.url).toBe(image.url);
    expect(await stored()).toBe(count);
    expect((await app.inject({ method: 'GET', url: '/img/subidas/' + 'a'.repeat(32) + '-320.webp' })).statusCode).toBe(404);
  });

  it('crops each kind to its shape (carousel 3:2, article covers 1200×630)', async () => {
    const photo = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#3a7d2c' } }).png().toBuffer();
    const slide = (await upload(photo, 'image/png', 'tipo=slide')).json().data;
    expect(slide.variantes.map((v: { ancho: number; alto: number }) => `${v.ancho}x${v.alto}`)).toEqual(['960x640', '1440x960', '640x427']);
    // The fastest AVIF encoding: the fixture's encode, not the shop's work, was most of this test's time (a
    // CI run beside the other suites took over 20 s at sharp's default effort).
    const avif = await sharp(photo).avif({ effort: 0 }).toBuffer();
    const cover = (await upload(avif, 'image/avif', 'tipo=articulo')).json().data;
    expect(cover.variantes.map((v: { ancho: number; alto: number }) => `${v.ancho}x${v.alto}`)).toEqual(['1200x630', '600x315']);
  });

  it('refuses what is not a usable image, whatever its name or type, with a clear message and nothing stored', async () => {
    const before = await stored();
    const good = await sidewaysPhoto();
    const cases: [Buffer | string, string, string, number, string][] = [
      [Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF'), 'image/jpeg', 'tipo=producto', 415, 'El archivo no es una imagen JPEG, PNG, WebP o AVIF.'],
      ['<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><script>alert(1)</script></svg>', 'image/png', 'tipo=producto', 415, 'El archivo no es una imagen JPEG, PNG, WebP o AVIF.'],
      [await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } }).gif().toBuffer(), 'image/webp', 'tipo=producto', 415, 'El archivo no es una imagen JPEG, PNG, WebP o AVIF.'],
      [good.subarray(0, Math.floor(good.length / 2)), 'image/jpeg', 'tipo=producto', 415, 'La imagen está dañada o incompleta: no se pudo leer. Vuelve a exportarla e inténtalo de nuevo.'],
      [pngBomb(), 'image/png', 'tipo=producto', 413, 'La imagen tiene 900 megapíxeles; el máximo es 40.'],
      [await sharp({ create: { width: 200, height: 150, channels: 3, background: '#fff' } }).jpeg().toBuffer(), 'image/jpeg', 'tipo=producto', 400, 'La imagen es muy pequeña (200×150 px): para este uso necesita al menos 320×320 px.'],
      [good, 'image/jpeg', 'tipo=logo', 400, 'Tipo de imagen: Indica para qué es la imagen (producto, promocion, slide o articulo).'],
      [good, 'text/plain', 'tipo=producto', 415, 'Tipo de contenido no admitido: envía JSON.'],
      [Buffer.alloc(10 * 1024 * 1024 + 1), 'image/jpeg', 'tipo=producto', 413, 'La petición es demasiado grande.'],
    ];
    for (const [body, type, query, status, message] of cases) {
      const res = await upload(body, type, query);
      expect([res.statusCode, res.json().message], `${type} ${query}`).toEqual([status, message]);
      // No stack, no library's words.
      expect(res.body).not.toMatch(/sharp|vips|at \w+ \(/i);
    }
    expect(await stored()).toBe(before);
  });

  it('takes photos from staff only: no session or another site is refused before the file is read', async () => {
    const photo = await sidewaysPhoto();
    expect((await upload(photo, 'image/jpeg', 'tipo=producto', null)).statusCode).toBe(401);
    const foreign = await app.inject({ method: 'POST', url: '/admin/imagenes?tipo=producto', payload: photo, headers: { 'content-type': 'image/jpeg', origin: 'https://evil.example', cookie: staff } });
    expect(foreign.statusCode).toBe(403);
  });

  it('a product takes an uploaded photo and the shop shows it; an image address from elsewhere is refused', async () => {
    const image = (await upload(await sidewaysPhoto(), 'image/jpeg', 'tipo=producto&encuadre=auto')).json().data;
    const fields = { nombre: 'Higo negro', categoriaId: 1, precio: 120, cantidad: 'kg', descuento: null, fechaVigInicio: '2026-01-01', fechaVigFin: null, disponibles: 30, umbralBajo: 5, agotado: false };
    for (const imgUrl of ['https://evil.example/x.webp', '/img/../secreto.webp', 'javascript:alert(1)']) {
      expect(await call('products.create', { ...fields, imgUrl }, { cookie: staff })).toMatchObject({ status: 400, message: expect.stringContaining('La imagen debe ser una de la tienda o una subida en el panel.') });
    }
    const created = (await call('products.create', { ...fields, imgUrl: image.url }, { cookie: staff })).data as { id: number };
    const listed = (await app.inject({ method: 'GET', url: '/api/productos' })).json().data.find((p: { id: number }) => p.id === created.id);
    expect(listed.img_url).toBe(image.url);
    // An edit without a photo keeps the one it has (the price table and the CSV carry none).
    await call('products.update', { id: created.id, producto: { ...fields, precio: 99 } }, { cookie: staff });
    expect((await call('products.get', { id: created.id }, { cookie: staff })).data).toMatchObject({ imgUrl: image.url, precio: 99 });
  });
});
