import type { FastifyInstance } from 'fastify';
import { contactInputSchema } from '@huerta/contracts';
import { parseWith } from '../../platform/errors';
import type { Services } from '../../services';

/** The contact form (`POST /api/send-contact`), limited per address and per e-mail like its tRPC twin. */
export function contactRoutes(app: FastifyInstance, services: Services) {
  app.post('/api/send-contact', async (req) => {
    const message = await services.limited.sendContact(parseWith(contactInputSchema, req.body), req.ip);
    return { success: true, message };
  });
}
