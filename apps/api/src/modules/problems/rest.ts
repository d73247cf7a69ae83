import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { PROBLEM_PHOTO_LIMIT, PROBLEM_PHOTO_PREFIX } from '../../platform/http/request-gate';
import type { Services } from '../../services';

type Photo = { Params: { id: string }; Querystring: { firma?: string } };
const idOf = (s: string) => (/^\d{1,12}$/.test(s) ? Number(s) : 0);

/**
 * A reported line's photo: sent to its signed address (the report's answer gives it; any content type, up to
 * 5 MB, the bytes decide), and shown at the same address to the shopper and the staff — never public.
 */
export function problemPhotoRoutes(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROBLEM_PHOTO_LIMIT }, (_req, body, done) => done(null, body));
    scope.addHook('onRequest', async (req) => {
      const { id } = req.params as { id?: string };
      const { firma } = req.query as { firma?: string };
      if (req.method === 'POST' && !services.problemReports.photoSigned(idOf(id ?? ''), firma)) throw new AppError(404, 'Foto: el enlace no es válido.');
    });
    scope.post<Photo>(`${PROBLEM_PHOTO_PREFIX}:id`, { bodyLimit: PROBLEM_PHOTO_LIMIT }, async (req, reply) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const data = await services.problemReports.savePhoto(idOf(req.params.id), req.query.firma, body);
      return reply.code(201).send({ success: true, message: 'Foto guardada.', data });
    });
    scope.get<Photo>(`${PROBLEM_PHOTO_PREFIX}:id`, async (req, reply) => {
      const photo = await services.problemReports.readPhoto(idOf(req.params.id), req.query.firma);
      if (!photo) return reply.code(404).header('cache-control', 'no-store').send({ success: false, message: 'Foto no encontrada.' });
      return reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=86400').send(photo);
    });
  });
}
