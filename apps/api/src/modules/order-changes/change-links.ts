import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed «Modificar pedido» link of an order's e-mails and a guest's order page (issue 47): HMAC with the
 * server's secret over the order and its version. Every change bumps the version, so a link works once: the
 * change it made leaves it dead, and the «Cambiamos tu pedido» e-mail carries the next one.
 */
export function changeLinks(secret: string, publicUrl: string) {
  const signature = (pedidoId: number, version: number) => createHmac('sha256', secret).update(`cambio:${pedidoId}:${version}`).digest('base64url').slice(0, 32);
  return {
    /** `enlace` as the page sends it back: "<version>.<signature>". */
    token: (pedidoId: number, version: number) => `${version}.${signature(pedidoId, version)}`,
    url: (pedidoId: number, version: number) => `${publicUrl}/pedido/modificar?pedido=${pedidoId}&enlace=${encodeURIComponent(`${version}.${signature(pedidoId, version)}`)}`,
    /** Whether `enlace` is this order's link for its current version (compared in constant time). */
    valid(pedidoId: number, version: number, enlace: string): boolean {
      const expected = Buffer.from(`${version}.${signature(pedidoId, version)}`);
      const given = Buffer.from(enlace);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type ChangeLinks = ReturnType<typeof changeLinks>;
