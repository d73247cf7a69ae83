import { UPLOADED_IMAGE } from '@huerta/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { Services } from '../../services';
import { loadSharp } from '../images';
import { listedCategories } from './resolve';

/** The size link previews (WhatsApp, Facebook, X) show best. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const BACKGROUND = { r: 251, g: 250, b: 245 };
/** Made once per page and photo; a shop has hundreds of products, not thousands of photos a day. */
const MAX_CACHED = 300;

/**
 * GET /img/og/<kind>/<slug>.jpg (a product, a category, an article) and /img/og/inicio.jpg: the page's photo
 * on the shop's cream at 1200×630, made with sharp on the first request and kept (the name and price are in
 * the preview's title: no fonts needed). A category shows its first product; the home page its first slide.
 */
export function ogImageRoutes(app: FastifyInstance, services: Services, webDist: string) {
  const made = new Map<string, Buffer>();

  /** The photo's bytes: an upload from the database, or one of the shop's own files in the web build. */
  async function photo(imgUrl: string): Promise<Buffer | null> {
    const up = UPLOADED_IMAGE.exec(imgUrl);
    if (up) return (await services.images.read(up[1]!, 640))?.datos ?? null;
    const path = normalize(join(webDist, imgUrl));
    if (!imgUrl.startsWith('/img/') || !path.startsWith(webDist)) return null;
    return readFile(path).catch(() => null);
  }

  /** Which photo a page's preview shows (undefined: no such page). */
  const sources: Record<string, (slug: string) => Promise<string | undefined>> = {
    producto: async (slug) => {
      const page = await services.catalog.productPage(slug);
      return page && 'producto' in page ? page.producto.img_url : undefined;
    },
    categoria: async (slug) => (await listedCategories(services)).find((c) => c.slug === slug)?.products[0]?.img_url,
    articulo: async (slug) => (await services.catalog.articleBySlug(slug))?.img_url,
    inicio: async () => (await services.catalog.slides()).value[0]?.img_slider ?? '/img/icon-512.png',
  };

  async function send(kind: string, slug: string, reply: FastifyReply) {
    const imgUrl = await sources[kind]?.(slug);
    if (!imgUrl) return reply.code(404).header('cache-control', 'no-store').send({ success: false, message: 'Imagen no encontrada.' });
    const key = `${kind}\u0000${slug}\u0000${imgUrl}`;
    let jpeg = made.get(key);
    if (!jpeg) {
      const sharp = await loadSharp();
      const source = await photo(imgUrl);
      // A slide fills the picture (it is a wide photo); a product's or article's photo sits whole in the middle.
      const layers = source
        ? kind === 'inicio'
          ? [{ input: await sharp(source).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' }).png().toBuffer(), gravity: 'centre' as const }]
          : [{ input: await sharp(source).resize(OG_HEIGHT - 80, OG_HEIGHT - 80, { fit: kind === 'articulo' ? 'cover' : 'contain', background: { ...BACKGROUND, alpha: 0 } }).png().toBuffer(), gravity: 'centre' as const }]
        : [];
      jpeg = await sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: BACKGROUND } })
        .composite(layers)
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      if (made.size >= MAX_CACHED) made.clear();
      made.set(key, jpeg);
    }
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
  }

  app.get<{ Params: { kind: string; file: string } }>('/img/og/:kind/:file', async (req, reply) => {
    const slug = /^([a-z0-9-]{1,140})\.jpg$/.exec(req.params.file)?.[1];
    return send(slug && req.params.kind !== 'inicio' ? req.params.kind : '', slug ?? '', reply);
  });
  app.get('/img/og/inicio.jpg', (_req, reply) => send('inicio', '', reply));
}
