import { imageUploadQuerySchema } from '@huerta/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, parseWith } from '../../platform/errors';
import { IMAGE_BODY_TYPES, IMAGE_UPLOAD_LIMIT, IMAGE_UPLOAD_PATH } from '../../platform/http/request-gate';
import type { Services } from '../../services';
import { requireStaff } from '../../trpc/staff-http';

/**
 * `POST /admin/imagenes?tipo=producto&encuadre=auto` with the photo as the body (up to 10 MB): answers
 * the address of its main size and every size written. The staff session is checked before the body is
 * read, so a stranger's 10 MB is never received whole.
 */
export function imageUploadRoutes(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    scope.addContentTypeParser(IMAGE_BODY_TYPES, { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_LIMIT }, (_req, body, done) => done(null, body));
    scope.addHook('onRequest', async (req) => {
      // Drivers too: a photo at the door (the upload writes only a new image, named by its content).
      await requireStaff(req, services, { write: true, role: 'repartidor' });
    });
    scope.post(IMAGE_UPLOAD_PATH, { bodyLimit: IMAGE_UPLOAD_LIMIT }, async (req, reply) => {
      const { tipo, encuadre } = parseWith(imageUploadQuerySchema, req.query);
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new AppError(415, 'Envía la foto como el cuerpo de la petición (JPEG, PNG, WebP o AVIF).');
      const data = await services.images.save(req.body, tipo, encuadre);
      return reply.code(201).send({ success: true, message: 'Imagen lista.', data });
    });
  });
}
