import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../platform/errors';

type Kind = 'omitir' | 'modificar';

/**
 * The reminder's two links (issue 34), «Omitir esta semana» and «Modificar»: each signed (HMAC with the
 * server's secret) for its kind, one plan and one day, so a link does only that, for that day.
 */
export function standingLinks(secret: string) {
  const signature = (kind: Kind, planId: number, dia: string) => createHmac('sha256', secret).update(`${kind}:${planId}:${dia}`).digest('base64url').slice(0, 32);
  return {
    path: (kind: Kind, planId: number, dia: string) => `/recurrente/${kind}?plan=${planId}&dia=${dia}&firma=${signature(kind, planId, dia)}`,
    /** Refuses a link whose signature is not this kind's, plan's and day's (compared in constant time). */
    check(kind: Kind, input: { plan: number; dia: string; firma: string }) {
      const expected = Buffer.from(signature(kind, input.plan, input.dia));
      const given = Buffer.from(input.firma);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest('El enlace no es válido.');
    },
  };
}
