import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed addresses of «Reportar un problema» (HMAC with the server's secret, like standing-links.ts):
 * the delivered e-mail's link lets a guest report on that one order (reusable: a line is reported once
 * anyway, and the same link shows the report's state), and each line's photo has its own address that only
 * the report's shopper and the staff are given.
 */
export function problemLinks(secret: string) {
  const sign = (what: string) => createHmac('sha256', secret).update(what).digest('base64url').slice(0, 32);
  const same = (given: string | undefined, expected: string) => {
    if (!given) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    orderSignature: (pedidoId: number) => sign(`problema:${pedidoId}`),
    orderPath: (pedidoId: number) => `/reportar-problema?pedido=${pedidoId}&firma=${sign(`problema:${pedidoId}`)}`,
    checkOrder: (pedidoId: number, firma: string | undefined) => same(firma, sign(`problema:${pedidoId}`)),
    photoSignature: (lineaId: number) => sign(`problema-foto:${lineaId}`),
    photoPath: (lineaId: number) => `/reportes-problema/foto/${lineaId}?firma=${sign(`problema-foto:${lineaId}`)}`,
    checkPhoto: (lineaId: number, firma: string | undefined) => same(firma, sign(`problema-foto:${lineaId}`)),
  };
}
export type ProblemLinks = ReturnType<typeof problemLinks>;
