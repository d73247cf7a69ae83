import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { notFound } from '../../platform/errors';

/**
 * The shopper's link to answer a substitution (issue 47): `/sustitucion?s=<id>&firma=<hmac>`, signed with
 * the server's secret over the proposal and its own random key, so a link answers that proposal only and
 * none can be made up. Single use: the answer is recorded in the row (substitutions.ts).
 */
export function substitutionLinks(secret: string) {
  const signature = (id: number, clave: string) => createHmac('sha256', secret).update(`sustitucion:${id}:${clave}`).digest('base64url').slice(0, 32);
  return {
    newKey: () => randomBytes(16).toString('base64url'),
    path: (id: number, clave: string) => `/sustitucion?s=${id}&firma=${signature(id, clave)}`,
    /** Refuses a signature that is not this proposal's (compared in constant time). */
    check(id: number, clave: string, firma: string) {
      const expected = Buffer.from(signature(id, clave));
      const given = Buffer.from(firma);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound('Este enlace no es válido.');
    },
  };
}
