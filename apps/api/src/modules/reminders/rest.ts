import { reminderUnsubscribeSchema } from '@huerta/contracts';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../platform/errors';
import type { Services } from '../../services';
import { UNSUBSCRIBE_PATH } from './reminder-links';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the
 * List-Unsubscribe address — the same signed path whose GET is the storefront's page with its confirm button.
 * Only a POST turns the reminder off; the signature in the query names the account and the kind.
 */
export function reminderRoutes(app: FastifyInstance, services: Services) {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const input = parseWith(reminderUnsubscribeSchema, request.query);
      const { message } = await services.reminders.unsubscribe(input);
      return reply.send({ success: true, message });
    });
  });
}
