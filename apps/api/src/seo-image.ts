import { UPLOADED_IMAGE } from '@huerta/contracts';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { Services } from './services';
import { loadSharp } from './services/images';

/** The size link previews (WhatsApp, Facebook, X) show best. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const BACKGROUND = { r: 251, g: 250, b: 245 };
/** Made once per product and photo; a shop has hundreds of products, not thousands of photos a day. */
const MAX_CACHED = 300;

/**
 * GET /img/og/producto/<slug>.jpg: a product's photo centred on the shop's cream at 1200×630, made with
 * sharp on the first request and kept (the name and price are in the preview's title: no fonts needed).
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

  app.get<{ Params: { file: string } }>('/img/og/producto/:file', async (req, reply) => {
    const slug = /^([a-z0-9-]{1,140})\.jpg$/.exec(req.params.file)?.[1];
    const page = slug ? await services.catalog.productPage(slug) : undefined;
    if (!page || !('producto' in page)) return reply.code(404).header('cache-control', 'no-store').send({ success: false, message: 'Imagen no encontrada.' });
    const key = `${slug}\u0000${page.producto.img_url}`;
    let jpeg = made.get(key);
    if (!jpeg) {
      const sharp = await loadSharp();
      const source = await photo(page.producto.img_url);
      const side = OG_HEIGHT - 80;
      const layers = source
        ? [{ input: await sharp(source).resize(side, side, { fit: 'contain', background: { ...BACKGROUND, alpha: 0 } }).png().toBuffer(), gravity: 'centre' as const }]
        : [];
      jpeg = await sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: BACKGROUND } })
        .composite(layers)
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      if (made.size >= MAX_CACHED) made.clear();
      made.set(key, jpeg);
    }
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
  });
}
