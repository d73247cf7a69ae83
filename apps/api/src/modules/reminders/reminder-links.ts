import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReminderKind, ReminderUnsubscribe } from '@huerta/contracts';
import { badRequest } from '../../platform/errors';

/** The storefront page (GET: shows a button) and the one-click endpoint (POST: RFC 8058) share this path. */
export const UNSUBSCRIBE_PATH = '/avisos/baja';

/**
 * A reminder's unsubscribe link: signed (HMAC with the server's secret) for one account and one kind, so it
 * works without a session and turns off only that kind, only for that account. It does not expire: an old
 * e-mail's link must still unsubscribe.
 */
export function reminderLinks(secret: string) {
  const signature = (tipo: ReminderKind, u: number) => createHmac('sha256', secret).update(`aviso-baja:${tipo}:${u}`).digest('base64url').slice(0, 32);
  return {
    path: (tipo: ReminderKind, u: number) => `${UNSUBSCRIBE_PATH}?u=${u}&tipo=${tipo}&firma=${signature(tipo, u)}`,
    /** Refuses a link whose signature is not this account's and kind's (compared in constant time). */
    check(input: ReminderUnsubscribe) {
      const expected = Buffer.from(signature(input.tipo, input.u));
      const given = Buffer.from(input.firma);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest('El enlace no es válido.');
    },
  };
}
