import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the download links given with a self-invoiced CFDI work (the files also go by e-mail). */
export const DOWNLOAD_DAYS = 30;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The signed links of «Facturar mi compra» (HMAC with the server's secret, as standing-links.ts does): the
 * order e-mail's link, which stands for the order's e-mail and total (the month of purchase bounds it), and
 * a guest's downloads of the stamped files, for one order and file, until a moment.
 */
export function selfInvoiceLinks(secret: string, publicUrl: string) {
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url').slice(0, 32);
  const base = publicUrl.replace(/\/+$/, '');
  return {
    /** «Facturar mi compra» from the paid order's e-mail: the page opens with the order and asks only the fiscal data. */
    invoicePath: (pedido: number) => `/facturar?pedido=${pedido}&firma=${sign(`facturar:${pedido}`)}`,
    publicUrl: base,
    invoiceSigned: (pedido: number, firma: string) => same(firma, sign(`facturar:${pedido}`)),
    /** A stamped file for whoever holds the link, until `hasta` (epoch seconds). */
    downloadPath: (pedido: number, archivo: 'pdf' | 'xml', now: Date) => {
      const hasta = Math.floor(now.getTime() / 1000) + DOWNLOAD_DAYS * 86_400;
      return `/factura/${pedido}/${archivo}?hasta=${hasta}&firma=${sign(`descarga:${pedido}:${archivo}:${hasta}`)}`;
    },
    downloadSigned: (q: { pedido: number; archivo: string; hasta: number; firma: string }, now: Date) =>
      q.hasta * 1000 > now.getTime() && same(q.firma, sign(`descarga:${q.pedido}:${q.archivo}:${q.hasta}`)),
  };
}
export type SelfInvoiceLinks = ReturnType<typeof selfInvoiceLinks>;
