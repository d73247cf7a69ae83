import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';

const FILE = /^([a-f0-9]{32})-(\d{2,4})\.webp$/;

/**
 * Photos uploaded in the back office, from the database (so every process serves them): the address
 * names the content, so a browser and any cache may keep it forever.
 */
export function uploadedImageRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { file: string } }>('/img/subidas/:file', async (req, reply) => {
    const m = FILE.exec(req.params.file);
    const image = m ? await services.images.read(m[1]!, Number(m[2])) : null;
    if (!image) return reply.code(404).header('cache-control', 'no-store').send({ success: false, message: 'Imagen no encontrada.' });
    if (req.headers['if-none-match'] === image.etag) return reply.code(304).header('etag', image.etag).send();
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', image.etag)
      .send(image.datos);
  });
}
