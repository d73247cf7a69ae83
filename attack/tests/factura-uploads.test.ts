import { describe, expect, it } from 'vitest';
// The same multipart and CFDI builders as the API's tests.
import { cfdiXml, multipart, tinyPdf } from '../../apps/api/src/test/cfdi';
import { httpJson } from '../support/http';
import { MB, cpuMsOf, sampleRss } from '../support/memory';
import { mb, report } from '../support/report';
import { startServer } from '../support/server';
import { ownerCookie } from '../support/staff';

const fiscal = { rfc: 'TEF190312AB1', razon_social: 'TAQUERIA EL FARO', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };

describe('factura uploads against the built server', () => {
  it('turns strangers and oversized forms away before reading them, and bounds what a hostile XML costs', async () => {
    const server = await startServer();
    try {
      const send = (pedido: number | string, parts: Parameters<typeof multipart>[0], headers: Record<string, string> = {}) => {
        const body = multipart(parts);
        return httpJson(`${server.url}/admin/facturas/${pedido}`, { raw: body.payload, headers: { 'content-type': body.contentType, origin: server.url, ...headers }, timeoutMs: 30_000 });
      };
      const pdfPart = (data: Buffer) => ({ name: 'pdf', filename: 'f.pdf', type: 'application/pdf', data });
      const xmlPart = (data: Buffer) => ({ name: 'xml', filename: 'f.xml', type: 'text/xml', data });

      // A stranger's 2 MB form: no session, refused from the headers; 3 MB: too large for any session.
      const anonymous = await send(1, [pdfPart(Buffer.alloc(2 * MB, 1))]);
      expect(anonymous.status).toBe(401);
      expect(anonymous.ms).toBeLessThan(1_000);
      expect((await send(1, [pdfPart(Buffer.alloc(3 * MB, 1))])).status).toBe(413);
      // A multipart body anywhere else is not JSON.
      const elsewhere = multipart([pdfPart(tinyPdf())]);
      expect((await httpJson(`${server.url}/api/crear-pedido`, { raw: elsewhere.payload, headers: { 'content-type': elsewhere.contentType } })).status).toBe(415);

      // A paid order with a factura, then hostile files from a staff session.
      const products = (await httpJson(`${server.url}/api/productos`)).json as { data: { id: number; venta?: unknown }[] };
      // Sold by the piece: a weighed order's factura would wait for its weighing (the seed sells some by weight).
      const order = await httpJson(`${server.url}/api/crear-pedido`, {
        body: { nombre: 'Taquería', direccion: 'Calle 1', telefono: '6641234567', email: 'chef@elfaro.mx', productos: [{ id: products.data.find((p) => !p.venta)!.id, items: 3 }], factura: fiscal },
      });
      const { data: secret, pedido } = order.json as { data: string; pedido: { id: number; total: number } };
      await httpJson(`${server.url}/api/pago-prueba`, { body: { payment_intent_client_secret: secret, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' } });
      const cookie = await ownerCookie(server);
      const rss = sampleRss(server.pid);
      const cpuBefore = cpuMsOf(server.pid);

      const laughs = Buffer.from(`<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`);
      const deep = Buffer.from(`${'<a>'.repeat(70_000)}${'</a>'.repeat(70_000)}`);
      const wide = Buffer.from(`<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Total="1">${'<cfdi:Concepto x="1"/>'.repeat(20_000)}</cfdi:Comprobante>`);
      const hostile = await Promise.all([
        send(pedido.id, [pdfPart(tinyPdf()), xmlPart(laughs)], { cookie }),
        send(pedido.id, [pdfPart(tinyPdf()), xmlPart(deep)], { cookie }),
        send(pedido.id, [pdfPart(tinyPdf()), xmlPart(wide)], { cookie }),
        send(pedido.id, [pdfPart(tinyPdf()), xmlPart(Buffer.alloc(600 * 1024, 0x20))], { cookie }),
        send(pedido.id, [pdfPart(tinyPdf()), xmlPart(tinyPdf()), xmlPart(tinyPdf())], { cookie }),
        send(pedido.id, [pdfPart(Buffer.alloc(2 * MB + 10, 0x25)), xmlPart(tinyPdf())], { cookie }),
      ]);
      const cpu = cpuMsOf(server.pid) - cpuBefore;
      const answers = hostile.map((h) => `${h.status} ${(h.json as { message?: string }).message ?? ''}`);
      expect(answers[0]).toMatch(/^400 .*DOCTYPE/);
      expect(answers[1]).toMatch(/^400 El XML no es un CFDI: anida más de 32 niveles/);
      expect(answers[2]).toMatch(/^400 El XML no trae el RFC del receptor/);
      expect(answers[3]).toMatch(/^413 Archivo demasiado grande/);
      expect(answers[4]).toMatch(/^400 Sube solo dos archivos/);
      expect(answers[5]).toMatch(/^413 Archivo demasiado grande/);

      // And the real one still goes through.
      const good = await send(pedido.id, [pdfPart(tinyPdf()), xmlPart(cfdiXml({ rfc: fiscal.rfc, total: pedido.total.toFixed(2) }))], { cookie });
      const peak = rss.stop();
      report('factura uploads', {
        'anonymous 2 MB': `${anonymous.status} in ${anonymous.ms} ms`,
        'hostile files (6 at once)': answers.map((a) => a.slice(0, 3)).join(', '),
        'their CPU': `${cpu} ms`,
        'peak RSS': mb(peak),
      });
      expect(good.status).toBe(200);
      expect(cpu).toBeLessThan(2_000);
      expect(peak).toBeLessThan(300 * MB);
      expect(server.alive()).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
